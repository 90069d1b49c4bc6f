import { ENV } from '../../shared/platform/environment';
import { optionalEnv } from './environment';
import { requireNeed, type Wiring } from './wiring';

/**
 * The e-mail domains the registration refuses: `BLOCKED_SIGN_UP_DOMAINS`, comma-separated, lower
 * case; none when it is absent (the stage blocks nothing by default). Only functions that declare
 * `signUpDomains` read it.
 */
export function blockedSignUpDomains(wiring: Wiring): ReadonlySet<string> {
  requireNeed(wiring, wiring.fn.needs.signUpDomains, 'the blocked sign-up domains');
  return new Set(
    (optionalEnv(ENV.blockedSignUpDomains) ?? '')
      .split(',')
      .map((domain) => domain.trim().toLowerCase())
      .filter((domain) => domain !== ''),
  );
}
