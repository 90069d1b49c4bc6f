import { describe, expect, it } from 'vitest';

import { isLoopbackHttp, sessionCookieOptions } from '../../../../web/src/auth/session-storage';
import { signUpRefusal } from '../../../../web/src/pages/account/register/registration';

describe('the session cookies', () => {
  it('last 365 days on path / and are secure on the deployed app', () => {
    expect(sessionCookieOptions({ protocol: 'https:', hostname: 'app.example.com' })).toEqual({
      expires: 365,
      path: '/',
      secure: true,
      sameSite: 'lax',
    });
  });

  it.each([
    ['http://localhost', 'http:', 'localhost', false],
    ['http://127.0.0.1', 'http:', '127.0.0.1', false],
    ['http://[::1]', 'http:', '[::1]', false],
    ['https://localhost', 'https:', 'localhost', true],
    ['http://app.example.com', 'http:', 'app.example.com', true],
  ])('are secure everywhere but on the local run’s plain http address (%s)', (_label, protocol, hostname, secure) => {
    expect(isLoopbackHttp({ protocol, hostname })).toBe(!secure);
    expect(sessionCookieOptions({ protocol, hostname }).secure).toBe(secure);
  });
});

describe('signUpRefusal', () => {
  it('keeps the message of the pool’s sign-up check without the prefix Cognito adds', () => {
    const error = Object.assign(
      new Error('PreSignUp failed with error Sign-ups from rival.example are not accepted: register with another work email.'),
      { name: 'UserLambdaValidationException' },
    );

    expect(signUpRefusal(error)).toEqual({
      name: 'UserLambdaValidationException',
      message: 'Sign-ups from rival.example are not accepted: register with another work email.',
    });
  });

  it('keeps other refusals as they are, and answers nothing for what is not an error', () => {
    const exists = Object.assign(new Error('An account with the given email already exists.'), {
      name: 'UsernameExistsException',
    });

    expect(signUpRefusal(exists)).toEqual({ name: 'UsernameExistsException', message: exists.message });
    expect(signUpRefusal('nope')).toBeUndefined();
  });
});
