import { beforeAll, describe, expect, it } from 'vitest';

import { emailRoutes } from '../../../shared/api/routes';
import { EMAIL_BULK_CHUNK, emailActionRefusedMessage } from '../../../shared/domain/email-review';
import type { EmailStatus } from '../../../shared/domain/email';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import type { EmailBulkResult, EmailHistoryEntry } from '../../../shared/schemas/email-review';
import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import type { ContactItem, EmailMessageItem } from '../../../functions/core/ports/items';
import type { TestDeps } from '../../support/http';
import { call, installDeps, type CallResult } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, person, signIn, type Caller } from './behaviour-support';
import {
  createContact,
  createWorld,
  historyOf,
  progressOf,
  putEmail,
  REVIEW_BODY,
  stored,
  tenantItems,
  tickingClock,
  type EmailOptions,
  type ReviewWorld,
} from './behaviour-review-support';

const table = useTestTable();
const clock = tickingClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let maya: Caller;
let world: ReviewWorld;
let ivo: ContactItem;

const LATER = '2026-06-01T10:00:00.000Z';
const SUBJECT = 'Could your team see every pallet?';

beforeAll(async () => {
  deps = installDeps(table, clock);
  maya = await signIn(deps, person('maya'));
  world = await createWorld(deps, maya);
  ivo = await createContact(deps, maya);
});

function emailIn(status: EmailStatus, options: EmailOptions = {}, caller: Caller = maya, of: ReviewWorld = world) {
  return putEmail(deps, caller, of, ivo, { status, ...options });
}

