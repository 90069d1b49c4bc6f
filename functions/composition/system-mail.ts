import { SESv2Client } from '@aws-sdk/client-sesv2';

import { ENV } from '../../shared/platform/environment';
import { createSesSystemMailer } from '../adapters/mail/ses-system-mailer';
import type { SystemMailer } from '../core/ports/system-mail';
import { optionalEnv } from './environment';
import { requireNeed, type Wiring } from './wiring';

let ses: SESv2Client | undefined;

/**
 * The mailer of the product's own messages: the runtime's (the local SMTP server, a test's
 * recorder), else SES from `SYSTEM_MAIL_FROM`; undefined when the stage has no sender address
 * (no `providerEmailDomain`), which the invitation service refuses with a clear message. Only
 * functions that declare `systemMail` get one.
 */
export function systemMailer(wiring: Wiring): SystemMailer | undefined {
  requireNeed(wiring, wiring.fn.needs.systemMail, 'the system mailer');
  if (wiring.overrides) return wiring.overrides.systemMailer;
  const from = optionalEnv(ENV.systemMailFrom);
  if (from === undefined) return undefined;
  ses ??= new SESv2Client({});
  return createSesSystemMailer({ client: ses, from });
}
