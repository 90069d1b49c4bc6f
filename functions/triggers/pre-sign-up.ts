import type { PreSignUpTriggerEvent } from 'aws-lambda';

import { SIGN_UP_CHECK } from '../../shared/platform/triggers';
import { requireAllowedSignUpEmail } from '../core/accounts/sign-up-domains';
import { blockedSignUpDomains } from '../composition/sign-up-domains';
import { composeOnce } from '../composition/wiring';

const blocked = composeOnce(SIGN_UP_CHECK, blockedSignUpDomains);

/**
 * Cognito's pre-sign-up trigger: refuses a sign-up whose email is on a domain the stage blocks
 * (Cognito answers the sign-up with this message). Users an operator creates are not checked.
 */
export function handler(event: PreSignUpTriggerEvent): Promise<PreSignUpTriggerEvent> {
  try {
    if (event.triggerSource !== 'PreSignUp_AdminCreateUser') {
      requireAllowedSignUpEmail(blocked(), event.request.userAttributes.email ?? event.userName);
    }
    return Promise.resolve(event);
  } catch (error) {
    return Promise.reject(error instanceof Error ? error : new Error(String(error)));
  }
}