/** A reviewed email put on the schedule through the API, so that its campaign counts it. */
async function scheduled(caller: Caller = maya, of: ReviewWorld = world): Promise<EmailMessageItem> {
  const email = await putEmail(deps, caller, of, ivo, { reviewStatus: 'REVIEWED' });
  const answer = await call(emailRoutes.schedule, { ...as(caller), params: { id: email.id }, body: { at: LATER } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return bodyOf<EmailMessageItem>(answer);
}

async function bulk(body: Record<string, unknown>, caller: Caller = maya): Promise<EmailBulkResult> {
  const answer = await call(emailRoutes.bulk, { ...as(caller), body });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return bodyOf<EmailBulkResult>(answer);
}

/** Every call of a bulk change over a filter, following the cursor until it is null. */
async function bulkOverFilter(body: Record<string, unknown>, caller: Caller = maya): Promise<EmailBulkResult[]> {
  const answers: EmailBulkResult[] = [];
  let cursor: string | null = null;
  do {
    const answer = await bulk({ ...body, ...(cursor ? { cursor } : {}) }, caller);
    answers.push(answer);
    cursor = answer.cursor;
  } while (cursor && answers.length < 20);
  return answers;
}

function statusEntries(history: readonly EmailHistoryEntry[], from: EmailStatus, to: EmailStatus): EmailHistoryEntry[] {
  return history.filter((entry) => entry.kind === 'STATUS' && entry.fromStatus === from && entry.toStatus === to);
}

/** True when each status change starts where the one before it ended (oldest first). */
function chained(history: readonly EmailHistoryEntry[], first: EmailStatus): boolean {
  let status = first;
  for (const entry of [...history].reverse().filter((item) => item.kind === 'STATUS')) {
    if (entry.fromStatus !== status) return false;
    status = entry.toStatus ?? status;
  }
  return true;
}

describe('bulk changes over a selection', () => {
  it('changes the emails it may and says why it skipped the others', async () => {
    const fresh = await emailIn('SAVED');
    const already = await emailIn('SAVED', { reviewStatus: 'REVIEWED' });
    const sent = await emailIn('SENT');
    const writing = await emailIn('CREATED');

    const result = await bulk({ action: 'REVIEW', ids: [fresh.id, already.id, sent.id, writing.id] });

    expect(result).toMatchObject({ processed: 4, changed: 1, cursor: null });
    expect(result.total).toBeUndefined();
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { id: already.id, status: 'SAVED', reason: 'Already reviewed.' },
        { id: sent.id, status: 'SENT', reason: emailActionRefusedMessage('review', 'SENT') },
        { id: writing.id, status: 'CREATED', reason: emailActionRefusedMessage('review', 'CREATED') },
      ]),
    );
    expect(result.skipped).toHaveLength(3);
    expect((await stored(deps, maya, fresh.id))?.reviewStatus).toBe('REVIEWED');
    expect((await stored(deps, maya, sent.id))?.reviewStatus).toBe('NOT_REVIEWED');
  });

  it("lists an id that names no email of the instance as skipped, another instance's included, and changes neither", async () => {
    const mine = await emailIn('SAVED');
    const other = await signIn(deps, person('otto'));
    const otherWorld = await createWorld(deps, other);
    const theirs = await putEmail(deps, other, otherWorld, await createContact(deps, other), { status: 'SAVED' });

    const result = await bulk({ action: 'REVIEW', ids: [mine.id, theirs.id, 'no-such-email'] });

    expect(result).toMatchObject({ processed: 3, changed: 1 });
    expect(result.skipped).toEqual([
      { id: theirs.id, reason: RESOURCE_NOT_FOUND_MESSAGES.emailMessage },
      { id: 'no-such-email', reason: RESOURCE_NOT_FOUND_MESSAGES.emailMessage },
    ]);
    expect((await stored(deps, other, theirs.id))?.reviewStatus).toBe('NOT_REVIEWED');
  });

  it('cancels scheduled and written emails, and the campaign counts the scheduled ones no more', async () => {
    const onSchedule = await scheduled();
    const draft = await emailIn('REGENERATED');
    const sent = await emailIn('SENT');
    const cancelled = await emailIn('CANCELLED');
    const start = await progressOf(maya, world.campaignId);

    const result = await bulk({ action: 'CANCEL', ids: [onSchedule.id, draft.id, sent.id, cancelled.id] });

    expect(result).toMatchObject({ processed: 4, changed: 2 });
    expect(result.skipped).toEqual(
      expect.arrayContaining([
        { id: sent.id, status: 'SENT', reason: emailActionRefusedMessage('cancel', 'SENT') },
        { id: cancelled.id, status: 'CANCELLED', reason: emailActionRefusedMessage('cancel', 'CANCELLED') },
      ]),
    );
    expect((await stored(deps, maya, onSchedule.id))?.status).toBe('CANCELLED');
    expect((await stored(deps, maya, onSchedule.id))?.scheduledAt).toBeUndefined();
    expect((await stored(deps, maya, draft.id))?.status).toBe('CANCELLED');
    expect((await progressOf(maya, world.campaignId)).scheduled).toBe(start.scheduled - 1);
  });

  it('schedules only the reviewed emails that keep the rules', async () => {
    const clean = await emailIn('SAVED', { reviewStatus: 'REVIEWED' });
    const breaking = await emailIn('SAVED', { reviewStatus: 'REVIEWED', violations: [{ code: 'DASH', message: 'A dash.' }] });
    const start = await progressOf(maya, world.campaignId);

    const result = await bulk({ action: 'SCHEDULE', ids: [clean.id, breaking.id], at: LATER });

    expect(result).toMatchObject({ processed: 2, changed: 1 });
    expect(result.skipped).toEqual([
      { id: breaking.id, status: 'SAVED', reason: expect.stringContaining('breaks 1 writing rule.') as string },
    ]);
    expect(await stored(deps, maya, clean.id)).toMatchObject({ status: 'SCHEDULED', scheduledAt: LATER });
    expect((await progressOf(maya, world.campaignId)).scheduled).toBe(start.scheduled + 1);

    const accepted = await bulk({ action: 'SCHEDULE', ids: [breaking.id], at: LATER, acceptViolations: true });
    expect(accepted).toMatchObject({ changed: 1, skipped: [] });
    expect(await stored(deps, maya, breaking.id)).toMatchObject({ status: 'SCHEDULED', sentAgainstRules: true });
  });
});

