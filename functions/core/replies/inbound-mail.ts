/**
 * A message read from a rep's mailbox, reduced to what telling a person's reply from a machine's
 * answer needs. Parsing (MIME structure, transfer encodings, encoded words, charsets) is
 * postal-mime's; this module only picks out the parts a classifier reads and keeps them in one
 * plain shape, so the classifier stays a pure function that tests can feed by hand.
 *
 * Three things postal-mime leaves out are put back here: an empty `Return-Path: <>` (the mark of a
 * bounce or an automatic answer, which it drops for having no address), a plain text for a
 * message sent as HTML only (the classifier reads text), and the text of a part in UTF-7 (see
 * utf7.ts), which it cannot decode.
 */
import PostalMime from 'postal-mime';
import type { Address, Email } from 'postal-mime';

import { decodeEntities } from '../../../shared/rules/email/html';
import { decodeUtf7, isUtf7Charset } from './utf7';

export interface InboundMail {
  /** as written, angle brackets included, trimmed */
  readonly messageId?: string;
  /** the From address, lower case */
  readonly from?: string;
  /** '' when the header is present but empty (`<>`), undefined when absent */
  readonly returnPath?: string;
  /** addresses, lower case */
  readonly to: readonly string[];
  readonly subject: string;
  readonly date?: Date;
  readonly inReplyTo?: string;
  readonly references: readonly string[];
  /** lower-case header name -> its values, in the order they were sent */
  readonly headers: ReadonlyMap<string, readonly string[]>;
  /** top-level mime type, lower case, e.g. 'multipart/report' */
  readonly contentType: string;
  /** the report-type parameter of multipart/report */
  readonly reportType?: string;
  /** plain text: from text/plain, or text derived from html */
  readonly text: string;
  readonly html?: string;
  /** the message/delivery-status part's text, if any (line ends LF) */
  readonly deliveryStatus?: string;
  /** the message/feedback-report part's text of a complaint report (RFC 5965), if any (line ends LF) */
  readonly feedbackReport?: string;
  /** text/rfc822-headers, or the headers of an attached message/rfc822 part, if any (line ends LF) */
  readonly originalHeaders?: string;
}

/** Message-IDs as `<id@host>`, the way In-Reply-To and References list them. */
const MESSAGE_ID = /<[^<>\s@]+@[^<>\s]+>/g;

/** Every `<id@host>` in a header value, in order. */
export function messageIdsIn(value: string | undefined): string[] {
  return value ? (value.match(MESSAGE_ID) ?? []) : [];
}

/** Parses the raw RFC 5322 source of a message as the provider gives it. */
export async function parseInboundMail(raw: Uint8Array | string): Promise<InboundMail> {
  // an attached message stays an attachment: inlined, a bounce's copy of our email (and its
  // "reply stop") would read as the report's own text
  const email = await PostalMime.parse(raw, { attachmentEncoding: 'utf8', forceRfc822Attachments: true });
  return fromParsed(email, declaresUtf7(raw));
}

/** Whether any part of the message declares a UTF-7 charset. */
function declaresUtf7(raw: Uint8Array | string): boolean {
  const source = typeof raw === 'string' ? raw : Buffer.from(raw).toString('latin1');
  for (const [, charset] of source.matchAll(/charset\s*=\s*"?([^";\s]+)/gi)) if (charset && isUtf7Charset(charset)) return true;
  return false;
}

