import { randomUUID } from 'node:crypto';

import { AUTO_RUN_INTERVAL_MINUTES } from '../../../shared/domain/sending';
import { sendingTimeZone } from '../../../shared/domain/time-zone';
import { inSendWindow, localParts, openingHour } from '../../../shared/rules/send-slot';
import type { TenantReader } from '../ports/data';
import type { CampaignItem, ContactItem, EmailMessageItem, EmailSenderConfigItem } from '../ports/items';
import type { WorkQueue } from '../ports/queue';
import type { OptionStore } from '../ports/stores';
import type { EmailReviewStore } from '../ports/review';
import type { DueEmail, MailboxUsage, QueuedSend, SendStore } from '../ports/sending';
import { jobContext, type TenantContext } from '../tenant';
import { isInstanceBlocked, TRIAL_ENDED, type InstanceReader } from '../instance/trial-block';
import { warmUpDayOf } from '../../../shared/rules/warm-up';
import { lastLocalDays, localDay } from '../../../shared/rules/mailbox-days';
import {
  holdReasonText,
  mailboxAllowance,
  nextSpacedSendTime,
  pausedReasonOf,
  type MailboxAllowance,
  type MailboxState,
} from '../../../shared/rules/mailbox-limits';
import { isManualEmailId } from './manual-email';
import { sendWorkId, type SendMessage } from './messages';
import { plannedSendTime } from './send-time';
import { emailSendWindow, instanceSendWindow, type InstanceSendWindow, type ZonedSendWindow } from '../options/send-window';

const MINUTE_MS = 60_000;
/** How long one planner run holds the planner's lease at most (a run lasts under a minute). */
const PLANNER_LEASE_MS = 4 * MINUTE_MS;
/** How long a queued email waits for its worker before the planner queues it again (a lost message). */
export const QUEUED_GRACE_MS = 15 * MINUTE_MS;
/** How long an email held for a reason that no time ends (campaign paused, not reviewed) waits between looks. */
export const HOLD_RECHECK_MS = 30 * MINUTE_MS;
/** Due emails one run reads at most. */
const MAX_DUE_PER_RUN = 5_000;
/** The run's interval: an email held only until a time within it is not rewritten, the next run takes it. */
const RUN_INTERVAL_MS = AUTO_RUN_INTERVAL_MINUTES.send * MINUTE_MS;

export interface SendPlannerDeps {
  readonly store: SendStore;
  readonly emails: Pick<EmailReviewStore, 'change'>;
  readonly campaigns: Pick<TenantReader<CampaignItem>, 'find'>;
  readonly contacts: Pick<TenantReader<ContactItem>, 'getMany'>;
  readonly senders: { findBySenderEmail(ctx: TenantContext, email: string): Promise<EmailSenderConfigItem | null> };
  readonly options: Pick<OptionStore, 'status'>;
  /** the instance's time zone (a sender's default) */
  readonly instanceTimeZone: (ctx: TenantContext) => Promise<string>;
  /** the instance's plan: a blocked instance's emails wait */
  readonly instances: InstanceReader;
  readonly queue: WorkQueue<SendMessage>;
  readonly now: () => Date;
  /** 0 ≤ r < 1, for the jitter between sends */
  readonly random?: () => number;
}

export interface SendRunSummary {
  /** false when another planner held the lease: this run did nothing */
  readonly ran: boolean;
  readonly due: number;
  readonly queued: number;
  /** emails given a hold reason or a later time */
  readonly held: number;
}

interface Hold {
  readonly reason?: string;
  readonly until: number;
  /** `until` is a send time the window allows (shown as the planned time), not only when to look again */
  readonly planned?: boolean;
  /** the zone the planned time was read in */
  readonly timeZone?: string;
}

interface Candidate {
  readonly email: DueEmail;
  /** null for a hand-written email, which no campaign's send hour or throttle governs */
  readonly campaign: CampaignItem | null;
  /** the email's window (its campaign's send hour included), in the zone its send time is read in */
  readonly rules: ZonedSendWindow;
  /** the email's own earliest send time (its jitter), epoch ms */
  readonly earliest: number;
}

interface NamespaceRun {
  readonly ctx: TenantContext;
  /** the instance's trial and grace are over and it does not pay: nothing of it is sent */
  readonly blocked: boolean;
  readonly window: InstanceSendWindow;
  readonly reviewedOnly: boolean;
  readonly instanceZone: string;
  readonly campaigns: Map<string, CampaignItem | null>;
  readonly senders: Map<string, EmailSenderConfigItem | null>;
  readonly mailboxes: Map<string, Promise<MailboxRead>>;
}