describe('bulk changes over a filter', () => {
  let rita: Caller;
  let ritaWorld: ReviewWorld;
  let otherWorld: ReviewWorld;
  const COUNT = EMAIL_BULK_CHUNK * 2 + 7;

  beforeAll(async () => {
    rita = await signIn(deps, person('rita'));
    ritaWorld = await createWorld(deps, rita);
    otherWorld = await createWorld(deps, rita);
    const contact = await createContact(deps, rita);
    for (let index = 0; index < COUNT; index += 1) await putEmail(deps, rita, ritaWorld, contact);
    await putEmail(deps, rita, otherWorld, contact);
  });

  it('walks every chunk until the cursor is null, with the total on the first answer', async () => {
    const answers = await bulkOverFilter(
      { action: 'REVIEW', filter: { tab: 'GENERATED', campaignId: ritaWorld.campaignId } },
      rita,
    );

    expect(answers.length).toBeGreaterThanOrEqual(3);
    expect(answers[0]?.total).toBe(COUNT);
    expect(answers.slice(1).every((answer) => answer.total === undefined)).toBe(true);
    expect(answers.every((answer) => answer.processed <= EMAIL_BULK_CHUNK)).toBe(true);
    expect(answers.reduce((sum, answer) => sum + answer.processed, 0)).toBe(COUNT);
    expect(answers.reduce((sum, answer) => sum + answer.changed, 0)).toBe(COUNT);
    const notReviewed = await bulkOverFilter(
      { action: 'REVIEW', filter: { tab: 'GENERATED', reviewStatus: 'NOT_REVIEWED' } },
      rita,
    );
    // only the other campaign's email is left as it was
    expect(notReviewed[0]).toMatchObject({ total: 1, processed: 1, changed: 1 });
  });

  it('schedules every email of the filter though each leaves the tab as it goes', async () => {
    const start = await progressOf(rita, ritaWorld.campaignId);

    const answers = await bulkOverFilter(
      { action: 'SCHEDULE', at: LATER, filter: { tab: 'GENERATED', campaignId: ritaWorld.campaignId } },
      rita,
    );

    expect(answers[0]?.total).toBe(COUNT);
    expect(answers.reduce((sum, answer) => sum + answer.changed, 0)).toBe(COUNT);
    expect((await progressOf(rita, ritaWorld.campaignId)).scheduled).toBe(start.scheduled + COUNT);
    const left = await bulk(
      { action: 'SCHEDULE', at: LATER, filter: { tab: 'GENERATED', campaignId: ritaWorld.campaignId } },
      rita,
    );
    expect(left).toMatchObject({ total: 0, processed: 0, changed: 0, cursor: null });
  });

  it('changes nothing when the same filter is walked again', async () => {
    const before = await tenantItems(table, rita.namespaceId);

    const answers = await bulkOverFilter(
      { action: 'REVIEW', filter: { tab: 'SCHEDULED', campaignId: ritaWorld.campaignId } },
      rita,
    );

    expect(answers.reduce((sum, answer) => sum + answer.processed, 0)).toBe(COUNT);
    expect(answers.reduce((sum, answer) => sum + answer.changed, 0)).toBe(0);
    expect(answers.flatMap((answer) => answer.skipped).every((skip) => skip.reason === 'Already reviewed.')).toBe(true);
    expect(await tenantItems(table, rita.namespaceId)).toEqual(before);
  });
});

