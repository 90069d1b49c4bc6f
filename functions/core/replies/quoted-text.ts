import { REPLY_TEXT_MAX_LENGTH } from '../../../shared/schemas/email-reply';

/**
 * A reply's own words: what the person wrote above the history their mail client quoted. The quoted
 * email is ours, and its P.S. invites "reply stop": read with the reply, every answer would look
 * like a request to stop. Cut at the first mark of quoted history, in the four languages:
 *
 * - the attribution line of Gmail, Apple Mail and Thunderbird ("On … wrote:", "Le … a écrit :",
 *   "Am … schrieb …:", "El … escribió:"), which clients often wrap over two lines;
 * - Outlook's separators ("-----Original Message-----" and its translations) and its header block
 *   ("From: … Sent: …", "De : … Envoyé : …", "Von: … Gesendet: …", "De: … Enviado: …");
 * - forwarded-message separators;
 * - lines starting with `>` (dropped wherever they stand);
 * - a signature after the `-- ` line, and the "Sent from my iPhone" line of mobile clients.
 */

export { REPLY_TEXT_MAX_LENGTH };

const ATTRIBUTION =
  /^[ \t]*(?:On|Le|Am|El|Em|Op)\s[^\n]{0,300}?(?:\n[^\n]{0,200}?)?(?:wrote|a écrit|schrieb|escribió|escreveu|schreef)[^\n]{0,80}?:[ \t]*$/imu;
const SEPARATOR =
  /^[ \t]*-{2,}[ \t]*(?:Original Message|Message d['’]origine|Ursprüngliche Nachricht|Mensaje original|Forwarded message|Message transféré|Weitergeleitete Nachricht|Mensaje reenviado|Begin forwarded message)[ \t]*-{0,}[ \t]*$|^[ \t]*Begin forwarded message:|^[ \t]*_{10,}[ \t]*$/imu;
const OUTLOOK_HEADER =
  /^[ \t]*\*?(?:From|De|Von|Van)\s?\*?:[^\n]*\n(?:[^\n]*\n){0,3}?[ \t]*\*?(?:Sent|Date|Envoyé|Gesendet|Datum|Enviado|Fecha)\s?\*?:/imu;
const MOBILE_FOOTER = /^[ \t]*(?:Sent from my|Envoyé de mon|Von meinem|Enviado desde mi)\b[^\n]*$/imu;
const SIGNATURE = /^-- ?$/m;

/** The person's own words of a reply's plain text, quoted history and signature removed. */
export function ownWords(text: string): string {
  const normalized = text.replace(/\r\n?/g, '\n');
  let end = normalized.length;
  for (const mark of [ATTRIBUTION, SEPARATOR, OUTLOOK_HEADER, MOBILE_FOOTER, SIGNATURE]) {
    const found = mark.exec(normalized);
    if (found && found.index < end) end = found.index;
  }
  const own = normalized
    .slice(0, end)
    .split('\n')
    .filter((line) => !/^[ \t]*>/.test(line))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  return own.length > REPLY_TEXT_MAX_LENGTH ? own.slice(0, REPLY_TEXT_MAX_LENGTH) : own;
}
