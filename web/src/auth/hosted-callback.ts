// finishes the hosted sign-in (code exchange) even though Amplify was configured before this module loaded
import 'aws-amplify/auth/enable-oauth-listener';

import { Hub } from 'aws-amplify/utils';

import { readSession } from './session';

/** True when the address carries the hosted sign-in's answer (`code`, or `error` when it refused). */
export function hasAuthorizationResponse(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('code') || params.has('error');
}

/**
 * Waits for Amplify to finish a hosted sign-in on the callback page (it exchanges the code as soon
 * as it is configured). Answers true once signed in, false when there is nothing to finish, and
 * rejects with the provider's message when the sign-in failed.
 */
export function waitForHostedSignIn(search: string, failedMessage: string): Promise<boolean> {
  return new Promise<boolean>((resolve, reject) => {
    const stop = Hub.listen('auth', ({ payload }) => {
      if (payload.event === 'signInWithRedirect') {
        stop();
        resolve(true);
      } else if (payload.event === 'signInWithRedirect_failure') {
        stop();
        reject(new Error(payload.data.error?.message ?? failedMessage));
      }
    });
    // the exchange may have finished before this page loaded; a session read waits for one in flight
    readSession().then(
      (session) => {
        if (session.status === 'active') {
          stop();
          resolve(true);
        } else if (!hasAuthorizationResponse(search)) {
          stop();
          resolve(false);
        }
      },
      (error: unknown) => {
        stop();
        reject(error instanceof Error ? error : new Error(failedMessage));
      },
    );
  });
}