describe('replaying a bulk change', () => {
  for (const [action, status, extra] of [
    ['REVIEW', 'SAVED', {}],
    ['UNREVIEW', 'SAVED', {}],
    ['SCHEDULE', 'SAVED', { at: LATER }],
    ['SCHEDULE', 'SAVED', { acceptViolations: true }],
    ['CANCEL', 'SCHEDULED', {}],
  ] as const) {
    const how = 'at' in extra ? ' at a time' : 'acceptViolations' in extra ? ' at the next slot' : '';
    it(`changes nothing the second time: ${action}${how}`, async () => {
      const emails = [
        await emailIn(status, { reviewStatus: action === 'UNREVIEW' ? 'REVIEWED' : 'NOT_REVIEWED' }),
        await emailIn(status, { reviewStatus: 'REVIEWED' }),
        await emailIn('SENT'),
      ];
      const ids = emails.map((email) => email.id);
      const first = await bulk({ action, ids, ...extra });
      expect(first.changed).toBeGreaterThan(0);
      const before = await tenantItems(table, maya.namespaceId);

      const second = await bulk({ action, ids, ...extra });

      expect(second.changed).toBe(0);
      expect(second.skipped).toHaveLength(ids.length);
      expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
    });
  }
});

describe('effects happen once', () => {
  it('schedules an email once when it is scheduled twice at the same moment', async () => {
    const email = await emailIn('SAVED');
    const start = await progressOf(maya, world.campaignId);

    const answers = await Promise.all([
      call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: LATER } }),
      call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: LATER } }),
    ]);

    expect(answers.map((answer) => answer.status).sort()).toEqual(expect.arrayContaining([200]));
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const history = await historyOf(maya, email.id);
    expect(statusEntries(history, 'SAVED', 'SCHEDULED')).toHaveLength(1);
    expect(history.filter((entry) => entry.kind === 'REVIEW')).toHaveLength(1);
    expect(history.filter((entry) => entry.kind === 'STATUS')).toHaveLength(1);
    expect((await progressOf(maya, world.campaignId)).scheduled).toBe(start.scheduled + 1);
    expect(await stored(deps, maya, email.id)).toMatchObject({
      status: 'SCHEDULED',
      scheduledAt: LATER,
      reviewStatus: 'REVIEWED',
    });
  });

  it('saves each of two edits made at the same moment at most once, one after the other', async () => {
    const email = await emailIn('REGENERATED');
    const bodies = [REVIEW_BODY.replace('three', 'four'), REVIEW_BODY.replace('three', 'five')];

    const answers = await Promise.all(
      bodies.map((bodyHtml) =>
        call(emailRoutes.update, { ...as(maya), params: { id: email.id }, body: { subject: SUBJECT, bodyHtml } }),
      ),
    );

    const saved = answers.filter((answer) => answer.status === 200);
    expect(saved.length).toBeGreaterThanOrEqual(1);
    expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
    const history = await historyOf(maya, email.id);
    expect(statusEntries(history, 'REGENERATED', 'SAVED')).toHaveLength(1);
    expect(history.filter((entry) => entry.kind === 'VERSION')).toHaveLength(saved.length);
    const last = await stored(deps, maya, email.id);
    expect(bodies).toContain(last?.bodyHtml);
    expect(last?.status).toBe('SAVED');
  });

  it('counts each email once when the same bulk change runs twice at the same moment', async () => {
    const emails: EmailMessageItem[] = [];
    for (let index = 0; index < 6; index += 1) emails.push(await scheduled());
    const ids = emails.map((email) => email.id);
    const start = await progressOf(maya, world.campaignId);

    const results = await Promise.all([bulk({ action: 'CANCEL', ids }), bulk({ action: 'CANCEL', ids })]);

    expect(results.reduce((sum, result) => sum + result.changed, 0)).toBe(ids.length);
    expect((await progressOf(maya, world.campaignId)).scheduled).toBe(start.scheduled - ids.length);
    for (const id of ids) {
      const history = await historyOf(maya, id);
      expect(statusEntries(history, 'SCHEDULED', 'CANCELLED')).toHaveLength(1);
      expect((await stored(deps, maya, id))?.status).toBe('CANCELLED');
    }
  });

  it('marks each email reviewed once when two bulk reviews of the same emails run at the same moment', async () => {
    const emails: EmailMessageItem[] = [];
    for (let index = 0; index < 6; index += 1) emails.push(await emailIn('SAVED'));
    const ids = emails.map((email) => email.id);

    const results = await Promise.all([bulk({ action: 'REVIEW', ids }), bulk({ action: 'REVIEW', ids })]);

    expect(results.reduce((sum, result) => sum + result.changed, 0)).toBe(ids.length);
    for (const id of ids) {
      expect((await historyOf(maya, id)).filter((entry) => entry.kind === 'REVIEW')).toHaveLength(1);
    }
  });

  it('leaves no history and no count behind when a delete races an edit', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = await scheduled();
      const start = await progressOf(maya, world.campaignId);

      const [edited, deleted] = await Promise.all([
        call(emailRoutes.update, {
          ...as(maya),
          params: { id: email.id },
          body: { subject: SUBJECT, bodyHtml: REVIEW_BODY.replace('three', 'six') },
        }),
        call(emailRoutes.delete, { ...as(maya), params: { id: email.id } }),
      ]);

      expect([200, 404, 409]).toContain(edited.status);
      expect([200, 409]).toContain(deleted.status);
      const gone = deleted.status === 200;
      // deleted: neither the email nor its history is left; not deleted: the edit was saved
      const left = (await tenantItems(table, maya.namespaceId)).filter((item) => String(item.sk).includes(email.id));
      expect(left.length === 0).toBe(gone);
      expect(gone || edited.status === 200).toBe(true);
      expect((await stored(deps, maya, email.id))?.status ?? 'gone').toBe(gone ? 'gone' : 'SAVED');
      // taken off the schedule once, whichever came first
      expect((await progressOf(maya, world.campaignId)).scheduled).toBe(start.scheduled - 1);
    }
  });

  it('applies a change raced by another once on the new state, or refuses it, never twice', async () => {
    for (let round = 0; round < 3; round += 1) {
      const email = await emailIn('SAVED', { reviewStatus: 'REVIEWED' });
      const start = await progressOf(maya, world.campaignId);

      const answers: CallResult[] = await Promise.all([
        call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: LATER } }),
        call(emailRoutes.cancel, { ...as(maya), params: { id: email.id } }),
      ]);

      expect(answers.every((answer) => answer.status === 200 || answer.status === 409)).toBe(true);
      const after = await stored(deps, maya, email.id);
      const history = await historyOf(maya, email.id);
      expect(chained(history, 'SAVED')).toBe(true);
      expect(history[0]?.toStatus).toBe(after?.status);
      expect(history.filter((entry) => entry.kind === 'STATUS')).toHaveLength(
        answers.filter((answer) => answer.status === 200).length,
      );
      expect((await progressOf(maya, world.campaignId)).scheduled).toBe(
        start.scheduled + (after?.status === 'SCHEDULED' ? 1 : 0),
      );
    }
  });

  it('writes nothing when the email is no longer as it was read', async () => {
    const store = createEmailReviewStore(table.client, table.tableName);
    const email = await emailIn('SAVED');
    const read = (await store.get(maya.ctx, email.id)) as EmailMessageItem;
    await call(emailRoutes.review, { ...as(maya), params: { id: email.id }, body: { reviewStatus: 'REVIEWED' } });
    const before = await tenantItems(table, maya.namespaceId);
    const at = clock().toISOString();

    const changed = await store.change(
      maya.ctx,
      read,
      {
        set: { status: 'SCHEDULED', scheduledAt: LATER },
        history: [{ kind: 'STATUS', at, by: maya.ctx.userId, fromStatus: 'SAVED', toStatus: 'SCHEDULED' }],
        progress: { scheduled: 1 },
      },
      at,
    );
    const removed = await store.remove(maya.ctx, read, undefined);

    expect(changed).toEqual({ outcome: 'CONFLICT' });
    expect(removed).toBe(false);
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });

  it('answers 404 for a change to an email deleted meanwhile', async () => {
    const email = await emailIn('SAVED');
    expect((await call(emailRoutes.delete, { ...as(maya), params: { id: email.id } })).status).toBe(200);

    const answer = await call(emailRoutes.cancel, { ...as(maya), params: { id: email.id } });

    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: RESOURCE_NOT_FOUND_MESSAGES.emailMessage });
  });
});
