import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createWriteTransaction } from 'electrodb';

import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { movedOutcomes, weekOf, type OutcomeCounts } from '../../../shared/domain/outcomes';
import { DUE_PARTITION } from '../../../shared/platform/table';
import { NotFoundError } from '../../core/errors';
import type { EmailWrite } from '../../core/ports/generation';
import type { EmailMessageItem } from '../../core/ports/items';
import type { ChangeOutcome, EmailChange, ProgressDelta, StoredHistoryEntry } from '../../core/ports/review';
import { crmEventsOfEmailChange } from '../../core/crm/outbox-events';
import { markRecountDue } from './counter-recount';
import { crmOutboxFollower, type CrmOutboxFollower } from './crm-outbox-follow';
import { campaignProgressEntity } from './entities/campaign-progress';
import { emailHistoryEntity } from './entities/email-history';
import { emailMessageEntity } from './entities/email-message';
import { recountDueEntity } from './entities/recount-due';
import { weeklyStatsEntity } from './entities/weekly-stats';
import { appliedIf, conditionally } from './errors';
import { tableVersionFromEnv } from './table';
import { searchTextOf, withoutSearchText } from './tenant-store';
import { definedValues } from './values';

/** What a search of emails looks in: the subject and the recipient. */
export const EMAIL_SEARCH_FIELDS = ['subject', 'contactEmail', 'contactName'] as const;

type DueKeys = { readonly set: { duePartition: string; dueKey: string } | null; readonly remove: readonly string[] };

/**
 * The email's place in the due index (gsi5) after a change: a SCHEDULED email on the EMAIL channel
 * is due at its planned time (the scheduled time when it is scheduled anew); a SENDING one when its
 * lease ends, so that a send whose worker vanished is looked at again; any other is not due, and
 * leaving SCHEDULED and SENDING drops the planned time and the hold reason with it.
 */
function dueKeys(current: EmailMessageItem, change: EmailChange): DueKeys {
  const status = change.set.status ?? current.status;
  // the time alone: an index's sort keys need not be unique (the item's own keys tell two apart), and
  // the key is held twice while the email is due (its attribute and gsi5's sort key), in every write
  const at = (when: string) => ({ duePartition: DUE_PARTITION, dueKey: when });
  if (current.channel === 'EMAIL' && status === 'SCHEDULED') {
    const scheduledAnew = current.status !== 'SCHEDULED' || change.set.scheduledAt !== undefined;
    const when =
      change.dueAt ??
      change.set.plannedAt ??
      (scheduledAnew ? (change.set.scheduledAt ?? current.scheduledAt) : (current.plannedAt ?? current.scheduledAt));
    const set = when === undefined ? null : at(when);
    const stale = scheduledAnew ? ['plannedAt', 'plannedTimeZone', 'holdReason'] : [];
    return { set, remove: [...(set ? [] : ['duePartition', 'dueKey']), ...stale] };
  }
  if (current.channel === 'EMAIL' && status === 'SENDING' && change.leaseUntil !== undefined) {
    return { set: at(new Date(change.leaseUntil).toISOString()), remove: [] };
  }
  if (change.set.status === undefined || change.set.status === current.status) return { set: null, remove: [] };
  return { set: null, remove: ['duePartition', 'dueKey', 'plannedAt', 'plannedTimeZone', 'holdReason'] };
}

function hasCounts(progress: ProgressDelta | undefined): progress is ProgressDelta {
  return progress !== undefined && Object.values(progress).some((value) => value !== 0);
}

/**
 * The send week's share of a change's counts: its outcome fields, added to the week the email was
 * sent (its `sentAt`, or the one the change sets when it is the send; the change's own time for an
 * email that has none), so a week counts the outcomes of its own sends whenever they come.
 */
function weekDelta(
  current: Pick<EmailMessageItem, 'sentAt'>,
  change: Pick<EmailChange, 'set' | 'progress'>,
  at: string,
): { week: string; counts: Partial<OutcomeCounts> } | undefined {
  const counts = movedOutcomes(change.progress ?? {});
  if (Object.keys(counts).length === 0) return undefined;
  return { week: weekOf(change.set.sentAt ?? current.sentAt ?? at), counts };
}

/** One counter item's share of a batch: the sum of what its changes add, how to write it, and whom to mark for the recount should that fail. */
interface SummedCounter {
  readonly counts: Record<string, number>;
  readonly write: (counts: Record<string, number>) => Promise<unknown>;
  readonly markRecount: () => Promise<void>;
}

