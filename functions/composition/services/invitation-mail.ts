import { publicUrls } from '../public-urls';
import { systemMailer } from '../system-mail';
import type { Wiring } from '../wiring';
import { invitationService } from './invitations';

/** Invitations for the routes that email them (invite, resend): the system mailer and the web app's origin the link is on. */
export function invitationMailingService(wiring: Wiring) {
  return invitationService(wiring, { mailer: systemMailer(wiring), webOrigin: publicUrls(wiring).web });
}
