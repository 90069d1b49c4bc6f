import type { Channel, Language } from '../../../../../shared/domain/campaign';
import { looksLikeHtml, parseEmailHtml, readPlainTextBlocks, toPlainText } from '../../../../../shared/rules/email/html';
import { fillPlaceholders } from '../../../../../shared/rules/email/placeholders';
import type { EmailDetail } from '../../../../../shared/schemas/email-review';
import { messageParagraphs, messageTextOf } from './email-structure';
import { escapeHtmlText } from './inline-text';

/** A link of the email as the recipient gets it: the words and where they lead. */
export interface RecipientLink {
  readonly text: string;
  readonly href: string;
}

/** The email as its recipient will read it, as plain text (never rendered HTML). */
export interface RecipientView {
  /** undefined for a LinkedIn message, which has none */
  readonly subject: string | undefined;
  /** paragraphs in order; a line break inside one is `\n` */
  readonly paragraphs: readonly string[];
  readonly links: readonly RecipientLink[];
}

export interface RecipientViewInput {
  readonly channel: Channel;
  readonly language: Language;
  readonly subject: string | undefined;
  readonly bodyHtml: string;
  readonly placeholders: EmailDetail['placeholders'];
}

/**
 * Fills the placeholders for the contact as sending does (a missing first name gives the greeting
 * without a name, 'Hi there,') and reads the result as text: the signature shows as its text, links
 * are listed with where they lead.
 */
export function recipientView(input: RecipientViewInput): RecipientView {
  const { placeholders, language } = input;
  if (input.channel === 'LINKEDIN') {
    const text = fillPlaceholders(messageTextOf(input.bodyHtml), { firstName: placeholders.firstName ?? '' }, language);
    return { subject: undefined, paragraphs: messageParagraphs(text).map((lines) => lines.join('\n')), links: [] };
  }
  const subject = fillPlaceholders(input.subject ?? '', { firstName: placeholders.firstName ?? '' }, language);
  const signature =
    placeholders.signature === undefined ? undefined : escapeHtmlText(toPlainText(placeholders.signature)).replace(/\n/g, '<br>');
  const filled = fillPlaceholders(
    input.bodyHtml,
    {
      firstName: escapeHtmlText(placeholders.firstName ?? ''),
      ...(placeholders.link === undefined ? {} : { link: escapeHtmlText(placeholders.link) }),
      ...(signature === undefined ? {} : { signature }),
    },
    language,
  );
  const blocks = looksLikeHtml(filled)
    ? parseEmailHtml(filled).blocks.filter((block) => !block.outsideBody)
    : readPlainTextBlocks(filled);
  return {
    subject,
    paragraphs: blocks.map((block) => block.text.trim()).filter((text) => text !== ''),
    links: blocks.flatMap((block) =>
      block.anchors
        .filter((anchor) => (anchor.href?.trim() ?? '') !== '')
        .map((anchor) => ({ text: anchor.text, href: anchor.href?.trim() ?? '' })),
    ),
  };
}

/** The message to paste into LinkedIn: its paragraphs separated by a blank line. */
export function recipientText(view: RecipientView): string {
  return view.paragraphs.join('\n\n');
}