/** The counters the email changes of one batch move, by counter item, while a batch runs. */
const summing = new AsyncLocalStorage<Map<string, SummedCounter>>();

function addTo(counter: SummedCounter, counts: Readonly<Record<string, number | undefined>>) {
  for (const [field, value] of Object.entries(counts)) {
    if (value !== undefined) counter.counts[field] = (counter.counts[field] ?? 0) + value;
  }
}

/**
 * Runs `work` (a queue consumer's batch) with the campaign and send-week counts its email changes
 * move summed per counter item, then written once each: a batch of opens of one campaign adds to
 * its progress and its week in two writes, not two per open. The emails and their history are
 * written as each change is made, as always. A sum that fails to be written marks its instance for
 * the daily recount, which finds the counts from the emails (each keeps what it counted:
 * `reached`); the errors of those are answered (`left`), the batch's own work done.
 */
export async function withSummedCounts<T>(work: () => Promise<T>): Promise<{ result: T; left: readonly unknown[] }> {
  const counters = new Map<string, SummedCounter>();
  const result = await summing.run(counters, work);
  const left: unknown[] = [];
  await Promise.all(
    [...counters.values()].map(async (counter) => {
      if (Object.values(counter.counts).every((value) => value === 0)) return;
      try {
        await counter.write(counter.counts);
      } catch (error) {
        left.push(error);
        await counter.markRecount().catch(() => undefined);
      }
    }),
  );
  return { result, left };
}

/**
 * The one module that writes an email item (docs/data-model.md, Uniqueness and conditional
 * writes): its creation, the generation pipeline's queueing and save (GenerationEmailWrites), every change of its status
 * with what follows it (history and counters), field edits and its removal. The stores and the store that expose an email to
 * core call these; they read the email themselves.
 */
interface EmailStore {
  /**
   * creates the email unless one with its id exists (false then): a campaign email's id is derived,
   * so a retry finds it; one created SCHEDULED is due at `dueAt` (the due index, dueKeys)
   */
  create(item: EmailMessageItem, dueAt?: string): Promise<boolean>;
  /** a change of the email as read, with its history and counters (see EmailReviewStore.change) */
  change(namespaceId: string, current: EmailMessageItem, change: EmailChange, at: string): Promise<ChangeOutcome>;
  /** removes the email as read with its history, taking `counts` off its campaign (see EmailReviewStore.remove) */
  remove(
    namespaceId: string,
    current: EmailMessageItem,
    entries: readonly StoredHistoryEntry[],
    counts: ProgressDelta | undefined,
  ): Promise<boolean>;
  /** changes fields of an existing email, unconditionally but for its existence (NotFoundError otherwise) */
  update(
    namespaceId: string,
    id: string,
    changes: Partial<EmailMessageItem>,
    remove: readonly string[],
    at: string,
  ): Promise<EmailMessageItem>;
  /** deletes an existing email (NotFoundError otherwise) */
  delete(namespaceId: string, id: string): Promise<void>;
}

/** The entities the email's writes touch, and the error of an email that is not there. */
interface EmailEntities {
  readonly email: ReturnType<typeof emailMessageEntity>;
  readonly history: ReturnType<typeof emailHistoryEntity>;
  readonly progress: ReturnType<typeof campaignProgressEntity>;
  readonly weekly: ReturnType<typeof weeklyStatsEntity>;
  readonly recountDue: ReturnType<typeof recountDueEntity>;
  /** records what a send, a reply or a bounce writes to the instance's CRMs */
  readonly followCrm: CrmOutboxFollower;
  readonly notFound: () => NotFoundError;
}

/**
 * What follows a change of an email once it is written: its history entries, the versions it
 * drops, its campaign's and send week's counts, and what a send, a reply or a bounce writes to the
 * instance's CRMs (the CRM outbox), in parallel. Each runs only after the email's
 * conditional write succeeded, so the history never tells of a change that did not happen and a
 * count moves once per change. Should one of them fail, the instance is marked for the daily
 * recount (counter-recount.ts) and the error reaches the caller; should the function stop between
 * the two, a count is short until a recount (`npm run admin -- recount`). Within a batch
 * (withSummedCounts) the counts are added to the batch's sums instead, written at its end.
 */
