import { describe, expect, it } from 'vitest';

import { decideShell, type AccountView, type ShellState } from '../../../web/src/app/shell-flow';

const READY: Extract<AccountView, { status: 'ready' }> = {
  status: 'ready',
  namespaceId: 'acme-sales',
  termsSigned: true,
  onboarded: true,
  trialExpired: false,
  trialExpiredClosed: false,
};

/** An instance page of a signed-in user whose account is in order, changed by `overrides`. */
function state(overrides: Partial<ShellState> = {}, account: Partial<typeof READY> = {}): ShellState {
  return {
    pathname: '/contact',
    access: 'instance',
    session: 'active',
    account: { ...READY, ...account },
    ...overrides,
  };
}

describe('decideShell, in the order of the shell flow', () => {
  it('1. shows the spinner while the session is read, even on a public page', () => {
    expect(decideShell(state({ session: 'loading' }))).toEqual({ kind: 'spinner' });
    expect(decideShell(state({ session: 'loading', access: 'public', pathname: '/register' }))).toEqual({ kind: 'spinner' });
  });

  it('2. renders a public page as it is, whatever the session', () => {
    for (const session of ['active', 'expired', 'none'] as const) {
      expect(
        decideShell(state({ session, access: 'public', pathname: '/register', account: { status: 'idle' } })),
        session,
      ).toEqual({
        kind: 'render',
        reason: 'public',
      });
    }
  });

  it('3. signs out when the session expired, before anything about the account', () => {
    expect(decideShell(state({ session: 'expired' }, { termsSigned: false }))).toEqual({ kind: 'sign-out' });
    expect(decideShell(state({ session: 'expired', access: 'user', account: { status: 'idle' } }))).toEqual({ kind: 'sign-out' });
  });

  it('4. asks to sign in without a session', () => {
    expect(decideShell(state({ session: 'none', account: { status: 'idle' } }))).toEqual({ kind: 'sign-in' });
    expect(decideShell(state({ session: 'none', access: 'user', account: { status: 'idle' } }))).toEqual({ kind: 'sign-in' });
  });

  it('5. renders a user-only page once signed in, without the terms, onboarding or trial checks', () => {
    const decision = decideShell(state({ access: 'user', account: { status: 'idle' } }));

    expect(decision).toEqual({ kind: 'render', reason: 'user-only' });
  });

  it('shows the spinner while the account of an instance page loads', () => {
    expect(decideShell(state({ account: { status: 'loading' } }))).toEqual({ kind: 'spinner' });
  });

  it('shows why the account could not be loaded', () => {
    const error = new Error('Network Error');

    expect(decideShell(state({ account: { status: 'error', error } }))).toEqual({ kind: 'account-error', error });
  });

  it('6. sends to /agreement while the terms are unsigned, before onboarding and the trial', () => {
    const decision = decideShell(state({}, { termsSigned: false, onboarded: false, trialExpired: true }));

    expect(decision).toEqual({ kind: 'redirect', to: '/agreement' });
  });

  it('6. shows /agreement itself while the terms are unsigned', () => {
    expect(decideShell(state({ pathname: '/agreement' }, { termsSigned: false }))).toEqual({
      kind: 'page',
      pageKey: 'acme-sales',
    });
  });

  it('6. sends /agreement to / once the terms are signed', () => {
    expect(decideShell(state({ pathname: '/agreement' }))).toEqual({ kind: 'redirect', to: '/' });
    expect(decideShell(state({ pathname: '/agreement/' }, { onboarded: false }))).toEqual({ kind: 'redirect', to: '/' });
  });

  it('7. sends to /onboarding when the instance has no onboardedAt, before the trial', () => {
    expect(decideShell(state({}, { onboarded: false, trialExpired: true }))).toEqual({ kind: 'redirect', to: '/onboarding' });
  });

  it('7. shows /onboarding itself to an instance not onboarded yet', () => {
    expect(decideShell(state({ pathname: '/onboarding' }, { onboarded: false }))).toEqual({
      kind: 'page',
      pageKey: 'acme-sales',
    });
  });

  it('8. shows the blocking notice when the trial expired', () => {
    expect(decideShell(state({}, { trialExpired: true }))).toEqual({ kind: 'trial-expired', namespaceId: 'acme-sales' });
    expect(decideShell(state({ pathname: '/onboarding' }, { onboarded: false, trialExpired: true }))).toEqual({
      kind: 'trial-expired',
      namespaceId: 'acme-sales',
    });
  });

  it('8. shows the page once someone allowed to has closed the blocking notice', () => {
    expect(decideShell(state({}, { trialExpired: true, trialExpiredClosed: true }))).toEqual({
      kind: 'page',
      pageKey: 'acme-sales',
    });
  });

  it('9. shows the page keyed by the selected instance, so another instance creates it afresh', () => {
    const first = decideShell(state());
    const second = decideShell(state({}, { namespaceId: 'acme-emea' }));

    expect(first).toEqual({ kind: 'page', pageKey: 'acme-sales' });
    expect(second).toEqual({ kind: 'page', pageKey: 'acme-emea' });
  });

  it("shows 'Invalid state' for states that cannot happen", () => {
    expect(decideShell(state({ account: { status: 'idle' } }))).toEqual({ kind: 'invalid' });
    expect(decideShell(state({}, { namespaceId: '' }))).toEqual({ kind: 'invalid' });
    expect(decideShell({ ...state(), session: 'unknown' as ShellState['session'] })).toEqual({ kind: 'invalid' });
    expect(decideShell({ ...state(), access: 'other' as ShellState['access'] })).toEqual({ kind: 'invalid' });
  });
});
