import type { EmailStatus } from '../../../shared/domain/email';
import { isSentOrLater } from '../../../shared/domain/email';
import type { EmailMessageItem } from '../ports/items';
import type { EmailReviewStore } from '../ports/review';
import type { EmailActivityStore } from '../ports/tracking';
import { progressFor, statusEntry } from '../review/status-change';
import { RECIPIENT } from '../sending/one-click';
import { jobContext, type TenantContext } from '../tenant';
import type { TrackingEventKind } from '../../../shared/domain/links';
import { classifyTrackingEvent, keptUserAgent } from './machine-events';

/** Where an event comes from: the email's own pixel and links, or the sending service's events. */
export const TRACKING_SOURCES = ['LINK', 'SES'] as const;
type TrackingSource = (typeof TRACKING_SOURCES)[number];

/**
 * What recording an event did:
 * - COUNTED: a person's event that moved the email forward (and its campaign's counts);
 * - MACHINE: a machine's event, kept apart in the email's activity, moving nothing;
 * - RECORDED: a person's event added to the activity that moved nothing (a second open, a click on
 *   an email already CLICKED or REPLIED);
 * - IGNORED: an event about no email the token may touch (gone, another contact's, not a sent
 *   email): nothing written.
 */
export const TRACKING_OUTCOMES = ['COUNTED', 'MACHINE', 'RECORDED', 'IGNORED'] as const;
export type TrackingOutcome = (typeof TRACKING_OUTCOMES)[number];

/** One open or click of an email. */
interface TrackingEvent {
  /** the instance the event names (a verified token's, an event's own tag): the email is read there only */
  readonly namespaceId: string;
  readonly emailId: string;
  /** when given (a link's token names it), the email must be one to this contact */
  readonly contactId?: string;
  readonly kind: TrackingEventKind;
  readonly at: Date;
  /** the client's user agent; only its first 256 characters are kept */
  readonly userAgent?: string;
  /** a click's address; never stored (it may carry the recipient's own parameters) */
  readonly url?: string;
  readonly source: TrackingSource;
}

/** A person's open or click already in the email's activity, whose status move is due (tracking-links.ts). */
interface TrackingMove {
  readonly namespaceId: string;
  readonly emailId: string;
  /** the contact the event's link names: the email must be theirs */
  readonly contactId: string;
  readonly kind: TrackingEventKind;
  readonly at: Date;
}

/** What the tracking service reads and writes through. */
interface TrackingDeps {
  readonly emails: Pick<EmailReviewStore, 'get' | 'change'>;
  readonly activity: Pick<EmailActivityStore, 'record' | 'markApplied'>;
}

/** Records opens and clicks (see {@link createTrackingService}). */
export interface TrackingService {
  record(event: TrackingEvent): Promise<TrackingOutcome>;
  /**
   * Moves an email forward for a person's event its activity already holds, and notes in the
   * activity that the move is made (COUNTED, or RECORDED when the email had nowhere to move), so
   * that later events stop asking for it. IGNORED (nothing written) when the email is not one the
   * event may move: gone, another contact's, not sent (yet): a later event asks again.
   */
  apply(move: TrackingMove): Promise<TrackingOutcome>;
}

/** Tries of a status move that another change raced, before the event is left as recorded. */
const MOVE_ATTEMPTS = 5;

/** The status a person's event moves an email to, or undefined: statuses only ever move forward. */
function forwardStatus(kind: TrackingEventKind, from: EmailStatus): EmailStatus | undefined {
  if (kind === 'OPEN') return from === 'SENT' ? 'READ' : undefined;
  return from === 'SENT' || from === 'READ' ? 'CLICKED' : undefined;
}

/** An email an event may be recorded for: the one the event names, to its contact, sent by email. */
function trackable(email: EmailMessageItem | null, event: Pick<TrackingEvent, 'contactId'>): email is EmailMessageItem {
  if (!email) return false;
  if (event.contactId !== undefined && email.contactId !== event.contactId) return false;
  return email.channel === 'EMAIL' && isSentOrLater(email.status);
}