async function afterChange(
  entities: EmailEntities,
  namespaceId: string,
  current: EmailMessageItem,
  change: EmailChange,
  at: string,
) {
  const { history, progress, weekly, recountDue } = entities;
  const week = weekDelta(current, change, at);
  const ids = { namespaceId, contactId: current.contactId, emailId: current.id };
  const markRecount = () => markRecountDue(recountDue, namespaceId, at);
  const counters = [
    ...(hasCounts(change.progress)
      ? [
          {
            key: `${namespaceId}#progress#${current.campaignId}`,
            counts: change.progress,
            write: (counts: Record<string, number>) =>
              progress.update({ namespaceId, campaignId: current.campaignId }).add(counts).go({ response: 'none' }),
          },
        ]
      : []),
    ...(week
      ? [
          {
            key: `${namespaceId}#week#${week.week}`,
            counts: week.counts,
            write: (counts: Record<string, number>) =>
              weekly.update({ namespaceId, week: week.week }).add(counts).go({ response: 'none' }),
          },
        ]
      : []),
  ];
  // within a batch (withSummedCounts), the counts join the batch's sums, written once at its end
  const batch = summing.getStore();
  for (const counter of batch ? counters : []) {
    const summed = batch?.get(counter.key) ?? { counts: {}, write: counter.write, markRecount };
    addTo(summed, counter.counts);
    batch?.set(counter.key, summed);
  }
  const writes = Promise.all([
    ...change.history.map((entry, index) =>
      history
        .create({
          ...definedValues(entry),
          ...ids,
          kind: entry.kind,
          by: entry.by,
          campaignId: current.campaignId,
          at: entry.at,
          // unique per change: two changes of one email in the same millisecond keep both entries
          seq: `${String(index).padStart(2, '0')}-${randomUUID().slice(0, 8)}`,
        })
        .go({ response: 'none' }),
    ),
    ...(change.dropVersions ?? []).map((key) => history.delete({ ...ids, at: key.at, seq: key.seq }).go({ response: 'none' })),
    ...(batch ? [] : counters.map((counter) => counter.write({ ...counter.counts }))),
    ...(change.set.status === undefined
      ? []
      : [entities.followCrm(namespaceId, (types) => crmEventsOfEmailChange(current, change.set.status, at, types), at)]),
  ]);
  try {
    await writes;
  } catch (error) {
    // the counts may be short: the daily recount looks at the instance (the mark's own failure aside)
    if (hasCounts(change.progress)) await markRecount().catch(() => undefined);
    throw error;
  }
}

/** A change of the email as read, with what follows it (EmailStore.change). */
async function changeEmail(
  entities: EmailEntities,
  namespaceId: string,
  current: EmailMessageItem,
  asked: EmailChange,
  at: string,
): Promise<ChangeOutcome> {
  const { email } = entities;
  // a hand-written email is a member's conversation, not the campaign's outreach: no counter counts it
  const { progress: _uncounted, ...uncounted } = asked;
  const change: EmailChange = current.origin === 'MANUAL' ? uncounted : asked;
  const next = { ...current, ...change.set };
  const due = dueKeys(current, change);
  const removed = [...new Set([...(change.remove ?? []), ...due.remove])].filter((name) => !(name in change.set));
  const values = definedValues({
    ...change.set,
    ...(due.set ?? {}),
    updatedAt: at,
    ...('subject' in change.set ? { searchText: searchTextOf(next, EMAIL_SEARCH_FIELDS) ?? '' } : {}),
    ...(change.leaseUntil === undefined ? {} : { leaseUntil: change.leaseUntil }),
  });
  /** the email's condition: as read (and its lease ended, when asked) */
  const asRead = (
    attributes: { status: unknown; updatedAt: unknown; leaseUntil: unknown },
    op: { eq(a: unknown, v: unknown): string; notExists(a: unknown): string; lt(a: unknown, v: unknown): string },
  ) =>
    [
      op.eq(attributes.status, current.status),
      op.eq(attributes.updatedAt, current.updatedAt),
      ...(change.leaseEndedBefore === undefined
        ? []
        : [`(${op.notExists(attributes.leaseUntil)} OR ${op.lt(attributes.leaseUntil, change.leaseEndedBefore)})`]),
    ].join(' AND ');
  const composite = 'status' in change.set ? { campaignId: current.campaignId, createdAt: current.createdAt } : undefined;
  const removable = removed as ('scheduledAt' | 'duePartition' | 'dueKey')[];
  // the outcomes the change counts are kept on the email too (a set, added in the same write), so
  // that a recount finds every count from the emails alone (counter-recount.ts)
  const reached = Object.entries(movedOutcomes(change.progress ?? {}))
    .filter(([, value]) => value > 0)
    .map(([field]) => field);
  // one conditional write of the email: the history and the counters follow it (afterChange), not
  // in a transaction, which DynamoDB charges twice every item's units
  const applied = await appliedIf(() => {
    const patch = email.patch({ namespaceId, id: current.id }).set(values);
    const adding = reached.length > 0 ? patch.add({ reached }) : patch;
    const removing = removable.length > 0 ? adding.remove(removable) : adding;
    return (composite ? removing.composite(composite) : removing).where(asRead).go({ response: 'none' });
  });
  if (!applied) {
    const { data } = await email.get({ namespaceId, id: current.id }).go({ consistent: true, attributes: ['id'] });
    return { outcome: data ? 'CONFLICT' : 'MISSING' };
  }
  await afterChange(entities, namespaceId, current, change, at);
  const changed: Record<string, unknown> = { ...next, updatedAt: at };
  for (const name of removed) Reflect.deleteProperty(changed, name);
  return { outcome: 'CHANGED', email: changed as EmailMessageItem };
}

