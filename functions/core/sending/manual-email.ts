import { createHash } from 'node:crypto';

/** The prefix of a hand-written email's id; a campaign's email ids start with a ULID or `e_`, never with it. */
const MANUAL_PREFIX = 'm_';

/**
 * The id of the email a member writes by hand to a message of the replies inbox, derived from the
 * message and the key the composer made once: a double click or a retried request names the same
 * email, whose creation is a conditional write, so one email is made and sent.
 */
export function manualEmailIdFor(replyId: string, idempotencyKey: string): string {
  return `${MANUAL_PREFIX}${createHash('sha256').update(`${replyId}\n${idempotencyKey}`).digest('base64url').slice(0, 43)}`;
}

/**
 * Whether an email id is a hand-written email's. The send planner reads the due index, which does
 * not project `origin` (an index's projection cannot change in place): it knows one by its id.
 */
export function isManualEmailId(id: string): boolean {
  return id.startsWith(MANUAL_PREFIX);
}

/** Whether an email was written by a member by hand. */
export function isManualEmail(email: { readonly id: string; readonly origin?: string | undefined }): boolean {
  return email.origin === 'MANUAL' || isManualEmailId(email.id);
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
}

/**
 * The HTML of a text a member wrote: escaped, a paragraph per block of lines (blank lines between),
 * a line break per line, in one html/body container as the product's emails are.
 */
export function htmlOfText(text: string): string {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`);
  return `<html><body>${paragraphs.join('')}</body></html>`;
}
