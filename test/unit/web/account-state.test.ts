import { describe, expect, it } from 'vitest';

import {
  CLOSED_NOTICES_STORAGE_KEY,
  closuresOf,
  createAccountStore,
  flagsOf,
  NONE_CLOSED,
  readClosures,
  trialEndDateOf,
} from '../../../web/src/app/account/account-store';
import { deriveAccountView, isGateRefusal, type AccountSources } from '../../../web/src/app/account/account-view';
import { applyInstanceAnswer, NO_FLAGS, type InstanceAnswer } from '../../../web/src/app/account/instance-flags';
import { ApiError } from '../../../web/src/api/client';
import { memoryStorage } from '../../../web/src/app/storage';

const NAMESPACE = 'acme-sales';
const GATED = { terms: true, trial: true } as const;
const EXEMPT = { terms: false, trial: false } as const;
const NO_HEADERS = { expiring: false, gracePeriod: false, paid: false } as const;

function answer(status: number, overrides: Partial<InstanceAnswer> = {}): InstanceAnswer {
  return { namespaceId: NAMESPACE, status, trial: NO_HEADERS, gates: GATED, ...overrides };
}

describe('applyInstanceAnswer (trial and terms flags)', () => {
  it('sets the expiring, grace-period and paid flags from the trial headers', () => {
    const { flags, changed } = applyInstanceAnswer(
      NO_FLAGS,
      answer(200, { trial: { expiring: true, gracePeriod: true, paid: true } }),
    );

    expect(changed).toBe(true);
    expect(flags).toEqual({ ...NO_FLAGS, trialExpiring: true, trialGracePeriod: true, isPaid: true });
  });

  it('sets termsNotSigned on 489 and leaves the trial flag alone, since the terms gate comes first', () => {
    const { flags } = applyInstanceAnswer({ ...NO_FLAGS, trialExpired: true }, answer(489));

    expect(flags.termsNotSigned).toBe(true);
    expect(flags.trialExpired).toBe(true);
  });

  it('sets trialExpired on 488 and clears termsNotSigned, whose gate was passed', () => {
    const { flags } = applyInstanceAnswer({ ...NO_FLAGS, termsNotSigned: true }, answer(488));

    expect(flags).toEqual({ ...NO_FLAGS, trialExpired: true });
  });

  it('clears the flags on any other answer of a gated route', () => {
    const previous = { ...NO_FLAGS, termsNotSigned: true, trialExpired: true, trialExpiring: true };

    expect(applyInstanceAnswer(previous, answer(200)).flags).toEqual(NO_FLAGS);
    expect(applyInstanceAnswer(previous, answer(404)).flags).toEqual(NO_FLAGS);
  });

  it('keeps the terms and trial flags on answers of routes exempt from the gates (trial end date)', () => {
    const previous = { ...NO_FLAGS, termsNotSigned: true, trialExpired: true };

    const { flags } = applyInstanceAnswer(previous, answer(200, { gates: EXEMPT, trial: { ...NO_HEADERS, expiring: true } }));

    expect(flags).toEqual({ ...previous, trialExpiring: true });
  });

  it('ignores answers given before the instance was looked at: 401, 403 and no answer at all', () => {
    const previous = { ...NO_FLAGS, trialExpiring: true, termsNotSigned: true };

    for (const status of [0, 401, 403]) {
      expect(applyInstanceAnswer(previous, answer(status)), String(status)).toEqual({ flags: previous, changed: false });
    }
  });

  it('says nothing changed when the answer repeats the flags, so the trial end date is not reloaded again', () => {
    const first = applyInstanceAnswer(NO_FLAGS, answer(200, { trial: { ...NO_HEADERS, expiring: true } }));
    const second = applyInstanceAnswer(first.flags, answer(200, { trial: { ...NO_HEADERS, expiring: true } }));

    expect(first.changed).toBe(true);
    expect(second.changed).toBe(false);
    expect(second.flags).toBe(first.flags);
  });
});