/** A mailbox's counters as this run read them, with the days they were read for. */
interface MailboxRead {
  /** the mailbox's last 7 days in its zone (its sender's, else the instance's), today first */
  readonly week: readonly string[];
  readonly usage: MailboxUsage;
}

/** Due emails at or before `by` (ISO), oldest first, up to MAX_DUE_PER_RUN or while the run has time. */
async function readDue(deps: SendPlannerDeps, by: string, hasTime: () => boolean): Promise<DueEmail[]> {
  const due: DueEmail[] = [];
  let cursor: string | null = null;
  do {
    const page = await deps.store.due(by, { cursor, limit: 500 });
    due.push(...page.items);
    cursor = page.cursor;
  } while (cursor && due.length < MAX_DUE_PER_RUN && hasTime());
  return due;
}

/**
 * One run of the send planner (every 5 minutes): reads the due index (never a Scan), and for each
 * mailbox gives out at most what every limit allows now (mailbox-limits.ts), at send times spaced
 * 10 s or more apart with jitter, one queue message per email. An email that must wait gets its
 * next time and the reason (outside the recipient's hours, a cap reached, credentials failed, not
 * reviewed, campaign paused, trial ended), which the review queue shows. One planner runs at a
 * time (a lease), taken only when something is due: a run with nothing to do writes nothing.
 */
export async function planDueSends(
  deps: SendPlannerDeps,
  control: { hasTime: () => boolean; onError?: (namespaceId: string, error: unknown) => void } = { hasTime: () => true },
): Promise<SendRunSummary> {
  const owner = randomUUID();
  const started = deps.now().getTime();
  const by = new Date(started).toISOString();
  // most runs find nothing due (nights, weekends, idle instances): one read of the index, no lease
  const { items: ahead } = await deps.store.due(by, { limit: 1 });
  if (ahead.length === 0) return { ran: true, due: 0, queued: 0, held: 0 };
  if (!(await deps.store.takePlannerLease(owner, started + PLANNER_LEASE_MS, started))) {
    return { ran: false, due: 0, queued: 0, held: 0 };
  }
  try {
    // read again under the lease: a run that held it meanwhile may have planned what the first read saw
    const due = await readDue(deps, by, control.hasTime);
    const byNamespace = new Map<string, DueEmail[]>();
    for (const email of due) byNamespace.set(email.namespaceId, [...(byNamespace.get(email.namespaceId) ?? []), email]);
    let queued = 0;
    let held = 0;
    for (const [namespaceId, emails] of byNamespace) {
      if (!control.hasTime()) break;
      try {
        const outcome = await planNamespace(deps, namespaceId, emails, started);
        queued += outcome.queued;
        held += outcome.held;
      } catch (error) {
        control.onError?.(namespaceId, error);
      }
    }
    return { ran: true, due: due.length, queued, held };
  } finally {
    await deps.store.releasePlannerLease(owner);
  }
}

async function namespaceRun(deps: SendPlannerDeps, namespaceId: string, now: number): Promise<NamespaceRun> {
  const ctx = jobContext(namespaceId, 'send-planner');
  const [window, reviewedOnly, instanceZone, blocked] = await Promise.all([
    instanceSendWindow(deps.options, ctx),
    deps.options.status(ctx, 'SEND_REVIEWED_EMAILS_ONLY'),
    deps.instanceTimeZone(ctx),
    isInstanceBlocked(deps.instances, ctx, new Date(now)),
  ]);
  return {
    ctx,
    blocked,
    window,
    reviewedOnly: reviewedOnly === 'ACTIVE',
    instanceZone,
    campaigns: new Map(),
    senders: new Map(),
    mailboxes: new Map(),
  };
}

/** A mailbox's counters over its last 7 days, read once per run. */
function readMailbox(
  deps: SendPlannerDeps,
  run: NamespaceRun,
  mailbox: string,
  sender: EmailSenderConfigItem | null,
  now: number,
): Promise<MailboxRead> {
  const kept = run.mailboxes.get(mailbox);
  if (kept) return kept;
  const zone = sendingTimeZone({ senderTimeZone: sender?.timeZone, instanceTimeZone: run.instanceZone }).timeZone;
  const week = lastLocalDays(now, zone, 7);
  const read = deps.store.usage(run.ctx, mailbox, week).then((usage) => ({ week, usage }));
  run.mailboxes.set(mailbox, read);
  return read;
}

