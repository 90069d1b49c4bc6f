import type { PreSignUpTriggerEvent } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

type Handler = (event: PreSignUpTriggerEvent) => Promise<PreSignUpTriggerEvent>;
let handler: Handler;

beforeAll(async () => {
  // as the stack sets it on the function; the module reads it once, when it loads
  vi.stubEnv('BLOCKED_SIGN_UP_DOMAINS', 'rival.example,blocked.example');
  ({ handler } = await import('../../../functions/triggers/pre-sign-up'));
});
afterAll(() => {
  vi.unstubAllEnvs();
});

function signUp(
  email: string,
  triggerSource: PreSignUpTriggerEvent['triggerSource'] = 'PreSignUp_SignUp',
): PreSignUpTriggerEvent {
  return {
    version: '1',
    region: 'eu-west-1',
    userPoolId: 'eu-west-1_pool',
    userName: '0b6f3c1e-sub',
    callerContext: { awsSdkVersion: '3', clientId: 'web' },
    triggerSource,
    request: { userAttributes: { email, given_name: 'Ana' } },
    response: { autoConfirmUser: false, autoVerifyEmail: false, autoVerifyPhone: false },
  };
}

describe('the pre-sign-up trigger', () => {
  it('lets a sign-up from another domain through unchanged', async () => {
    const event = signUp('ana@notrival.example');

    await expect(handler(event)).resolves.toEqual(event);
  });

  it.each([
    ['a blocked domain', 'ana@rival.example', 'rival.example'],
    ['a sub-domain of one, in other case', 'Bo@EU.Blocked.example', 'eu.blocked.example'],
  ])('refuses a sign-up from %s with the message the form shows', async (_label, email, domain) => {
    await expect(handler(signUp(email))).rejects.toThrow(
      `Sign-ups from ${domain} are not accepted: register with another work email.`,
    );
  });

  it('lets a user the operator creates through, whatever their domain', async () => {
    const event = signUp('ops@rival.example', 'PreSignUp_AdminCreateUser');

    await expect(handler(event)).resolves.toEqual(event);
  });
});
