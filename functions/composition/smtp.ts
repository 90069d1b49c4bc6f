import { ENV } from '../../shared/platform/environment';
import { createSmtpVerifier } from '../adapters/mail/smtp-verifier';
import type { SmtpVerifier } from '../core/ports/smtp';
import { optionalEnv } from './environment';

/**
 * The SMTP sign-in checker: private and loopback hosts are reachable only with
 * `ALLOW_PRIVATE_SMTP_HOSTS=true`, which the local stack and tests set and a deployment never does.
 */
export function smtpVerifier(): SmtpVerifier {
  return createSmtpVerifier({ allowPrivateHosts: optionalEnv(ENV.allowPrivateSmtpHosts) === 'true' });
}