/** Whether an earlier run queued the email and its message may still wait on the queue (QUEUED_GRACE_MS after its time). */
function onTheQueue(usage: MailboxUsage, emailId: string, now: number): boolean {
  return usage.queued.some((send) => send.id === emailId && send.at + QUEUED_GRACE_MS > now);
}

async function cached<T>(map: Map<string, T | null>, key: string, read: () => Promise<T | null>): Promise<T | null> {
  if (!map.has(key)) map.set(key, await read());
  return map.get(key) ?? null;
}

async function planNamespace(
  deps: SendPlannerDeps,
  namespaceId: string,
  emails: readonly DueEmail[],
  now: number,
): Promise<{ queued: number; held: number }> {
  const run = await namespaceRun(deps, namespaceId, now);
  const { ctx } = run;
  let queued = 0;
  let held = 0;
  const hold = async (email: DueEmail, next: Hold) => {
    if (await holdEmail(deps, ctx, email, next, now)) held += 1;
  };
  const ready = new Map<string, Candidate[]>();
  const settle: SendMessage[] = [];
  const sendable: { email: DueEmail; campaign: CampaignItem | null; sender: EmailSenderConfigItem; mailbox: string }[] = [];

  for (const email of emails) {
    if (email.channel !== 'EMAIL' || email.namespaceId !== namespaceId) continue;
    const mailbox = email.senderEmail;
    if (email.status === 'SENDING') {
      // its worker's lease ran out without an outcome: the worker settles it (looks it up, never resends blindly)
      if (mailbox)
        settle.push({ namespaceId, emailId: email.id, mailbox, plannedAt: email.plannedAt ?? new Date(now).toISOString() });
      continue;
    }
    if (email.status !== 'SCHEDULED') continue;
    const sender = mailbox ? await cached(run.senders, mailbox, () => deps.senders.findBySenderEmail(ctx, mailbox)) : null;
    // queued by an earlier run and not yet taken: its worker decides, and gives its place back if it does not send
    if (mailbox && onTheQueue((await readMailbox(deps, run, mailbox, sender, now)).usage, email.id, now)) continue;
    if (run.blocked) {
      // one write per email per recheck, not one per run; once the instance is paid it goes out at the next look
      await hold(email, { reason: TRIAL_ENDED, until: now + HOLD_RECHECK_MS });
      continue;
    }
    if (isManualEmailId(email.id)) {
      // a member's hand-written answer: the mailbox's limits and the instance's window, not the campaign's rules
      if (!mailbox || !sender) {
        await hold(email, { reason: 'no sender sends from this address', until: now + HOLD_RECHECK_MS });
        continue;
      }
      sendable.push({ email, campaign: null, sender, mailbox });
      continue;
    }
    const campaign = await cached(run.campaigns, email.campaignId, () => deps.campaigns.find(ctx, email.campaignId));
    if (!campaign) continue;
    if (campaign.status !== 'RUNNING') {
      await hold(email, { reason: `campaign is ${campaign.status.toLowerCase()}`, until: now + HOLD_RECHECK_MS });
      continue;
    }
    if (run.reviewedOnly && email.reviewStatus !== 'REVIEWED') {
      await hold(email, { reason: 'not reviewed', until: now + HOLD_RECHECK_MS });
      continue;
    }
    if (!mailbox || !sender || !campaign.senderConfigIds.includes(sender.id)) {
      await hold(email, { reason: 'no sender of the campaign sends from this address', until: now + HOLD_RECHECK_MS });
      continue;
    }
    sendable.push({ email, campaign, sender, mailbox });
  }

  // the recipients' zones: their contacts in one batched read for the run, each read once
  const contacts = new Map(
    (await deps.contacts.getMany(ctx, [...new Set(sendable.map(({ email }) => email.contactId))])).map((contact) => [
      contact.id,
      contact,
    ]),
  );
  for (const { email, campaign, sender, mailbox } of sendable) {
    // office hours and weekdays in the recipient's zone when known: outside them, the email waits with the reason
    const { timeZone } = sendingTimeZone({
      contactTimeZone: contacts.get(email.contactId)?.timeZone,
      senderTimeZone: sender.timeZone,
      instanceTimeZone: run.instanceZone,
    });
    // the campaign's send hour narrows the day: none of its emails leaves before it, in the same zone
    const rules = emailSendWindow(run.window, campaign, timeZone);
    let earliest = now;
    if (!email.plannedAt || !inSendWindow(new Date(now), rules)) {
      const from = new Date(Math.max(now, Date.parse(email.scheduledAt ?? new Date(now).toISOString())));
      const planned = plannedSendTime(from, rules, email.id);
      // a time within this run's reach is kept by the queue message's delay: nothing is written
      if (planned.at.getTime() > now + RUN_INTERVAL_MS || !inSendWindow(new Date(now), rules)) {
        const outside = !inSendWindow(new Date(now), rules);
        await hold(email, {
          ...(outside ? { reason: outsideReason(rules, new Date(now)) } : {}),
          until: planned.at.getTime(),
          planned: true,
          timeZone: planned.timeZone,
        });
        continue;
      }
      earliest = Math.max(now, planned.at.getTime());
    } else if (Date.parse(email.plannedAt) > now) {
      continue;
    }
    ready.set(mailbox, [...(ready.get(mailbox) ?? []), { email, campaign, rules, earliest }]);
  }

  if (settle.length > 0) {
    const { failed } = await deps.queue.send(settle.map((body) => ({ id: `settle#${sendWorkId(body)}`, body })));
    queued += settle.length - failed.length;
  }

  for (const [mailbox, candidates] of ready) {
    const sender = run.senders.get(mailbox);
    if (!sender) continue;
    const outcome = await planMailbox(deps, run, sender, candidates, now);
    queued += outcome.queued;
    held += outcome.held;
  }
  return { queued, held };
}

