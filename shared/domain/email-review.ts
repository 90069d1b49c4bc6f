import type { EmailStatus } from './email';

/**
 * What a rep can do to one email from the review queue. Each action is allowed only from the
 * statuses below; the server refuses any other with 409, and the web app offers only these.
 */
export const EMAIL_REVIEW_ACTIONS = [
  'edit',
  'regenerate',
  'review',
  'schedule',
  'unschedule',
  'cancel',
  'delete',
  'copy',
] as const;
export type EmailReviewAction = (typeof EMAIL_REVIEW_ACTIONS)[number];

/** Drafts with a body: written, edited or written again. */
const DRAFTS = ['SAVED', 'REGENERATED'] as const satisfies readonly EmailStatus[];

/**
 * The statuses each action is allowed from. An email that is being sent (SENDING) or has been sent
 * (SENT and after) allows none of them; one still being written (CREATED) can only be cancelled or
 * deleted. Editing or writing again a SCHEDULED email takes it off the schedule: the rep schedules
 * the new text again. A FAILED write can be fixed by hand or written again; a CANCELLED email can be
 * brought back by editing or writing it again.
 */
export const EMAIL_ACTION_FROM: Readonly<Record<EmailReviewAction, readonly EmailStatus[]>> = {
  edit: [...DRAFTS, 'FAILED', 'SCHEDULED', 'CANCELLED'],
  regenerate: [...DRAFTS, 'FAILED', 'SCHEDULED', 'CANCELLED'],
  review: [...DRAFTS, 'FAILED', 'SCHEDULED', 'CANCELLED'],
  schedule: [...DRAFTS, 'SCHEDULED'],
  unschedule: ['SCHEDULED'],
  cancel: ['CREATED', ...DRAFTS, 'FAILED', 'SCHEDULED'],
  delete: ['CREATED', ...DRAFTS, 'FAILED', 'SCHEDULED', 'CANCELLED', 'LIFECYCLE_STAGE_TOO_HIGH'],
  copy: [...DRAFTS, 'SCHEDULED'],
};

/** The status an action leaves the email in (review and delete leave it as it was, or gone). */
export const EMAIL_ACTION_TO: Readonly<Partial<Record<EmailReviewAction, EmailStatus>>> = {
  edit: 'SAVED',
  regenerate: 'REGENERATED',
  schedule: 'SCHEDULED',
  unschedule: 'SAVED',
  cancel: 'CANCELLED',
  copy: 'SENT',
};

/** Words for each action in the refusal message. */
const ACTION_VERBS: Readonly<Record<EmailReviewAction, string>> = {
  edit: 'edited',
  regenerate: 'written again',
  review: 'marked reviewed',
  schedule: 'scheduled',
  unschedule: 'taken off the schedule',
  cancel: 'cancelled',
  delete: 'deleted',
  copy: 'copied as sent',
};

/** True when `action` is allowed on an email in `status`. */
export function emailActionAllowed(action: EmailReviewAction, status: EmailStatus): boolean {
  return EMAIL_ACTION_FROM[action].includes(status);
}

/**
 * The 409 message for an action refused in `status`; it names the email's status and the one the
 * action would have given it, e.g. "This email is SENT and cannot be scheduled (SENT → SCHEDULED)".
 */
export function emailActionRefusedMessage(action: EmailReviewAction, status: EmailStatus): string {
  const target = EMAIL_ACTION_TO[action];
  const why =
    status === 'CREATED'
      ? ' while it is still being written'
      : status === 'SENDING' || ['SENT', 'READ', 'CLICKED', 'REPLIED', 'BOUNCED', 'SPAM'].includes(status)
        ? ': it has been sent or is being sent'
        : '';
  return `This email is ${status} and cannot be ${ACTION_VERBS[action]}${why} (${status} → ${target ?? (action === 'delete' ? 'deleted' : status)}).`;
}

/** Emails one bulk call changes at most; the web app calls again with the cursor until none is left. */
export const EMAIL_BULK_CHUNK = 25;

/** Ids one bulk call over a selection may name. */
export const EMAIL_BULK_MAX_IDS = 100;

/** How long a LinkedIn message handed to the browser extension is held for it (ms). */
export const LINKEDIN_SESSION_LEASE_MS = 10 * 60 * 1000;

/** The rep's instruction to the writer when writing an email again, at most this long. */
export const REGENERATE_INSTRUCTION_MAX_LENGTH = 500;
