import {
  CADENCE_NO_REPLY_AFTER_DAYS,
  autoCadenceSteps,
  rootOnlyCadenceSteps,
  type CadenceEndReason,
  type CadenceRunStep,
} from '../../../shared/domain/cadence';
import type { CampaignStatus } from '../../../shared/domain/campaign';
import type { ContactStatus } from '../../../shared/domain/contact';
import { isSentOrLater, type ContactEmailStatus, type EmailStatus } from '../../../shared/domain/email';

export const DAY_MS = 24 * 60 * 60_000;

/** How long a run waits before it is looked at again when nothing else names a time. */
export const CADENCE_RECHECK_MS = DAY_MS;

/** Statuses of an email that is still on its way out. */
const PENDING_STATUSES: readonly EmailStatus[] = ['CREATED', 'SAVED', 'REGENERATED', 'SCHEDULED', 'SENDING'];

/** An email of the thread as the steps read it. */
export interface ThreadEmail {
  readonly status: EmailStatus;
  readonly sentAt?: string | undefined;
  readonly createdAt: string;
}

/** What one look at a run decides from. */
export interface CadenceLook {
  readonly steps: readonly CadenceRunStep[];
  readonly run: {
    readonly campaignId: string;
    readonly position: number;
    readonly notBefore?: string | undefined;
  };
  /** the campaign, or null when it is gone */
  readonly campaign: { readonly status: CampaignStatus } | null;
  /** the contact, or null when it is gone */
  readonly contact: {
    readonly status: ContactStatus;
    readonly emailStatus: ContactEmailStatus;
    readonly campaignId?: string | undefined;
  } | null;
  /** the thread's first email and its latest one (the same when only the first exists); null when gone */
  readonly root: ThreadEmail | null;
  readonly latest: ThreadEmail | null;
  readonly now: Date;
}

/**
 * What a look decides: end the run; look again at `until` (ISO); or create the next email of the
 * thread and go on at `position` (the step after the SEND_EMAIL).
 */
type CadenceDecision =
  | { readonly action: 'END'; readonly reason: CadenceEndReason; readonly contactNoReply?: boolean }
  | { readonly action: 'WAIT'; readonly until: string }
  | { readonly action: 'SEND'; readonly position: number };

/**
 * The steps a campaign runs: its cadence's when it has one (its delays as written), else the auto
 * cadence while the instance's 'auto cadences' option is active, its first follow-up after the
 * campaign's `followUpAfterDays` when set, else the first email only.
 */
export function cadenceStepsFor(
  own: readonly CadenceRunStep[] | null,
  autoCadences: boolean,
  followUpAfterDays?: number,
): readonly CadenceRunStep[] {
  if (own && own.length > 0) return own;
  return autoCadences ? autoCadenceSteps(followUpAfterDays) : rootOnlyCadenceSteps();
}

function laterOf(a: number, b: string | undefined): number {
  if (b === undefined) return a;
  const time = Date.parse(b);
  return Number.isNaN(time) ? a : Math.max(a, time);
}

function sentTime(email: ThreadEmail): number {
  return Date.parse(email.sentAt ?? email.createdAt);
}

function contactEnd(contact: NonNullable<CadenceLook['contact']>): CadenceEndReason | null {
  if (contact.status === 'REPLIED' || contact.emailStatus === 'REPLIED') return 'REPLIED';
  if (contact.status === 'DO_NOT_CONTACT' || contact.emailStatus === 'DO_NOT_CONTACT') return 'UNSUBSCRIBED';
  if (contact.emailStatus === 'BOUNCED') return 'BOUNCED';
  if (contact.emailStatus === 'SPAM') return 'COMPLAINED';
  return null;
}

/**
 * One look at a run (pure). In order: the campaign must still run (gone, STOPPED or COMPLETED ends
 * the run; PAUSED waits a day) and still hold the contact; a contact who replied, unsubscribed,
 * bounced or complained ends it; the thread's latest email must have been sent (still on its way:
 * wait a day; ended without going: end). Then the steps from `position`: a condition that holds
 * goes on, one that does not ends the run; DO_NOTHING ends it; SEND_EMAIL waits until `delayDays`
 * after the latest email was sent (and `notBefore`), then creates the next email. With no step
 * left, the run ends NO_REPLY CADENCE_NO_REPLY_AFTER_DAYS after the latest email was sent.
 */
export function decideCadenceStep(look: CadenceLook): CadenceDecision {
  const now = look.now.getTime();
  const recheck = { action: 'WAIT', until: new Date(now + CADENCE_RECHECK_MS).toISOString() } as const;
  const { campaign, contact, root, latest } = look;
  if (!campaign || (campaign.status !== 'RUNNING' && campaign.status !== 'PAUSED')) {
    return { action: 'END', reason: 'CAMPAIGN_ENDED' };
  }
  if (!contact || (contact.campaignId !== undefined && contact.campaignId !== look.run.campaignId)) {
    return { action: 'END', reason: 'CAMPAIGN_ENDED' };
  }
  const stopped = contactEnd(contact);
  if (stopped) return { action: 'END', reason: stopped };
  if (campaign.status === 'PAUSED') return recheck;
  if (!root || !latest) return { action: 'END', reason: 'EMAIL_NOT_SENT' };
  if (!isSentOrLater(latest.status)) {
    return PENDING_STATUSES.includes(latest.status) ? recheck : { action: 'END', reason: 'EMAIL_NOT_SENT' };
  }
  const sentAt = sentTime(latest);
  for (let position = look.run.position; position < look.steps.length; position += 1) {
    const step = look.steps[position] as CadenceRunStep;
    if (step.type === 'CONDITION') {
      const holds = step.conditionType === 'DID_NOT_REPLY_ROOT' ? root.status !== 'REPLIED' : latest.status === 'REPLIED';
      if (!holds) return { action: 'END', reason: 'CONDITION_FALSE' };
      continue;
    }
    // a first-email step past the start has nothing to do: the first email exists
    if (step.actionType === 'SEND_EMAIL_ROOT') continue;
    if (step.actionType === 'DO_NOTHING') return { action: 'END', reason: 'DO_NOTHING' };
    const due = laterOf(sentAt + step.delayDays * DAY_MS, look.run.notBefore);
    if (now < due) return { action: 'WAIT', until: new Date(due).toISOString() };
    return { action: 'SEND', position: position + 1 };
  }
  const noReplyAt = laterOf(sentAt + CADENCE_NO_REPLY_AFTER_DAYS * DAY_MS, look.run.notBefore);
  if (now < noReplyAt) return { action: 'WAIT', until: new Date(noReplyAt).toISOString() };
  return { action: 'END', reason: 'NO_REPLY', contactNoReply: true };
}