/**
 * Why `now` is outside the email's window, in its zone: the weekend, the campaign's send hour not
 * yet come (when it opens the day later than office hours would), or office hours.
 */
function outsideReason(rules: ZonedSendWindow, now: Date): string {
  const { timeZone } = rules;
  if (rules.weekdaysOnly && !inSendWindow(now, { officeHoursOnly: false, weekdaysOnly: true, timeZone })) {
    return `weekend in ${timeZone}`;
  }
  const { startHour } = rules;
  const opening = openingHour({ ...rules, startHour: undefined });
  if (startHour !== undefined && startHour > opening && localParts(now, timeZone).hour < startHour) {
    return `waits for the campaign's send hour, ${String(startHour).padStart(2, '0')}:00 in ${timeZone}`;
  }
  return `outside office hours in ${timeZone}`;
}

async function planMailbox(
  deps: SendPlannerDeps,
  run: NamespaceRun,
  sender: EmailSenderConfigItem,
  candidates: readonly Candidate[],
  now: number,
): Promise<{ queued: number; held: number }> {
  const { ctx } = run;
  const mailbox = sender.senderEmail;
  const zone = sendingTimeZone({ senderTimeZone: sender.timeZone, instanceTimeZone: run.instanceZone }).timeZone;
  const { week, usage } = await readMailbox(deps, run, mailbox, sender, now);
  const today = week[0] ?? localDay(now, zone);
  const state: MailboxState = {
    type: sender.type,
    status: sender.status,
    credentialsValid: sender.credentialsValid !== false,
    sentToday: usage.days[today]?.reserved ?? 0,
    sentThisWeek: week.reduce((sum, day) => sum + (usage.days[day]?.reserved ?? 0), 0),
    // sends are 10 s apart or more, so a mailbox's minute never holds more than six
    sentLastMinute: 0,
    sentTotal: usage.sentTotal,
    // the limits count warm-up's days from 0
    warmUpDay: warmUpDayOf(sender.createdAt, now) - 1,
    lastSentAt: Math.max(usage.lastSendAt ?? 0, usage.lastPlannedAt ?? 0) || undefined,
    dailyLimit: sender.dailyLimit,
    pausedReason: pausedReasonOf(sender),
  };
  const throttles = [...new Set(candidates.map(({ campaign }) => campaign?.throttle).filter((t) => t !== undefined))];
  const allowance = mailboxAllowance(state, throttles, now);
  if (allowance.sends === 0) {
    let held = 0;
    for (const [index, candidate] of candidates.entries()) {
      if (await holdEmail(deps, ctx, candidate.email, capHold(allowance, candidate, index, now, zone), now)) held += 1;
    }
    return { queued: 0, held };
  }
  // each send 10 s or more after the one before, with jitter, and not before the email's own time;
  // a send time past closing (the last ones of a run near 17:00) waits for the next run
  const random = deps.random ?? Math.random;
  const messages: { id: string; body: SendMessage; delaySeconds: number }[] = [];
  const given: QueuedSend[] = [];
  const start = Math.max(allowance.nextAt, now);
  for (const candidate of candidates.slice(0, allowance.sends)) {
    const at = nextSpacedSendTime(given[given.length - 1]?.at, Math.max(start, candidate.earliest), random);
    if (!inSendWindow(new Date(at), candidate.rules)) continue;
    given.push({ id: candidate.email.id, at });
    const body: SendMessage = {
      namespaceId: ctx.namespaceId,
      emailId: candidate.email.id,
      mailbox,
      plannedAt: new Date(at).toISOString(),
    };
    messages.push({ id: sendWorkId(body), body, delaySeconds: Math.min(900, Math.max(0, Math.ceil((at - now) / 1000))) });
  }
  if (given.length === 0) return { queued: 0, held: 0 };
  // the email itself is not written: its message carries its time, and the day's list keeps it from
  // being queued again while the message waits (its worker's claim takes it out of the due index)
  const waiting = usage.queued.filter((send) => send.at + QUEUED_GRACE_MS > now && !given.some((g) => g.id === send.id));
  await deps.store.reserve(ctx, mailbox, today, {
    count: given.length,
    lastPlannedAt: given[given.length - 1]?.at ?? now,
    queued: [...new Map([...waiting, ...given].map((send) => [send.id, send])).values()],
  });
  const { failed } = await deps.queue.send(messages);
  return { queued: messages.length - failed.length, held: 0 };
}

