import { describe, expect, it } from 'vitest';

import { MFA_MESSAGES } from '../../../shared/domain/messages';
import { pageRouteOf } from '../../../web/src/app/route-table';
import { groupedSecret } from '../../../web/src/auth/mfa';
import { confirmSignInWithTotp, SIGN_IN_CHALLENGE_MS, totpCodeFailure, totpCodeProblem } from '../../../web/src/auth/sign-in';

const named = (name: string, message = 'refused') => Object.assign(new Error(message), { name });

describe('totpCodeFailure', () => {
  it('says the code is invalid when the identity provider says it does not match, at sign-in or set-up', () => {
    expect(totpCodeFailure(named('CodeMismatchException', 'Invalid code received for user'))).toBe(MFA_MESSAGES.invalidCode);
    expect(totpCodeFailure(named('EnableSoftwareTokenMFAException', 'Code mismatch'))).toBe(MFA_MESSAGES.invalidCode);
  });

  it('says the code has expired when the identity provider says so', () => {
    expect(totpCodeFailure(named('ExpiredCodeException'))).toBe(MFA_MESSAGES.expiredCode);
  });

  it('says there is no user session when the challenge has expired or is gone', () => {
    expect(totpCodeFailure(named('NotAuthorizedException', 'Invalid session for the user, session is expired.'))).toBe(
      MFA_MESSAGES.sessionExpired,
    );
    expect(totpCodeFailure(named('SignInException', 'An error occurred during the sign in process.'))).toBe(
      MFA_MESSAGES.sessionExpired,
    );
  });

  it('leaves other failures, such as a wrong password, to show their own message', () => {
    expect(totpCodeFailure(named('NotAuthorizedException', 'Incorrect username or password.'))).toBeUndefined();
    expect(totpCodeFailure(named('NetworkError', 'Network Error'))).toBeUndefined();
    expect(totpCodeFailure('not an error')).toBeUndefined();
  });
});

describe('totpCodeProblem', () => {
  it('asks for the code when nothing is typed', () => {
    expect(totpCodeProblem('  ')).toBe(MFA_MESSAGES.emptyCode);
  });

  it('refuses anything but 6 digits as an invalid code, before asking the identity provider', () => {
    expect(totpCodeProblem('12345')).toBe(MFA_MESSAGES.invalidCode);
    expect(totpCodeProblem('12a456')).toBe(MFA_MESSAGES.invalidCode);
    expect(totpCodeProblem('1234567')).toBe(MFA_MESSAGES.invalidCode);
  });

  it('accepts 6 digits, with the spaces around them ignored', () => {
    expect(totpCodeProblem(' 012345 ')).toBeUndefined();
  });
});

describe('confirmSignInWithTotp', () => {
  it('says there is no user session once the 3-minute challenge is over, as the cloud pool does', async () => {
    const startedAt = Date.parse('2026-01-05T10:00:00Z');

    await expect(confirmSignInWithTotp('123456', startedAt, startedAt + SIGN_IN_CHALLENGE_MS)).rejects.toThrow(
      MFA_MESSAGES.sessionExpired,
    );
    expect(SIGN_IN_CHALLENGE_MS).toBe(180_000);
  });

  it('asks the identity provider while the challenge is open', async () => {
    const startedAt = Date.parse('2026-01-05T10:00:00Z');

    // Amplify is not configured here, so the call it makes fails: with its own error, not the timeout's
    const failure = await confirmSignInWithTotp('123456', startedAt, startedAt + SIGN_IN_CHALLENGE_MS - 1).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).not.toBe(MFA_MESSAGES.sessionExpired);
  });
});

describe('the security page', () => {
  it('shows the secret in groups of four for typing it into an app', () => {
    expect(groupedSecret('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PXP');
    expect(groupedSecret('ABCDEF')).toBe('ABCD EF');
  });

  it('is open to any signed-in user, without the instance checks, in the simple centred frame', () => {
    expect(pageRouteOf('/account/security')).toEqual({
      path: '/account/security',
      access: 'user',
      layout: { nav: 'simple', centred: true, footer: true },
    });
  });
});
