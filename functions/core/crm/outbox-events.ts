import type { EmailStatus } from '../../../shared/domain/email';
import type { IntegrationType } from '../../../shared/domain/integration';
import type { CrmOutboxEvent } from '../ports/crm-outbox';

/** The email a change is about, as the outbox needs it. */
interface ChangedEmail {
  readonly id: string;
  readonly contactId: string;
  readonly status: EmailStatus;
  readonly channel: string;
}

/**
 * The outbox events an email's status change tells of, for each CRM written to: an email sent, a
 * reply, a bounce. Ids derive from the email, so a change seen twice records one event.
 * LinkedIn messages are not logged (the CRM's email log is for email), nor hand-written emails'
 * sends (`MANUAL`, a member's conversation), whose replies still are.
 */
export function crmEventsOfEmailChange(
  email: ChangedEmail & { readonly origin?: string | undefined },
  next: EmailStatus | undefined,
  at: string,
  types: readonly IntegrationType[],
): CrmOutboxEvent[] {
  if (next === undefined || next === email.status || email.channel !== 'EMAIL') return [];
  const kind =
    next === 'SENT' && email.origin !== 'MANUAL'
      ? 'EMAIL_SENT'
      : next === 'REPLIED'
        ? 'REPLY'
        : next === 'BOUNCED'
          ? 'BOUNCE'
          : undefined;
  if (kind === undefined) return [];
  return types.map((type) => ({ type, eventId: `${kind}#${email.id}`, kind, contactId: email.contactId, emailId: email.id, at }));
}

/**
 * The opt-out a suppression tells of (an unsubscribe, a complaint, a hard bounce): one per contact
 * and CRM, whatever the number of causes, since opting out twice changes nothing in the CRM.
 */
export function crmOptOutEvents(contactId: string, at: string, types: readonly IntegrationType[]): CrmOutboxEvent[] {
  return types.map((type) => ({ type, eventId: `OPT_OUT#${contactId}`, kind: 'OPT_OUT', contactId, at }));
}

/** Tries of one event before it is given up (DEAD). */
export const CRM_OUTBOX_MAX_TRIES = 8;

/**
 * When a failed try is tried again: 1, 2, 4… minutes after it (at most 2 hours), or later when the
 * CRM said so (`Retry-After`).
 */
export function nextTryDelayMs(tries: number, retryAfterMs: number | undefined): number {
  const backoff = Math.min(60_000 * 2 ** Math.max(tries - 1, 0), 2 * 60 * 60_000);
  return Math.max(backoff, retryAfterMs ?? 0);
}