function fromParsed(email: Email, utf7: boolean): InboundMail {
  const headers = new Map<string, string[]>();
  for (const { key, value } of email.headers) {
    const values = headers.get(key) ?? [];
    values.push(value.trim());
    headers.set(key, values);
  }
  const first = (name: string) => headers.get(name)?.[0];

  const { type: contentType, params } = parseContentType(first('content-type'));
  const returnPathHeader = first('return-path');
  const date = email.date ? new Date(email.date) : undefined;

  let deliveryStatus: string | undefined;
  let feedbackReport: string | undefined;
  let originalHeaders: string | undefined;
  for (const attachment of email.attachments) {
    // line ends as LF, as in the text parts
    const content = typeof attachment.content === 'string' ? attachment.content.replace(/\r\n?/g, '\n') : '';
    const type = attachment.mimeType.toLowerCase();
    if (type === 'message/delivery-status' || type === 'message/global-delivery-status') {
      deliveryStatus ??= content;
    } else if (type === 'message/feedback-report') {
      feedbackReport ??= content;
    } else if (type === 'text/rfc822-headers' || type === 'message/rfc822-headers') {
      originalHeaders ??= content;
    } else if (type === 'message/rfc822' || type === 'message/global') {
      originalHeaders ??= headerBlock(content);
    }
  }

  const decoded = (value: string | undefined) => (utf7 && value !== undefined ? decodeUtf7(value) : value);
  const html = email.html === undefined || email.html === '' ? undefined : decoded(email.html);
  const text = decoded(email.text) ?? (html ? htmlToText(html) : '');
  const inReplyTo = email.inReplyTo?.trim();

  return {
    messageId: email.messageId?.trim() || undefined,
    from: mailboxAddress(email.from),
    returnPath: returnPathHeader === undefined ? undefined : (email.returnPath ?? '').toLowerCase(),
    to: (email.to ?? []).flatMap((address) => addressesOf(address)),
    subject: email.subject ?? '',
    date: date && !Number.isNaN(date.getTime()) ? date : undefined,
    inReplyTo: inReplyTo || undefined,
    references: messageIdsIn(email.references),
    headers,
    contentType,
    reportType: contentType === 'multipart/report' ? params.get('report-type')?.toLowerCase() : undefined,
    text,
    html,
    deliveryStatus,
    feedbackReport,
    originalHeaders,
  };
}

function mailboxAddress(address: Address | undefined): string | undefined {
  return address ? addressesOf(address)[0] : undefined;
}

function addressesOf(address: Address): string[] {
  if (address.group) return address.group.map((member) => member.address.toLowerCase()).filter((value) => value !== '');
  return address.address ? [address.address.toLowerCase()] : [];
}

/** `type/subtype; name=value; ...` -> the lower-case type and the parameters (names lower case). */
function parseContentType(value: string | undefined): { type: string; params: Map<string, string> } {
  const params = new Map<string, string>();
  if (!value) return { type: 'text/plain', params };
  const [type = '', ...rest] = value.split(';');
  for (const param of rest) {
    const at = param.indexOf('=');
    if (at < 0) continue;
    const name = param.slice(0, at).trim().toLowerCase();
    const raw = param.slice(at + 1).trim();
    params.set(name, raw.replace(/^"(.*)"$/s, '$1'));
  }
  return { type: type.trim().toLowerCase() || 'text/plain', params };
}

/** The header section of an attached message: everything before its first blank line. */
function headerBlock(message: string): string {
  const end = message.indexOf('\n\n');
  return end < 0 ? message : message.slice(0, end);
}

/**
 * A reading of an HTML body as text, enough to classify it: block ends and `<br>` as line breaks,
 * quoted blocks (`<blockquote>`) as `>` lines so the quote stripping treats them as a plain-text
 * client's quotes, scripts and styles dropped, entities decoded.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style|head|title)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|tr|h[1-6]|table)\s*>/gi, '\n')
    .replace(/<blockquote\b[^>]*>/gi, '\n\u0001')
    .replace(/<\/blockquote\s*>/gi, '\u0002\n')
    .replace(/<[^>]*>/g, '');
  let depth = 0;
  const lines: string[] = [];
  let current = '';
  for (const char of decodeEntities(text)) {
    if (char === '\u0001') depth += 1;
    else if (char === '\u0002') depth = Math.max(0, depth - 1);
    else if (char === '\n') {
      lines.push(current);
      current = depth > 0 ? '> ' : '';
    } else {
      if (current === '' && depth > 0) current = '> ';
      current += char;
    }
  }
  lines.push(current);
  return lines
    .map((line) => line.replace(/[ \t\u00a0]+/g, ' ').trimEnd())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