/** Saves what the generation worker wrote, once (GenerationEmailWrites.saveWritten). */
async function saveWritten(entities: EmailEntities, current: EmailMessageItem, write: EmailWrite, at: string): Promise<boolean> {
  const { email, progress } = entities;
  const { namespaceId, campaignId } = current;
  const values = definedValues({
    status: write.status,
    writeOutcome: write.status,
    subject: write.subject,
    bodyHtml: write.bodyHtml,
    bodyText: write.bodyText,
    senderEmail: write.senderEmail,
    failureReason: write.failureReason,
    writer: write.writer,
    promptTokens: write.promptTokens,
    completionTokens: write.completionTokens,
    totalTokens: write.totalTokens,
    violations: write.violations.map((violation) => ({ code: violation.code, message: violation.message })),
    attempts: write.attempts,
    updatedAt: at,
    searchText: searchTextOf({ ...current, subject: write.subject }, EMAIL_SEARCH_FIELDS),
  });
  // the email's own condition makes the write once: whoever saves first (the lease holder, or a
  // worker that took over after the lease ran out) leaves it CREATED no more
  const saved = await appliedIf(() =>
    email
      .patch({ namespaceId, id: current.id })
      .set(values)
      .composite({ campaignId, createdAt: current.createdAt })
      .where((attributes, op) => op.eq(attributes.status, 'CREATED'))
      .go({ response: 'none' }),
  );
  if (!saved) return false;
  await progress
    .update({ namespaceId, campaignId })
    .add(write.status === 'SAVED' ? { queued: -1, written: 1 } : { queued: -1, failed: 1 })
    .go({ response: 'none' });
  return true;
}

/** Removes the email as read with its history (EmailStore.remove). */
async function removeEmail(
  entities: EmailEntities,
  namespaceId: string,
  current: EmailMessageItem,
  entries: readonly StoredHistoryEntry[],
  counts: ProgressDelta | undefined,
): Promise<boolean> {
  const { email, history, progress } = entities;
  const result = await createWriteTransaction({ email, history, progress }, ({ email: e, history: h, progress: p }) => [
    e
      .delete({ namespaceId, id: current.id })
      .where(
        (attributes, op) => `${op.eq(attributes.status, current.status)} AND ${op.eq(attributes.updatedAt, current.updatedAt)}`,
      )
      .commit(),
    // the newest entries first: a transaction holds at most 100 items
    ...entries
      .slice(-90)
      .map((entry) =>
        h.delete({ namespaceId, contactId: current.contactId, emailId: current.id, at: entry.at, seq: entry.seq }).commit(),
      ),
    ...(hasCounts(counts) ? [p.update({ namespaceId, campaignId: current.campaignId }).add(counts).commit()] : []),
  ]).go();
  if (result.canceled) return false;
  // entries beyond one transaction (a history longer than any review makes) go after
  for (const entry of entries.slice(0, -90)) {
    await history.delete({ namespaceId, contactId: current.contactId, emailId: current.id, at: entry.at, seq: entry.seq }).go();
  }
  return true;
}