/**
 * Moves the email forward for a person's event: a conditional change with the campaign's counts
 * and a history entry; raced by another change, read again and tried again, so that an email is
 * moved (and counted) once however many events come at once.
 */
async function moveForward(
  deps: TrackingDeps,
  ctx: TenantContext,
  read: EmailMessageItem,
  event: Pick<TrackingEvent, 'kind' | 'at'>,
): Promise<'COUNTED' | 'RECORDED'> {
  const at = event.at.toISOString();
  const note = event.kind === 'OPEN' ? 'opened the email' : 'followed a link in the email';
  let current: EmailMessageItem | null = read;
  for (let attempt = 0; attempt < MOVE_ATTEMPTS && current; attempt += 1) {
    const to = forwardStatus(event.kind, current.status);
    if (!to) return 'RECORDED';
    const result = await deps.emails.change(
      ctx,
      current,
      {
        set: { status: to },
        history: [statusEntry(current.status, to, at, RECIPIENT, note)],
        progress: progressFor(current.status, to, current.step ?? 0),
      },
      at,
    );
    if (result.outcome === 'CHANGED') return 'COUNTED';
    if (result.outcome === 'MISSING') return 'RECORDED';
    current = await deps.emails.get(ctx, current.id);
  }
  return 'RECORDED';
}

/**
 * Records opens and clicks of sent emails through `record`: the sending service's events, and the
 * emails' own links (the pixel and the click redirect) whose tokens name no send time (links that
 * carry it are recorded by the routes in one write, and their status moves come back through
 * `apply`: see tracking-links.ts):
 *
 * 1. the email is read within the event's instance only; one that is not there, is another
 *    contact's than the event names, is not on the EMAIL channel or has not been sent: IGNORED,
 *    nothing written;
 * 2. the event is classified (machine-events.ts) and added to the email's activity (one atomic
 *    update, a machine's apart from a person's);
 * 3. a person's event moves the email forward only: an open SENT → READ, a click SENT or READ →
 *    CLICKED (counted opened too when straight from SENT); nothing moves an email out of CLICKED,
 *    REPLIED, BOUNCED or SPAM. The move is the review queue's conditional change, with the
 *    campaign's counts and a history entry by `recipient`, so it is made and counted once.
 */
export function createTrackingService(deps: TrackingDeps): TrackingService {
  /**
   * The email an event names, if it may be recorded for: read eventually consistently (the move is
   * a conditional change, read again consistently when raced), and once more consistently before
   * an email is taken for missing or unsent, which a read a moment behind its send could show.
   */
  async function trackableEmail(ctx: TenantContext, emailId: string, event: Pick<TrackingEvent, 'contactId'>) {
    const email = await deps.emails.get(ctx, emailId, { consistent: false });
    if (trackable(email, event)) return email;
    const again = await deps.emails.get(ctx, emailId);
    return trackable(again, event) ? again : null;
  }

  return {
    async record(event) {
      const ctx = jobContext(event.namespaceId, RECIPIENT);
      const email = await trackableEmail(ctx, event.emailId, event);
      if (!email) return 'IGNORED';

      const verdict = classifyTrackingEvent({
        kind: event.kind,
        userAgent: event.userAgent,
        at: event.at,
        sentAt: email.sentAt,
      });
      const recording = deps.activity.record(ctx, {
        emailId: email.id,
        kind: event.kind,
        at: event.at.toISOString(),
        machineReason: verdict.machine ? verdict.reason : undefined,
        userAgent: keptUserAgent(event.userAgent),
      });
      if (verdict.machine) {
        await recording;
        return 'MACHINE';
      }
      // the activity's update and the status move touch different items: both at once
      const [, moved] = await Promise.all([recording, moveForward(deps, ctx, email, event)]);
      return moved;
    },

    async apply(move) {
      const ctx = jobContext(move.namespaceId, RECIPIENT);
      const email = await trackableEmail(ctx, move.emailId, move);
      if (!email) return 'IGNORED';
      const moved = await moveForward(deps, ctx, email, move);
      await deps.activity.markApplied(ctx, email.id, move.kind);
      return moved;
    },
  };
}
