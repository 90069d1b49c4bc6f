import { requireAllowedSignUpEmail } from '../../core/accounts/sign-up-domains';
import { blockedSignUpDomains } from '../sign-up-domains';
import type { Wiring } from '../wiring';

/**
 * The public registration check the sign-up form makes before it creates the account with the
 * identity provider: it refuses emails on the domains the stage blocks and records nothing, so an
 * anonymous caller can decide nothing about anyone's account. The names and company travel with
 * the sign-up itself, as the account's attributes.
 */
export function registrationService(wiring: Wiring) {
  const blocked = blockedSignUpDomains(wiring);
  return {
    register(input: { email: string }) {
      requireAllowedSignUpEmail(blocked, input.email);
      return Promise.resolve({ status: 'PENDING' as const });
    },
  };
}