/** The start (within 15 minutes) of the mailbox's next local day after `now`. */
function nextLocalDay(now: number, zone: string): number {
  const today = localDay(now, zone);
  let at = now;
  while (localDay(at, zone) === today) at += 15 * MINUTE_MS;
  return at;
}

/**
 * The hold of the `index`-th waiting email of a mailbox that may send nothing now. Past a cap, it
 * is planned at once for the day its turn should come (the cap's sends a day ahead of it) at the
 * window's opening in its zone, so that a long queue is written once, not every day; otherwise
 * (suspended, credentials failed, the next send slot) it is looked at again later.
 */
function capHold(allowance: MailboxAllowance, candidate: Candidate, index: number, now: number, zone: string): Hold {
  const held = allowance.held;
  if (!held) return { until: allowance.nextAt };
  const reason = holdReasonText(held);
  if (held.code !== 'DAILY_CAP' && held.code !== 'WARM_UP_WEEK_CAP') return { reason, until: now + HOLD_RECHECK_MS };
  const daysAhead = held.code === 'DAILY_CAP' && held.cap > 0 ? Math.floor(index / held.cap) : 0;
  const day = nextLocalDay(now, zone) + daysAhead * 24 * 60 * MINUTE_MS;
  const planned = plannedSendTime(new Date(day), candidate.rules, candidate.email.id);
  return { reason, until: planned.at.getTime(), planned: true, timeZone: planned.timeZone };
}

/**
 * Gives a due email its next look and reason: a planned time (the window's next slot) or, held for
 * a reason no window ends, only when the planner looks again (the planned time is dropped: the
 * window decides it then). Not written when the hold has no reason and ends before the next run.
 */
async function holdEmail(deps: SendPlannerDeps, ctx: TenantContext, email: DueEmail, next: Hold, now: number): Promise<boolean> {
  if (!next.planned && next.reason === undefined && next.until < now + RUN_INTERVAL_MS) return false;
  const until = new Date(next.until).toISOString();
  const outcome = await deps.emails.change(
    ctx,
    email as EmailMessageItem,
    {
      set: {
        ...(next.planned ? { plannedAt: until } : {}),
        ...(next.planned && next.timeZone ? { plannedTimeZone: next.timeZone } : {}),
        ...(next.reason ? { holdReason: next.reason } : {}),
      },
      remove: [...(next.reason ? [] : ['holdReason' as const]), ...(next.planned ? [] : ['plannedAt' as const])],
      dueAt: until,
      history: [],
    },
    new Date(now).toISOString(),
  );
  return outcome.outcome === 'CHANGED';
}
