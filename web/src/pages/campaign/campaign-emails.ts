import { EMAIL_LIST_TABS, type EmailListTab, type EmailStatus } from '../../../../shared/domain/email';
import { looksLikeHtml, parseEmailHtml, readPlainTextBlocks } from '../../../../shared/rules/email/html';
import type { EmailMessage } from '../../../../shared/schemas/email-message';
import { CAMPAIGN_EMAILS_STRINGS as S } from './strings';

/** The query parameter of a campaign's page that keeps the emails tab shown. */
export const EMAIL_TAB_PARAM = 'tab';

/** The tab an address names (`?tab=sent` or `?tab=SENT`); the first tab when it names none. */
export function emailTabOf(value: string | null | undefined): EmailListTab {
  const wanted = value?.trim().toUpperCase();
  return EMAIL_LIST_TABS.find((tab) => tab === wanted) ?? EMAIL_LIST_TABS[0];
}

/** The body of `campaign.emails` for one page of a tab. */
export function campaignEmailsBody(tab: EmailListTab, limit: number, cursor: string | undefined) {
  return { tab, limit, ...(cursor === undefined ? {} : { cursor }) };
}

/** An email's body as something safe to show: its paragraphs as plain text, and the links it holds. */
export interface ReadableBody {
  /** paragraphs in order; a line break inside one is `\n` */
  readonly paragraphs: readonly string[];
  /** the addresses of its links, in order, once each */
  readonly links: readonly string[];
}

/**
 * Reads an email's body as plain text: the HTML is parsed (never rendered), so no markup, script
 * or style of it reaches the page. The plain-text body stands in when the HTML holds no text.
 */
export function readableBody(email: {
  readonly bodyHtml?: string | undefined;
  readonly bodyText?: string | undefined;
}): ReadableBody {
  const html = email.bodyHtml ?? '';
  const blocks = looksLikeHtml(html)
    ? parseEmailHtml(html).blocks.filter((block) => !block.outsideBody)
    : readPlainTextBlocks(html);
  let paragraphs = blocks.map((block) => block.text.trim()).filter((text) => text !== '');
  if (paragraphs.length === 0 && email.bodyText !== undefined) {
    paragraphs = readPlainTextBlocks(email.bodyText).map((block) => block.text);
  }
  const links = [
    ...new Set(blocks.flatMap((block) => block.anchors.map((anchor) => anchor.href?.trim() ?? '')).filter((href) => href !== '')),
  ];
  return { paragraphs, links };
}

/** The subject as a list shows it: the subject, or what stands in for one not written yet or without any. */
export function subjectOf(email: {
  readonly subject?: string | undefined;
  /** absent while the email is being written */
  readonly bodyHtml?: string | undefined;
  readonly status: EmailStatus;
}): string {
  const subject = email.subject?.trim();
  if (subject !== undefined && subject !== '') return subject;
  return email.bodyHtml === undefined && email.status !== 'FAILED' ? S.beingWritten : S.noSubject;
}

/** Why a FAILED email failed (a placeholder when no reason was kept); undefined for other statuses. */
export function failureReasonOf(email: Pick<EmailMessage, 'status' | 'failureReason'>): string | undefined {
  if (email.status !== 'FAILED') return undefined;
  const reason = email.failureReason?.trim();
  return reason === undefined || reason === '' ? S.noReason : reason;
}