/** Changes fields of an existing email (EmailStore.update). */
async function updateEmail(
  entities: EmailEntities,
  namespaceId: string,
  id: string,
  changes: Partial<EmailMessageItem>,
  remove: readonly string[],
  at: string,
): Promise<EmailMessageItem> {
  const { email, notFound } = entities;
  const names = [...Object.keys(changes), ...remove];
  const rekeys = 'status' in changes;
  const values: Record<string, unknown> = { ...changes, updatedAt: at };
  let composite: { campaignId: string; createdAt: string } | undefined;
  if (rekeys || names.some((name) => (EMAIL_SEARCH_FIELDS as readonly string[]).includes(name))) {
    const { data: current } = await email.get({ namespaceId, id }).go();
    if (!current) throw notFound();
    const next: Record<string, unknown> = { ...current, ...changes };
    for (const name of remove) Reflect.deleteProperty(next, name);
    values.searchText = searchTextOf(next, EMAIL_SEARCH_FIELDS) ?? '';
    // a status change re-keys the sparse pending index (keyed by campaign) and the review
    // queue's index (keyed by creation time): the write names both
    if (rekeys) composite = { campaignId: current.campaignId, createdAt: current.createdAt };
  }
  const { data } = await conditionally(() => {
    const patch = email.patch({ namespaceId, id }).set(values);
    const removing = remove.length > 0 ? patch.remove([...remove] as never) : patch;
    return (composite ? removing.composite(composite) : removing).go({ response: 'all_new' });
  }, notFound);
  return withoutSearchText(data);
}

function emailEntities(client: DynamoDBDocumentClient, table: string): EmailEntities {
  return {
    email: emailMessageEntity(client, table, tableVersionFromEnv()),
    history: emailHistoryEntity(client, table),
    progress: campaignProgressEntity(client, table),
    weekly: weeklyStatsEntity(client, table),
    recountDue: recountDueEntity(client, table),
    followCrm: crmOutboxFollower(client, table),
    notFound: () => new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.emailMessage),
  };
}

/**
 * The generation pipeline's writes of a still CREATED email, apart from EmailStore so that the
 * functions that only change emails do not carry them.
 */
interface GenerationEmailWrites {
  /** sets when a still CREATED email was put on the generation queue, if it was last queued at `previousQueuedAt` */
  markQueued(namespaceId: string, id: string, previousQueuedAt: string | undefined, queuedAt: string): Promise<boolean>;
  /** saves what the generation worker wrote, once (the email must still be CREATED), and counts it in its campaign */
  saveWritten(email: EmailMessageItem, write: EmailWrite, at: string): Promise<boolean>;
}

/** The generation pipeline's writes over the one table (see GenerationEmailWrites). */
export function createGenerationEmailWrites(client: DynamoDBDocumentClient, table: string): GenerationEmailWrites {
  const entities = emailEntities(client, table);
  return {
    markQueued: (namespaceId, id, previousQueuedAt, queuedAt) =>
      appliedIf(() =>
        entities.email
          .patch({ namespaceId, id })
          .set({ queuedAt })
          .where((attributes, op) =>
            previousQueuedAt === undefined
              ? `${op.eq(attributes.status, 'CREATED')} AND ${op.notExists(attributes.queuedAt)}`
              : `${op.eq(attributes.status, 'CREATED')} AND ${op.eq(attributes.queuedAt, previousQueuedAt)}`,
          )
          .go({ response: 'none' }),
      ),
    saveWritten: (current, write, at) => saveWritten(entities, current, write, at),
  };
}

/** The email item's writes over the one table (see EmailStore). */
export function createEmailStore(client: DynamoDBDocumentClient, table: string): EmailStore {
  const entities = emailEntities(client, table);

  return {
    create: (item, dueAt) => {
      const searchText = searchTextOf(item, EMAIL_SEARCH_FIELDS);
      const due = dueAt === undefined ? {} : { duePartition: DUE_PARTITION, dueKey: dueAt };
      return appliedIf(() =>
        entities.email.create({ ...item, ...(searchText === undefined ? {} : { searchText }), ...due }).go({ response: 'none' }),
      );
    },

    change: (namespaceId, current, change, at) => changeEmail(entities, namespaceId, current, change, at),

    remove: (namespaceId, current, entries, counts) => removeEmail(entities, namespaceId, current, entries, counts),

    update: (namespaceId, id, changes, remove, at) => updateEmail(entities, namespaceId, id, changes, remove, at),

    async delete(namespaceId, id) {
      await conditionally(() => entities.email.remove({ namespaceId, id }).go({ response: 'none' }), entities.notFound);
    },
  };
}
