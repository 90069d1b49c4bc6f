import { EXPIRED_CREDENTIALS_LINK, EXPIRED_CREDENTIALS_WARNING } from '../../../../shared/domain/sender';

/** One entry of `GET /api/email-sender-config/healthchecks`. */
export interface SenderCredentialStatus {
  readonly status: number;
  readonly senderEmail: string;
}

/** Senders whose credentials have expired: every entry whose status is not 200 (SPEC §7), each named once. */
export function expiredSenders(statuses: readonly SenderCredentialStatus[]): string[] {
  return [...new Set(statuses.filter((entry) => entry.status !== 200).map((entry) => entry.senderEmail))];
}

/** The warning's text around its link: 'Email credentials for … have expired. Please update them by signing in [here].' */
export interface SenderWarning {
  readonly before: string;
  readonly linkText: string;
  readonly after: string;
  readonly href: string;
}

const LINK_WORD = 'here';

export function senderWarning(emails: readonly string[]): SenderWarning {
  const text = EXPIRED_CREDENTIALS_WARNING.replace('{emails}', emails.join(', '));
  const at = text.lastIndexOf(LINK_WORD);
  return {
    before: text.slice(0, at),
    linkText: LINK_WORD,
    after: text.slice(at + LINK_WORD.length),
    href: EXPIRED_CREDENTIALS_LINK,
  };
}