describe('the account store', () => {
  it('keeps the flags per instance', () => {
    const store = createAccountStore(memoryStorage());

    const changed = store.recordAnswer(answer(489));
    store.recordAnswer(answer(200, { namespaceId: 'acme-emea', trial: { ...NO_HEADERS, paid: true } }));

    expect(changed).toBe(true);
    expect(flagsOf(store.getState(), NAMESPACE).termsNotSigned).toBe(true);
    expect(flagsOf(store.getState(), 'acme-emea')).toEqual({ ...NO_FLAGS, isPaid: true });
    expect(flagsOf(store.getState(), 'unknown')).toEqual(NO_FLAGS);
  });

  it('selects an instance and remembers it as selectedNamespace', () => {
    const storage = memoryStorage();
    const store = createAccountStore(storage);

    store.select('acme-emea');

    expect(store.getState().selectedNamespaceId).toBe('acme-emea');
    expect(storage.getItem('selectedNamespace')).toBe('acme-emea');
  });

  it('remembers a closed notice for its instance only, across page loads', () => {
    const storage = memoryStorage();
    createAccountStore(storage).closeNotice(NAMESPACE, 'trialExpiring');

    const reloaded = createAccountStore(storage).getState();

    expect(closuresOf(reloaded, NAMESPACE)).toEqual({ ...NONE_CLOSED, trialExpiring: true });
    expect(closuresOf(reloaded, 'acme-emea')).toEqual(NONE_CLOSED);
  });

  it('reads unreadable closed notices as none closed', () => {
    expect(readClosures(memoryStorage({ [CLOSED_NOTICES_STORAGE_KEY]: 'not json' }))).toEqual({});
    expect(readClosures(memoryStorage({ [CLOSED_NOTICES_STORAGE_KEY]: '{"acme":{"trialExpired":"yes"}}' }))).toEqual({
      acme: NONE_CLOSED,
    });
  });

  it('clears termsNotSigned everywhere once the terms are accepted', () => {
    const store = createAccountStore(memoryStorage());
    store.recordAnswer(answer(489));

    store.termsAccepted();

    expect(flagsOf(store.getState(), NAMESPACE).termsNotSigned).toBe(false);
  });

  it('tells its subscribers about every change and forgets the server flags on reset, not the closed notices', () => {
    const store = createAccountStore(memoryStorage());
    let calls = 0;
    const stop = store.subscribe(() => (calls += 1));
    store.recordAnswer(answer(488));
    store.setTrialEndDate(NAMESPACE, '2026-12-01');
    store.closeNotice(NAMESPACE, 'trialGracePeriod');

    store.reset();
    stop();
    store.select('later');

    expect(calls).toBe(4);
    expect(flagsOf(store.getState(), NAMESPACE)).toEqual(NO_FLAGS);
    expect(store.getState().trialEndDate).toBeUndefined();
    expect(closuresOf(store.getState(), NAMESPACE).trialGracePeriod).toBe(true);
  });

  it("uses the reloaded trial end date for its own instance, and the instance's own date otherwise", () => {
    const store = createAccountStore(memoryStorage());
    store.setTrialEndDate(NAMESPACE, '2026-12-24');

    expect(trialEndDateOf(store.getState(), NAMESPACE, '2026-12-01')).toBe('2026-12-24');
    expect(trialEndDateOf(store.getState(), 'acme-emea', '2026-12-01')).toBe('2026-12-01');
  });
});

describe('deriveAccountView', () => {
  const ready: AccountSources = {
    selectedNamespaceId: NAMESPACE,
    user: { status: 'success', data: { termsAcceptedAt: '2026-01-01T00:00:00.000Z' } },
    namespace: { status: 'success', data: { onboardedAt: '2026-01-02T00:00:00.000Z' } },
    gateProbe: { status: 'success', data: { role: 'ADMIN' } },
    flags: NO_FLAGS,
    closures: NONE_CLOSED,
  };

  it('is ready with the facts of the flow when everything answered', () => {
    expect(deriveAccountView(ready)).toEqual({
      status: 'ready',
      namespaceId: NAMESPACE,
      termsSigned: true,
      onboarded: true,
      trialExpired: false,
      trialExpiredClosed: false,
    });
  });

  it('is loading until an instance is selected and every answer is in', () => {
    expect(deriveAccountView({ ...ready, selectedNamespaceId: undefined })).toEqual({ status: 'loading' });
    expect(deriveAccountView({ ...ready, user: { status: 'pending' } })).toEqual({ status: 'loading' });
    expect(deriveAccountView({ ...ready, namespace: { status: 'pending' } })).toEqual({ status: 'loading' });
    expect(deriveAccountView({ ...ready, gateProbe: { status: 'pending' } })).toEqual({ status: 'loading' });
  });

  it('reads the terms from the user and from a later 489', () => {
    expect(deriveAccountView({ ...ready, user: { status: 'success', data: {} } })).toMatchObject({ termsSigned: false });
    expect(deriveAccountView({ ...ready, flags: { ...NO_FLAGS, termsNotSigned: true } })).toMatchObject({ termsSigned: false });
  });

  it('reads onboarding from the instance and the trial from the flags and closed notices', () => {
    expect(deriveAccountView({ ...ready, namespace: { status: 'success', data: {} } })).toMatchObject({ onboarded: false });
    expect(
      deriveAccountView({
        ...ready,
        flags: { ...NO_FLAGS, trialExpired: true },
        closures: { ...NONE_CLOSED, trialExpired: true },
      }),
    ).toMatchObject({ trialExpired: true, trialExpiredClosed: true });
  });

  it('treats a 489 or 488 of the gate probe as an answer, and other failures as errors', () => {
    const refused = { status: 'error', error: new ApiError(488, 'Your free trial has expired.') } as const;
    const failed = new ApiError(500, 'Internal Server Error');

    expect(deriveAccountView({ ...ready, gateProbe: refused })).toMatchObject({ status: 'ready' });
    expect(deriveAccountView({ ...ready, gateProbe: { status: 'error', error: failed } })).toEqual({
      status: 'error',
      error: failed,
    });
    expect(deriveAccountView({ ...ready, namespace: { status: 'error', error: failed } })).toEqual({
      status: 'error',
      error: failed,
    });
    expect(deriveAccountView({ ...ready, user: { status: 'error', error: failed } })).toEqual({ status: 'error', error: failed });
  });

  it('knows the gate refusals', () => {
    expect(isGateRefusal(new ApiError(489, 'x'))).toBe(true);
    expect(isGateRefusal(new ApiError(488, 'x'))).toBe(true);
    expect(isGateRefusal(new ApiError(403, 'x'))).toBe(false);
    expect(isGateRefusal(new Error('489'))).toBe(false);
  });
});
