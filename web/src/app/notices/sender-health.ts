import { EXPIRED_CREDENTIALS_LINK, EXPIRED_CREDENTIALS_WARNING, type SenderStatus } from '../../../../shared/domain/sender';

/** One entry of `GET /api/email-sender-config/healthchecks`. */
interface SenderCredentialStatus {
  readonly status: number;
  readonly senderEmail: string;
  readonly senderStatus?: SenderStatus | undefined;
  readonly statusReason?: string | undefined;
  /** set while the sender's sending is paused (hard bounces), until the rep resumes */
  readonly sendingPausedReason?: string | undefined;
}

/** Senders whose credentials have expired: every entry whose status is not 200 (docs/product.md, Screens and shell), each named once. */
export function expiredSenders(statuses: readonly SenderCredentialStatus[]): string[] {
  return [...new Set(statuses.filter((entry) => entry.status !== 200).map((entry) => entry.senderEmail))];
}

/** The warning's text around its link: 'Email credentials for … have expired. Please update them by signing in [here].' */
interface SenderWarning {
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

/** Where the warning about suspended and paused senders leads: the senders page. */
export const STOPPED_SENDERS_LINK = '/email-sender-config';

/** A sender that sends nothing now because of its outcomes, and why, for the shell's warning. */
interface StoppedSender {
  readonly senderEmail: string;
  readonly kind: 'SUSPENDED' | 'PAUSED';
  readonly reason: string | undefined;
}

/** Senders SUSPENDED (spam complaints) or whose sending is paused (hard bounces), each named once; suspended first. */
export function stoppedSenders(statuses: readonly SenderCredentialStatus[]): StoppedSender[] {
  const stopped = new Map<string, StoppedSender>();
  for (const entry of statuses) {
    if (stopped.has(entry.senderEmail)) continue;
    if (entry.senderStatus === 'SUSPENDED') {
      stopped.set(entry.senderEmail, { senderEmail: entry.senderEmail, kind: 'SUSPENDED', reason: entry.statusReason });
    } else if (entry.sendingPausedReason !== undefined) {
      stopped.set(entry.senderEmail, { senderEmail: entry.senderEmail, kind: 'PAUSED', reason: entry.sendingPausedReason });
    }
  }
  return [...stopped.values()].sort((x, y) => (x.kind === y.kind ? 0 : x.kind === 'SUSPENDED' ? -1 : 1));
}

/** One line of the warning: 'sales@acme.example is suspended: Spam complaints 0.12 % over 30 days (suspended at 0.1 %).' */
export function stoppedSenderText(sender: StoppedSender): string {
  const what =
    sender.kind === 'SUSPENDED' ? `${sender.senderEmail} is suspended` : `Sending from ${sender.senderEmail} is paused`;
  return sender.reason === undefined ? `${what}.` : `${what}: ${sender.reason}.`;
}
