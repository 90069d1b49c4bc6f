import { escapeHtml } from '../writing/offline/sanitize';
import type { SystemEmail } from '../ports/system-mail';

/** What an invitation email says: who invited the person to which instance, the link and its expiry. */
interface InvitationEmailInput {
  readonly to: string;
  readonly inviterName: string;
  readonly namespaceName: string;
  readonly link: string;
  readonly expiresAt: string;
}

/** The expiry as people read it, in UTC: `7 March 2026, 10:00 UTC`. */
function readableExpiry(iso: string): string {
  const date = new Date(iso);
  const day = date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const time = date.toLocaleTimeString('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'UTC' });
  return `${day}, ${time} UTC`;
}

/** The invitation email, in HTML and text parts with the same words. */
export function invitationEmail(input: InvitationEmailInput): SystemEmail {
  const expiry = readableExpiry(input.expiresAt);
  const subject = `${input.inviterName} invited you to ${input.namespaceName} on Reachwise`;
  const intro = `${input.inviterName} invited you to join the ${input.namespaceName} instance on Reachwise.`;
  const until = `The invitation works once and expires on ${expiry}.`;
  const ignore = 'If you did not expect it, you can ignore this email.';
  const text = [intro, '', `Accept the invitation: ${input.link}`, '', until, ignore, ''].join('\n');
  const html = [
    '<!doctype html><html><body>',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(input.link)}">Accept the invitation</a></p>`,
    `<p>${escapeHtml(until)}<br>${escapeHtml(ignore)}</p>`,
    '</body></html>',
  ].join('');
  return { to: input.to, subject, text, html };
}
