import { beforeAll, describe, expect, it } from 'vitest';

import { contactRoutes, emailRoutes, namespaceRoutes } from '../../../shared/api/routes';
import { EMAIL_LIST_TABS, EMAIL_STATUSES, type EmailListTab, type EmailStatus } from '../../../shared/domain/email';
import {
  EMAIL_REVIEW_ACTIONS,
  emailActionAllowed,
  emailActionRefusedMessage,
  type EmailReviewAction,
} from '../../../shared/domain/email-review';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { EMAIL_HISTORY_SIZE } from '../../../shared/domain/sending';
import type { EmailMessage } from '../../../shared/schemas/email-message';
import type { ContactThread, EmailBulkResult, EmailSummary } from '../../../shared/schemas/email-review';
import type { RouteDefinition } from '../../../shared/api/route';
import { createEmailActivityStore } from '../../../functions/adapters/dynamodb/email-activity-store';
import { createDynamoTokenBudget } from '../../../functions/adapters/dynamodb/token-budget';
import { optionalEnv } from '../../../functions/composition/environment';
import { TOKEN_BUDGET_RESERVE_MS, tokensPerMinuteFromEnv } from '../../../functions/composition/token-budget';
import { emailSummary } from '../../../functions/core/review/email-reads';
import { NOT_REVIEWED_MESSAGE } from '../../../functions/core/review/scheduling';
import type { TokenGrant } from '../../../functions/core/ports/token-budget';
import type { ActivityEvent } from '../../../functions/core/ports/tracking';
import type { ContactItem } from '../../../functions/core/ports/items';
import type { TestDeps } from '../../support/http';
import { call, installDeps, type CallResult } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, person, signIn, type Caller } from './behaviour-support';
import {
  createContact,
  createWorld,
  detail,
  historyOf,
  progressOf,
  putEmail,
  REVIEW_BODY,
  REVIEW_SUBJECT,
  stored,
  tenantItems,
  tickingClock,
  type ReviewWorld,
} from './behaviour-review-support';

const table = useTestTable();
// Monday 2 March 2026, 10:00 UTC; tests only ever move it forward
const clock = tickingClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let maya: Caller;
let emailWorld: ReviewWorld;
let linkedInWorld: ReviewWorld;
let ivo: ContactItem;

/** A send time well ahead of every clock the tests set. */
const LATER = '2026-06-01T10:00:00.000Z';

const EDITED_SUBJECT = 'Could your team see every pallet?';
const EDITED_BODY = REVIEW_BODY.replace('three countries', 'four countries');

beforeAll(async () => {
  deps = installDeps(table, clock);
  maya = await signIn(deps, person('maya'));
  emailWorld = await createWorld(deps, maya, 'EMAIL');
  linkedInWorld = await createWorld(deps, maya, 'LINKEDIN');
  ivo = await createContact(deps, maya);
});

/** An email of `world` in `status`, to a contact of Maya's who has others. */
async function emailIn(status: EmailStatus, world: ReviewWorld = emailWorld, extra: Parameters<typeof putEmail>[4] = {}) {
  return putEmail(deps, maya, world, ivo, { status, ...extra });
}

/** How each action of EMAIL_REVIEW_ACTIONS is asked for through the API. */
const ACTION_CALLS: Record<EmailReviewAction, { route: RouteDefinition; body?: unknown; world: () => ReviewWorld }> = {
  edit: { route: emailRoutes.update, body: { subject: EDITED_SUBJECT, bodyHtml: EDITED_BODY }, world: () => emailWorld },
  regenerate: { route: emailRoutes.regenerate, body: { instruction: 'Shorter, please.' }, world: () => emailWorld },
  review: { route: emailRoutes.review, body: { reviewStatus: 'REVIEWED' }, world: () => emailWorld },
  schedule: { route: emailRoutes.schedule, body: { at: LATER }, world: () => emailWorld },
  unschedule: { route: emailRoutes.unschedule, world: () => emailWorld },
  cancel: { route: emailRoutes.cancel, world: () => emailWorld },
  delete: { route: emailRoutes.delete, world: () => emailWorld },
  copy: { route: emailRoutes.copied, world: () => linkedInWorld },
};

function act(action: EmailReviewAction, id: string): Promise<CallResult> {
  const { route, body } = ACTION_CALLS[action];
  return call(route, { ...as(maya), params: { id }, ...(body === undefined ? {} : { body }) });
}

/**
 * What a rep may do to an email in each status, written out as the product promises it (not read
 * from the table the server checks): nothing once it is being sent or has been sent; only cancel or
 * delete while it is still being written; a draft, a failed write, a scheduled or a cancelled email
 * can be edited, written again and reviewed; drafts and scheduled emails can be scheduled and copied
 * as sent; only a scheduled email can be taken off the schedule.
 */
const ALLOWED: Readonly<Record<EmailStatus, readonly EmailReviewAction[]>> = {
  CREATED: ['cancel', 'delete'],
  SAVED: ['edit', 'regenerate', 'review', 'schedule', 'cancel', 'delete', 'copy'],
  REGENERATED: ['edit', 'regenerate', 'review', 'schedule', 'cancel', 'delete', 'copy'],
  SCHEDULED: ['edit', 'regenerate', 'review', 'schedule', 'unschedule', 'cancel', 'delete', 'copy'],
  SENDING: [],
  SENT: [],
  READ: [],
  CLICKED: [],
  REPLIED: [],
  FAILED: ['edit', 'regenerate', 'review', 'cancel', 'delete'],
  CANCELLED: ['edit', 'regenerate', 'review', 'delete'],
  BOUNCED: [],
  SPAM: [],
  LIFECYCLE_STAGE_TOO_HIGH: ['delete'],
};

/** The status each action leaves the email in; review keeps it, delete removes the email. */
const LEAVES: Readonly<Partial<Record<EmailReviewAction, EmailStatus>>> = {
  edit: 'SAVED',
  regenerate: 'REGENERATED',
  schedule: 'SCHEDULED',
  unschedule: 'SAVED',
  cancel: 'CANCELLED',
  copy: 'SENT',
};

/** Every (action, status) pair, allowed or not. */
const PAIRS = EMAIL_REVIEW_ACTIONS.flatMap((action) =>
  EMAIL_STATUSES.map((status) => ({ action, status, allowed: ALLOWED[status].includes(action) })),
);

/** The allowed pairs of the actions that move the email to a status. */
const MOVES = PAIRS.flatMap(({ action, status, allowed }) => {
  const to = LEAVES[action];
  return allowed && to !== undefined ? [[action, status, to] as const] : [];
});

/** The statuses `action` is allowed from. */
const allowedFrom = (action: EmailReviewAction) => EMAIL_STATUSES.filter((status) => ALLOWED[status].includes(action));

/**
 * The actions asked through the API: the whole matrix of actions by status is the review service's
 * unit test (test/unit/review/review-actions.test.ts, over an in-memory store). Here each action is
 * asked where it is allowed and where it is refused, from a draft and from a sent email where it can
 * be, to prove the routes and the table's conditional writes keep to the same table; writing again,
 * which needs the writer and the token budget, is asked from every status.
 */
function sampleOf(action: EmailReviewAction, allowed: boolean) {
  const pairs = PAIRS.filter((pair) => pair.action === action && pair.allowed === allowed);
  return pairs.find((pair) => pair.status === 'SAVED' || pair.status === 'SENT') ?? pairs[0];
}
const SAMPLED = PAIRS.filter((pair) => pair.action === 'regenerate' || sampleOf(pair.action, pair.allowed) === pair);
const sampled = (action: EmailReviewAction, status: EmailStatus) =>
  SAMPLED.some((pair) => pair.action === action && pair.status === status);

describe('every change, from every status', () => {
  it.each(MOVES.filter(([action, status]) => sampled(action, status)))(
    '%s is allowed from %s and leaves the email %s',
    async (action, status, to) => {
      const email = await emailIn(status, ACTION_CALLS[action].world());

      const answer = await act(action, email.id);

      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(bodyOf<EmailMessage>(answer).status).toBe(to);
      expect((await stored(deps, maya, email.id))?.status).toBe(to);
    },
  );

  it.each(allowedFrom('review').filter((status) => sampled('review', status)))(
    'review is allowed from %s and marks the email reviewed, its status kept',
    async (status) => {
      const email = await emailIn(status);

      const answer = await act('review', email.id);

      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await stored(deps, maya, email.id)).toMatchObject({ status, reviewStatus: 'REVIEWED' });
    },
  );

  it.each(allowedFrom('delete').filter((status) => sampled('delete', status)))(
    'delete is allowed from %s and the email is gone',
    async (status) => {
      const email = await emailIn(status);

      const answer = await act('delete', email.id);

      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      expect(await stored(deps, maya, email.id)).toBeNull();
      expect((await call(emailRoutes.get, { ...as(maya), params: { id: email.id } })).status).toBe(404);
    },
  );

  it.each(SAMPLED.filter((pair) => !pair.allowed).map(({ action, status }) => [action, status] as const))(
    '%s is refused from %s with 409 naming both statuses, and changes nothing',
    async (action, status) => {
      const email = await emailIn(status, ACTION_CALLS[action].world());
      const before = await tenantItems(table, maya.namespaceId);

      const answer = await act(action, email.id);

      expect(answer.status).toBe(409);
      expect(answer.body).toMatchObject({ message: emailActionRefusedMessage(action, status) });
      expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
    },
  );

  it('offers the web app the same actions the server allows, so it never shows one that would be refused', () => {
    for (const status of EMAIL_STATUSES) {
      expect(
        EMAIL_REVIEW_ACTIONS.filter((action) => emailActionAllowed(action, status)),
        status,
      ).toEqual(EMAIL_REVIEW_ACTIONS.filter((action) => ALLOWED[status].includes(action)));
    }
  });

  it('says why a sent or sending email cannot be changed', () => {
    for (const status of ['SENDING', 'SENT', 'READ', 'CLICKED', 'REPLIED', 'BOUNCED', 'SPAM'] as const) {
      expect(emailActionRefusedMessage('schedule', status)).toContain('it has been sent or is being sent');
    }
  });
});

/** Every page of a tab, following the cursor until it is null. */
async function listAll(caller: Caller, body: Record<string, unknown>): Promise<{ items: EmailSummary[]; pages: number }> {
  const items: EmailSummary[] = [];
  let cursor: string | null | undefined;
  let pages = 0;
  do {
    const answer = await call(emailRoutes.list, { ...as(caller), body: { ...body, ...(cursor ? { cursor } : {}) } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const page = bodyOf<{ items: EmailSummary[]; cursor: string | null }>(answer);
    items.push(...page.items);
    cursor = page.cursor;
    pages += 1;
  } while (cursor && pages < 20);
  return { items, pages };
}

function ids(items: readonly { id: string }[]): string[] {
  return items.map((item) => item.id);
}

/**
 * The review queue's tabs as the rep reads them: what is still to send (being written, drafts, and
 * what failed or was stopped before sending), what is on its way, and what has gone out.
 */
const TABS: Readonly<Record<EmailListTab, readonly EmailStatus[]>> = {
  GENERATED: ['CREATED', 'SAVED', 'REGENERATED', 'FAILED', 'CANCELLED', 'LIFECYCLE_STAGE_TOO_HIGH'],
  SCHEDULED: ['SCHEDULED', 'SENDING'],
  SENT: ['SENT', 'READ', 'CLICKED', 'REPLIED', 'BOUNCED', 'SPAM'],
};

describe('the list', () => {
  let lena: Caller;
  let byStatus: Map<EmailStatus, string>;

  beforeAll(async () => {
    lena = await signIn(deps, person('lena'));
    const world = await createWorld(deps, lena);
    const contact = await createContact(deps, lena);
    byStatus = new Map();
    for (const status of EMAIL_STATUSES) {
      byStatus.set(status, (await putEmail(deps, lena, world, contact, { status })).id);
    }
  });

  it('holds in each tab exactly the statuses of that tab, newest first, with the campaign name', async () => {
    for (const tab of EMAIL_LIST_TABS) {
      const { items } = await listAll(lena, { tab, limit: 100 });
      expect(items.map((item) => item.status).sort()).toEqual([...TABS[tab]].sort());
      expect(ids(items).sort()).toEqual(TABS[tab].map((status) => byStatus.get(status)).sort());
      const created = items.map((item) => item.createdAt);
      expect(created).toEqual([...created].sort().reverse());
      expect(new Set(created).size).toBe(created.length);
      expect(items.every((item) => item.campaignName !== undefined && item.campaignName.startsWith('Campaign '))).toBe(true);
      expect(items.every((item) => !('bodyHtml' in item))).toBe(true);
    }
  });

  it('lists each email as its whole item reads, all but the cadence step, which its detail and thread show', async () => {
    for (const tab of EMAIL_LIST_TABS) {
      const { items } = await listAll(lena, { tab, limit: 100 });
      for (const item of items) {
        const whole = await stored(deps, lena, item.id);
        if (!whole) throw new Error(`${item.id} is not stored`);
        const { step: _step, ...summary } = emailSummary(whole, item.campaignName);

        expect(item).toEqual(summary);
      }
    }
  });

  it('lists the GENERATED tab by default', async () => {
    const answer = await call(emailRoutes.list, { ...as(lena) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(
      bodyOf<{ items: EmailSummary[] }>(answer)
        .items.map((item) => item.status)
        .sort(),
    ).toEqual([...TABS.GENERATED].sort());
  });

  it('walks a tab a page at a time with the cursor, each email once, in the same order', async () => {
    const whole = await listAll(lena, { tab: 'GENERATED', limit: 100 });
    const paged = await listAll(lena, { tab: 'GENERATED', limit: 2 });
    expect(paged.pages).toBeGreaterThanOrEqual(3);
    expect(ids(paged.items)).toEqual(ids(whole.items));
  });
});

describe('filtering the list', () => {
  let nora: Caller;
  let a: ReviewWorld;
  let b: ReviewWorld;
  let ivo: ContactItem;
  let zora: ContactItem;
  let coldRooms: string;
  let idea: string;
  let note: string;

  beforeAll(async () => {
    nora = await signIn(deps, person('nora'));
    a = await createWorld(deps, nora, 'EMAIL');
    b = await createWorld(deps, nora, 'LINKEDIN');
    ivo = await createContact(deps, nora, 'Ivo', 'Petrov');
    zora = await createContact(deps, nora, 'Zora', 'Lind');
    coldRooms = (await putEmail(deps, nora, a, ivo, { subject: 'Could your cold rooms report to you?' })).id;
    idea = (await putEmail(deps, nora, a, zora, { reviewStatus: 'REVIEWED' })).id;
    note = (await putEmail(deps, nora, b, ivo)).id;
  });

  async function matching(filter: Record<string, unknown>): Promise<string[]> {
    return ids((await listAll(nora, { tab: 'GENERATED', limit: 100, ...filter })).items).sort();
  }

  it('filters by campaign, contact, review status and channel', async () => {
    expect(await matching({ campaignId: a.campaignId })).toEqual([coldRooms, idea].sort());
    expect(await matching({ contactId: ivo.id })).toEqual([coldRooms, note].sort());
    expect(await matching({ reviewStatus: 'REVIEWED' })).toEqual([idea]);
    expect(await matching({ reviewStatus: 'NOT_REVIEWED' })).toEqual([coldRooms, note].sort());
    expect(await matching({ channel: 'LINKEDIN' })).toEqual([note]);
    expect(await matching({ campaignId: a.campaignId, contactId: ivo.id })).toEqual([coldRooms]);
  });

  it('searches the subject, the contact email and the contact name, whatever the case', async () => {
    expect(await matching({ search: 'COLD ROOMS' })).toEqual([coldRooms]);
    expect(await matching({ search: zora.email.slice(0, 9).toUpperCase() })).toEqual([idea]);
    expect(await matching({ search: 'zora' })).toEqual([idea]);
    expect(await matching({ search: 'petrov' })).toEqual([coldRooms, note].sort());
    expect(await matching({ search: 'petrov', channel: 'EMAIL' })).toEqual([coldRooms]);
    expect(await matching({ search: 'nobody-here' })).toEqual([]);
  });

  it('joins the campaign name to each email', async () => {
    const { items } = await listAll(nora, { tab: 'GENERATED', limit: 100 });
    expect(Object.fromEntries(items.map((item) => [item.id, item.campaignName]))).toEqual({
      [coldRooms]: a.campaignName,
      [idea]: a.campaignName,
      [note]: b.campaignName,
    });
  });

  it('moves a scheduled email from the GENERATED tab to the SCHEDULED one', async () => {
    const answer = await call(emailRoutes.schedule, { ...as(nora), params: { id: idea }, body: { at: LATER } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await matching({})).toEqual([coldRooms, note].sort());
    const scheduled = (await listAll(nora, { tab: 'SCHEDULED', limit: 100 })).items;
    expect(ids(scheduled)).toEqual([idea]);
    expect(scheduled[0]).toMatchObject({ status: 'SCHEDULED', scheduledAt: LATER, campaignName: a.campaignName });
  });
});

describe('reading one email', () => {
  it("answers its thread: the campaign's other emails to the contact, oldest first", async () => {
    const contact = await createContact(deps, maya);
    const root = await putEmail(deps, maya, emailWorld, contact, { status: 'SENT', step: 0 });
    const followUp = await putEmail(deps, maya, emailWorld, contact, { step: 1, threadRootId: root.id });
    const third = await putEmail(deps, maya, emailWorld, contact, { status: 'CREATED', step: 2, threadRootId: root.id });
    await putEmail(deps, maya, linkedInWorld, contact);

    expect(ids((await detail(maya, followUp.id)).thread)).toEqual([root.id, third.id]);
    expect(ids((await detail(maya, root.id)).thread)).toEqual([followUp.id, third.id]);
  });

  it('answers its history newest first', async () => {
    const email = await emailIn('REGENERATED');
    await call(emailRoutes.review, { ...as(maya), params: { id: email.id }, body: { reviewStatus: 'REVIEWED' } });
    await call(emailRoutes.update, {
      ...as(maya),
      params: { id: email.id },
      body: { subject: EDITED_SUBJECT, bodyHtml: EDITED_BODY },
    });
    await call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: LATER } });

    const history = await historyOf(maya, email.id);

    expect(history.map((entry) => [entry.kind, entry.fromStatus, entry.toStatus])).toEqual([
      ['STATUS', 'SAVED', 'SCHEDULED'],
      ['STATUS', 'REGENERATED', 'SAVED'],
      ['VERSION', 'REGENERATED', undefined],
      ['REVIEW', undefined, undefined],
    ]);
    expect(history.map((entry) => entry.at)).toEqual(
      history
        .map((entry) => entry.at)
        .sort()
        .reverse(),
    );
    expect(history.every((entry) => entry.emailId === email.id && entry.by === maya.identity.sub)).toBe(true);
    expect(history[2]).toMatchObject({ subject: REVIEW_SUBJECT, bodyHtml: REVIEW_BODY, writer: 'offline' });
  });

  it("answers what its placeholders stand for and the checker's context", async () => {
    const email = await emailIn('SAVED');

    const answer = await detail(maya, email.id);

    expect(answer.placeholders).toEqual({
      firstName: 'Ivo',
      link: emailWorld.callToActionUrl,
      signature: emailWorld.signature,
    });
    expect(answer.check).toMatchObject({
      channel: 'EMAIL',
      language: 'ENGLISH',
      type: 'ROOT',
      senderName: 'Maya',
      hasSignature: true,
      // the campaign's generator (the default) writes no links, though the placeholder stands for one
      callToAction: { hasDescription: false, hasLink: false },
      contactFirstName: 'Ivo',
    });
    expect(answer.campaign).toEqual({ id: emailWorld.campaignId, name: emailWorld.campaignName, status: 'RUNNING' });
    expect(answer.contact).toMatchObject({ id: email.contactId, firstName: 'Ivo', lastName: 'Petrov' });
    expect(answer.email).toMatchObject({ id: email.id, bodyHtml: REVIEW_BODY });
  });
});

describe("reading one email's opens and clicks", () => {
  const SCANNER = 'the user agent names a link scanner';
  const events = (emailId: string): ActivityEvent[] => [
    { emailId, kind: 'OPEN', at: '2026-03-01T10:05:00.000Z', machineReason: SCANNER, userAgent: 'curl/8.5.0' },
    { emailId, kind: 'CLICK', at: '2026-03-01T10:05:01.000Z', machineReason: SCANNER, userAgent: 'curl/8.5.0' },
    { emailId, kind: 'OPEN', at: '2026-03-01T10:05:02.000Z', machineReason: 'an image proxy prefetched it' },
    { emailId, kind: 'OPEN', at: '2026-03-01T11:00:00.000Z', userAgent: 'Mozilla/5.0 (Macintosh)' },
    { emailId, kind: 'CLICK', at: '2026-03-01T11:01:00.000Z', userAgent: 'Mozilla/5.0 (Macintosh)' },
    { emailId, kind: 'OPEN', at: '2026-03-02T09:30:00.000Z', userAgent: 'Mozilla/5.0 (iPhone)' },
  ];
  const activityStore = () => createEmailActivityStore(table.client, table.tableName);
  async function record(caller: Caller, list: readonly ActivityEvent[]) {
    for (const event of list) await activityStore().record(caller.ctx, event);
  }

  it("answers a person's opens and clicks apart from machines', with a person's first and last times", async () => {
    const email = await emailIn('CLICKED');
    await record(maya, events(email.id));
    await activityStore().markApplied(maya.ctx, email.id, 'OPEN');

    const answer = await detail(maya, email.id);

    expect(answer.activity).toEqual({
      opens: 2,
      clicks: 1,
      machineOpens: 2,
      machineClicks: 1,
      firstOpenedAt: '2026-03-01T11:00:00.000Z',
      lastOpenedAt: '2026-03-02T09:30:00.000Z',
      firstClickedAt: '2026-03-01T11:01:00.000Z',
      lastClickedAt: '2026-03-01T11:01:00.000Z',
    });
    // what the status bookkeeping and the user agents are stays on the server
    const raw = JSON.stringify(answer);
    for (const kept of ['lastUserAgent', 'Mozilla', 'openApplied', 'clickApplied', 'lastMachineReason']) {
      expect(raw).not.toContain(kept);
    }
  });

  it('answers machine fetches alone, without times, when no person opened the email', async () => {
    const email = await emailIn('SENT');
    await record(maya, events(email.id).slice(0, 3));

    expect((await detail(maya, email.id)).activity).toEqual({ opens: 0, clicks: 0, machineOpens: 2, machineClicks: 1 });
  });

  it('answers null for a sent email with nothing recorded', async () => {
    const email = await emailIn('SENT');

    expect((await detail(maya, email.id)).activity).toBeNull();
  });

  it('answers null for an email not sent, and for a LinkedIn message, whatever was recorded', async () => {
    const draft = await emailIn('SAVED');
    const message = await emailIn('SENT', linkedInWorld);
    await record(maya, events(draft.id));
    await record(maya, events(message.id));

    expect((await detail(maya, draft.id)).activity).toBeNull();
    expect((await detail(maya, message.id)).activity).toBeNull();
  });

  it("keeps another instance's email 404 and reads the activity of the caller's instance only", async () => {
    const otto = await signIn(deps, person('otto-activity'));
    const email = await emailIn('READ');
    await record(maya, events(email.id).slice(3, 4));
    // an activity under the same email id in Otto's instance: never Maya's, never answered to Otto
    await record(otto, events(email.id));

    const across = await call(emailRoutes.get, { ...as(otto), params: { id: email.id } });

    expect(across.status).toBe(404);
    expect(JSON.stringify(across.body)).not.toContain('activity');
    expect((await detail(maya, email.id)).activity).toEqual({
      opens: 1,
      clicks: 0,
      machineOpens: 0,
      machineClicks: 0,
      firstOpenedAt: '2026-03-01T11:00:00.000Z',
      lastOpenedAt: '2026-03-01T11:00:00.000Z',
    });
  });
});

describe('the next slot', () => {
  let olga: Caller;
  let world: ReviewWorld;

  beforeAll(async () => {
    olga = await signIn(deps, person('olga'));
    world = await createWorld(deps, olga);
  });

  /** An email of the world to a new contact in `timeZone` (none: the sender's or the instance's zone applies). */
  async function emailTo(timeZone?: string): Promise<string> {
    const contact = await createContact(deps, olga);
    if (timeZone !== undefined) await deps.services.contact.update(olga.ctx, contact.id, { timeZone });
    return (await putEmail(deps, olga, world, contact)).id;
  }

  async function nextSlot(id: string): Promise<{ nextSlot: string; nextSlotTimeZone: string }> {
    const { nextSlot: at, nextSlotTimeZone } = await detail(olga, id);
    return { nextSlot: at, nextSlotTimeZone };
  }

  async function setOption(name: string, status: 'ACTIVE' | 'INACTIVE'): Promise<void> {
    const answer = await call(namespaceRoutes.setOptions, { ...as(olga), body: { options: [{ name, status }] } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  }

  it("keeps office hours and weekdays in the recipient's time zone, as the planner does, else the instance's", async () => {
    // Friday 6 March 2026, 18:30 UTC
    clock.set('2026-03-06T18:30:00.000Z');
    const [unknown, newYork, tokyo, paris] = [
      await emailTo(),
      await emailTo('America/New_York'),
      await emailTo('Asia/Tokyo'),
      await emailTo('Europe/Paris'),
    ];
    clock.set('2026-03-06T18:30:00.000Z');

    // no zone known but the instance's, UTC: after hours, Monday 9:00
    expect(await nextSlot(unknown)).toEqual({ nextSlot: '2026-03-09T09:00:00.000Z', nextSlotTimeZone: 'UTC' });
    // 13:30 in New York: now, to the next minute
    expect(await nextSlot(newYork)).toEqual({ nextSlot: '2026-03-06T18:31:00.000Z', nextSlotTimeZone: 'America/New_York' });
    // Saturday 3:30 in Tokyo: Monday 9:00 there
    expect(await nextSlot(tokyo)).toEqual({ nextSlot: '2026-03-09T00:00:00.000Z', nextSlotTimeZone: 'Asia/Tokyo' });
    // Friday 19:30 in Paris: Monday 9:00 there
    expect(await nextSlot(paris)).toEqual({ nextSlot: '2026-03-09T08:00:00.000Z', nextSlotTimeZone: 'Europe/Paris' });
  });

  it('follows the options once they are set INACTIVE', async () => {
    const [unknown, tokyo] = [await emailTo(), await emailTo('Asia/Tokyo')];
    // Friday 6 March 2026, 18:40 UTC: Saturday 3:40 in Tokyo
    clock.set('2026-03-06T18:40:00.000Z');
    await setOption('SEND_DURING_OFFICE_HOURS_ONLY', 'INACTIVE');
    expect((await nextSlot(unknown)).nextSlot).toBe('2026-03-06T18:41:00.000Z');
    expect((await nextSlot(tokyo)).nextSlot).toBe('2026-03-08T15:00:00.000Z');

    await setOption('SEND_DURING_WEEKDAYS_ONLY', 'INACTIVE');
    expect((await nextSlot(tokyo)).nextSlot).toBe('2026-03-06T18:41:00.000Z');

    await setOption('SEND_DURING_OFFICE_HOURS_ONLY', 'ACTIVE');
    // any day allowed: 9:00 the same Saturday in Tokyo
    expect((await nextSlot(tokyo)).nextSlot).toBe('2026-03-07T00:00:00.000Z');
    await setOption('SEND_DURING_WEEKDAYS_ONLY', 'ACTIVE');
  });

  it("schedules at the recipient's next slot when no time is given, whatever the rep's zone", async () => {
    const id = await emailTo('Europe/Paris');
    // Saturday 7 March 2026, 12:00 UTC
    clock.set('2026-03-07T12:00:00.000Z');
    const { nextSlot: slot } = await nextSlot(id);
    expect(slot).toBe('2026-03-09T08:00:00.000Z');

    const answer = await call(emailRoutes.schedule, { ...as(olga), params: { id }, body: {} });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(bodyOf<EmailMessage>(answer)).toMatchObject({ status: 'SCHEDULED', scheduledAt: slot });
  });
});

describe('editing', () => {
  it('stores the rules the new text breaks, as the server checks them, and keeps the earlier version', async () => {
    const email = await emailIn('REGENERATED');
    const hyped = REVIEW_BODY.replace(
      'We help teams like yours see every pallet temperature in one place.',
      'Our groundbreaking sensors show every pallet temperature — in one place.',
    );

    const answer = await call(emailRoutes.update, {
      ...as(maya),
      params: { id: email.id },
      body: { subject: EDITED_SUBJECT, bodyHtml: hyped },
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const edited = bodyOf<EmailMessage>(answer);
    expect(edited).toMatchObject({ status: 'SAVED', subject: EDITED_SUBJECT, bodyHtml: hyped });
    expect(edited.violations?.map((violation) => violation.code)).toEqual(expect.arrayContaining(['DASH', 'HYPE_WORD']));
    expect((await stored(deps, maya, email.id))?.violations).toEqual(edited.violations);
    const [status, version] = await historyOf(maya, email.id);
    expect(status).toMatchObject({ kind: 'STATUS', fromStatus: 'REGENERATED', toStatus: 'SAVED' });
    expect(version).toMatchObject({ kind: 'VERSION', subject: REVIEW_SUBJECT, bodyHtml: REVIEW_BODY });
  });

  it('stores no violations for a clean text', async () => {
    const email = await emailIn('SAVED', emailWorld, { violations: [{ code: 'DASH', message: 'A dash.' }] });
    const answer = await call(emailRoutes.update, {
      ...as(maya),
      params: { id: email.id },
      body: { subject: EDITED_SUBJECT, bodyHtml: EDITED_BODY },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect((await stored(deps, maya, email.id))?.violations).toEqual([]);
  });

  it('answers 409 and changes nothing when the email changed since the version edited', async () => {
    const email = await emailIn('SAVED');
    await call(emailRoutes.review, { ...as(maya), params: { id: email.id }, body: { reviewStatus: 'REVIEWED' } });
    const before = await tenantItems(table, maya.namespaceId);

    const answer = await call(emailRoutes.update, {
      ...as(maya),
      params: { id: email.id },
      body: { subject: EDITED_SUBJECT, bodyHtml: EDITED_BODY, updatedAt: email.updatedAt },
    });

    expect(answer.status).toBe(409);
    expect(answer.body).toMatchObject({ message: expect.stringContaining('changed since you opened it') as string });
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });

  it('saves an edit made on the latest version', async () => {
    const email = await emailIn('SAVED');
    const answer = await call(emailRoutes.update, {
      ...as(maya),
      params: { id: email.id },
      body: { subject: 'Would your team like fewer spoiled pallets?', bodyHtml: EDITED_BODY, updatedAt: email.updatedAt },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(await stored(deps, maya, email.id)).toMatchObject({
      subject: 'Would your team like fewer spoiled pallets?',
      bodyHtml: EDITED_BODY,
    });
  });

  it('needs no subject for a LinkedIn message, and a subject for an email', async () => {
    const message = await emailIn('SAVED', linkedInWorld);
    const linkedIn = await call(emailRoutes.update, {
      ...as(maya),
      params: { id: message.id },
      body: { bodyHtml: '<html><body><p>Hi {{firstName}}, one question about your fleet.</p></body></html>' },
    });
    expect(linkedIn.status).toBe(200);
    expect(bodyOf<EmailMessage>(linkedIn)).toMatchObject({ status: 'SAVED' });
    expect(bodyOf<EmailMessage>(linkedIn).subject).toBeUndefined();

    const email = await emailIn('SAVED');
    const before = await tenantItems(table, maya.namespaceId);
    const refused = await call(emailRoutes.update, { ...as(maya), params: { id: email.id }, body: { bodyHtml: EDITED_BODY } });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ fieldErrors: [{ path: 'subject', message: 'Subject is required for emails.' }] });
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });

  it('takes a scheduled email off the schedule, and its campaign counts it scheduled no more', async () => {
    const email = await emailIn('SAVED', emailWorld, { reviewStatus: 'REVIEWED' });
    const start = (await progressOf(maya, emailWorld.campaignId)).scheduled;
    await call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: LATER } });
    expect((await progressOf(maya, emailWorld.campaignId)).scheduled).toBe(start + 1);

    const answer = await call(emailRoutes.update, {
      ...as(maya),
      params: { id: email.id },
      body: { subject: EDITED_SUBJECT, bodyHtml: EDITED_BODY },
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const after = await stored(deps, maya, email.id);
    expect(after).toMatchObject({ status: 'SAVED' });
    expect(after?.scheduledAt).toBeUndefined();
    expect((await progressOf(maya, emailWorld.campaignId)).scheduled).toBe(start);
    expect(ids((await listAll(maya, { tab: 'SCHEDULED', limit: 100 })).items)).not.toContain(email.id);
  });
});

describe('the history of versions', () => {
  it(`keeps the ${EMAIL_HISTORY_SIZE} latest earlier versions over edits and writing again, the oldest dropped`, async () => {
    const email = await emailIn('SAVED');
    const bodies = [1, 2, 3, 4, 5, 6, 7].map((n) => REVIEW_BODY.replace('three countries', `${n + 3} countries`));
    const replaced: string[] = [REVIEW_BODY];
    for (const [index, body] of bodies.entries()) {
      const answer =
        index === 4
          ? await call(emailRoutes.regenerate, { ...as(maya), params: { id: email.id } })
          : await call(emailRoutes.update, {
              ...as(maya),
              params: { id: email.id },
              body: { subject: EDITED_SUBJECT, bodyHtml: body },
            });
      expect(answer.status, JSON.stringify(answer.body)).toBe(200);
      replaced.push(bodyOf<EmailMessage>(answer).bodyHtml ?? '');
    }

    const versions = (await historyOf(maya, email.id)).filter((entry) => entry.kind === 'VERSION');

    expect(versions).toHaveLength(EMAIL_HISTORY_SIZE);
    // the last text is the email's own; the five before it are kept, newest first
    expect(versions.map((entry) => entry.bodyHtml)).toEqual(replaced.slice(-1 - EMAIL_HISTORY_SIZE, -1).reverse());
  });
});

describe('writing again', () => {
  it('writes a new text with the offline writer, records the instruction and keeps the earlier version', async () => {
    const email = await emailIn('SAVED');

    const answer = await call(emailRoutes.regenerate, {
      ...as(maya),
      params: { id: email.id },
      body: { instruction: 'Mention the pallets.' },
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const written = bodyOf<EmailMessage>(answer);
    expect(written).toMatchObject({ status: 'REGENERATED', writer: 'offline' });
    expect(written.bodyHtml).not.toBe(REVIEW_BODY);
    expect(written.subject).toEqual(expect.any(String));
    expect(await stored(deps, maya, email.id)).toMatchObject({ status: 'REGENERATED', bodyHtml: written.bodyHtml });
    const [status, version] = await historyOf(maya, email.id);
    expect(status).toMatchObject({
      kind: 'STATUS',
      fromStatus: 'SAVED',
      toStatus: 'REGENERATED',
      instruction: 'Mention the pallets.',
    });
    expect(version).toMatchObject({ kind: 'VERSION', bodyHtml: REVIEW_BODY, writer: 'offline' });
  });

  it('answers 503 and changes nothing while the token budget is spent', async () => {
    const email = await emailIn('SAVED');
    // the bucket every writer shares, spent a minute ahead by a call that used more than it asked
    const budget = createDynamoTokenBudget(table.client, table.tableName, {
      name: optionalEnv('OPENAI_MODEL') ?? 'default',
      tokensPerMinute: tokensPerMinuteFromEnv(),
      reserveMs: TOKEN_BUDGET_RESERVE_MS,
      now: clock,
    });
    const grant = await budget.acquire(1);
    expect(grant).toHaveProperty('settle');
    await (grant as TokenGrant).settle(tokensPerMinuteFromEnv() + 1);
    const before = await tenantItems(table, maya.namespaceId);

    const answer = await call(emailRoutes.regenerate, { ...as(maya), params: { id: email.id } });

    expect(answer.status).toBe(503);
    expect(answer.body).toMatchObject({ message: expect.stringContaining('The writer is busy') as string });
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
    // two minutes on, the bucket is full again
    clock.advance(2 * 60_000);
    expect((await call(emailRoutes.regenerate, { ...as(maya), params: { id: email.id } })).status).toBe(200);
  });
});

describe('scheduling', () => {
  it('answers 400 naming `at` for a time in the past, and changes nothing', async () => {
    const email = await emailIn('SAVED');
    const before = await tenantItems(table, maya.namespaceId);
    const past = new Date(clock().getTime() - 5 * 60_000).toISOString();

    const answer = await call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: past } });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ fieldErrors: [{ path: 'at', message: 'Send time must be now or later.' }] });
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });

  it('needs the rep to accept the rules an email breaks, and then counts it as sent against them', async () => {
    const email = await emailIn('SAVED', emailWorld, {
      violations: [
        { code: 'DASH', message: 'A dash.' },
        { code: 'HYPE_WORD', message: 'Hype.' },
      ],
    });
    const before = await tenantItems(table, maya.namespaceId);

    const refused = await call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: LATER } });

    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ message: expect.stringContaining('breaks 2 writing rules') as string });
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);

    const accepted = await call(emailRoutes.schedule, {
      ...as(maya),
      params: { id: email.id },
      body: { at: LATER, acceptViolations: true },
    });
    expect(accepted.status).toBe(200);
    expect(bodyOf<EmailMessage>(accepted)).toMatchObject({ status: 'SCHEDULED', sentAgainstRules: true, scheduledAt: LATER });
    expect(await stored(deps, maya, email.id)).toMatchObject({ status: 'SCHEDULED', sentAgainstRules: true });
  });

  it("marks the email reviewed when 'Send reviewed emails only' is on, and counts it scheduled once", async () => {
    const email = await emailIn('SAVED');
    const start = await progressOf(maya, emailWorld.campaignId);

    const answer = await call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: LATER } });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(bodyOf<EmailMessage>(answer)).toMatchObject({ status: 'SCHEDULED', reviewStatus: 'REVIEWED', scheduledAt: LATER });
    expect((await progressOf(maya, emailWorld.campaignId)).scheduled).toBe(start.scheduled + 1);
    const history = await historyOf(maya, email.id);
    expect(history.map((entry) => entry.kind).sort()).toEqual(['REVIEW', 'STATUS']);
    expect(history.find((entry) => entry.kind === 'STATUS')).toMatchObject({ fromStatus: 'SAVED', toStatus: 'SCHEDULED' });

    // rescheduling changes the time, not the count
    const later = '2026-06-02T10:00:00.000Z';
    const again = await call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: later } });
    expect(bodyOf<EmailMessage>(again)).toMatchObject({ status: 'SCHEDULED', scheduledAt: later });
    expect((await progressOf(maya, emailWorld.campaignId)).scheduled).toBe(start.scheduled + 1);
    expect((await historyOf(maya, email.id))[0]).toMatchObject({ fromStatus: 'SCHEDULED', toStatus: 'SCHEDULED' });

    // scheduling it again at the time it has changes nothing
    const before = await tenantItems(table, maya.namespaceId);
    const same = await call(emailRoutes.schedule, { ...as(maya), params: { id: email.id }, body: { at: later } });
    expect(same.status).toBe(200);
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });

  it('skips emails not reviewed in a bulk schedule, saying why', async () => {
    const notReviewed = await emailIn('SAVED');
    const reviewed = await emailIn('SAVED', emailWorld, { reviewStatus: 'REVIEWED' });

    const answer = await call(emailRoutes.bulk, {
      ...as(maya),
      body: { action: 'SCHEDULE', ids: [notReviewed.id, reviewed.id], at: LATER },
    });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(bodyOf<EmailBulkResult>(answer)).toEqual({
      processed: 2,
      changed: 1,
      skipped: [{ id: notReviewed.id, status: 'SAVED', reason: NOT_REVIEWED_MESSAGE }],
      cursor: null,
    });
    expect((await stored(deps, maya, notReviewed.id))?.status).toBe('SAVED');
    expect((await stored(deps, maya, reviewed.id))?.status).toBe('SCHEDULED');
  });

  it("takes unreviewed emails too once 'Send reviewed emails only' is off, without marking them", async () => {
    const pia = await signIn(deps, person('pia'));
    const world = await createWorld(deps, pia);
    const email = await putEmail(deps, pia, world, await createContact(deps, pia));
    await call(namespaceRoutes.setOptions, {
      ...as(pia),
      body: { options: [{ name: 'SEND_REVIEWED_EMAILS_ONLY', status: 'INACTIVE' }] },
    });

    const answer = await call(emailRoutes.bulk, { ...as(pia), body: { action: 'SCHEDULE', ids: [email.id], at: LATER } });

    expect(bodyOf<EmailBulkResult>(answer)).toMatchObject({ changed: 1, skipped: [] });
    expect(await stored(deps, pia, email.id)).toMatchObject({ status: 'SCHEDULED', reviewStatus: 'NOT_REVIEWED' });
  });
});

describe('copied LinkedIn messages', () => {
  it('records a copied message as sent, and its campaign counts it sent', async () => {
    const message = await emailIn('SAVED', linkedInWorld, { reviewStatus: 'REVIEWED' });
    await call(emailRoutes.schedule, { ...as(maya), params: { id: message.id }, body: { at: LATER } });
    const start = await progressOf(maya, linkedInWorld.campaignId);

    const answer = await call(emailRoutes.copied, { ...as(maya), params: { id: message.id } });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const copied = bodyOf<EmailMessage>(answer);
    expect(copied).toMatchObject({ status: 'SENT', copyStatus: 'SENT' });
    expect(Date.parse(copied.sentAt ?? '')).not.toBeNaN();
    expect(await progressOf(maya, linkedInWorld.campaignId)).toMatchObject({
      sent: start.sent + 1,
      scheduled: start.scheduled - 1,
    });
    expect((await historyOf(maya, message.id))[0]).toMatchObject({ kind: 'STATUS', fromStatus: 'SCHEDULED', toStatus: 'SENT' });
  });

  it('answers 400 for an email, and changes nothing', async () => {
    const email = await emailIn('SAVED');
    const before = await tenantItems(table, maya.namespaceId);

    const answer = await call(emailRoutes.copied, { ...as(maya), params: { id: email.id } });

    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({ message: expect.stringContaining('Only LinkedIn messages') as string });
    expect(await tenantItems(table, maya.namespaceId)).toEqual(before);
  });
});

describe("a contact's thread", () => {
  it('answers every email to the contact newest first, each with its own history newest first', async () => {
    const contact = await createContact(deps, maya);
    const first = await putEmail(deps, maya, emailWorld, contact, { status: 'SENT', step: 0 });
    const second = await putEmail(deps, maya, linkedInWorld, contact);
    const third = await putEmail(deps, maya, emailWorld, contact, { step: 1, threadRootId: first.id });
    await call(emailRoutes.update, {
      ...as(maya),
      params: { id: third.id },
      body: { subject: EDITED_SUBJECT, bodyHtml: EDITED_BODY },
    });
    await call(emailRoutes.schedule, { ...as(maya), params: { id: third.id }, body: { at: LATER } });
    await call(emailRoutes.cancel, { ...as(maya), params: { id: second.id } });
    const otherContact = await createContact(deps, maya);
    await putEmail(deps, maya, emailWorld, otherContact);

    const answer = await call(contactRoutes.thread, { ...as(maya), params: { id: contact.id } });

    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    const thread = bodyOf<ContactThread>(answer);
    expect(thread.truncated).toBe(false);
    expect(thread.items.map((item) => item.email.id)).toEqual([third.id, second.id, first.id]);
    const [latest, cancelled, sent] = thread.items;
    expect(latest).toMatchObject({ bodyHtml: EDITED_BODY, campaignName: emailWorld.campaignName });
    expect(latest?.history.map((entry) => entry.kind)).toEqual(['STATUS', 'REVIEW', 'VERSION']);
    expect(latest?.history.every((entry) => entry.emailId === third.id)).toBe(true);
    expect(latest?.history.map((entry) => entry.at)).toEqual(
      latest?.history
        .map((entry) => entry.at)
        .sort()
        .reverse(),
    );
    expect(latest?.history.find((entry) => entry.kind === 'VERSION')).toMatchObject({ bodyHtml: REVIEW_BODY });
    expect(cancelled).toMatchObject({ campaignName: linkedInWorld.campaignName, email: { status: 'CANCELLED' } });
    expect(cancelled?.history).toEqual([expect.objectContaining({ fromStatus: 'SAVED', toStatus: 'CANCELLED' })]);
    expect(sent).toMatchObject({ email: { status: 'SENT' }, history: [] });
  });

  it('answers 404 naming the contact for a contact that is not there', async () => {
    const answer = await call(contactRoutes.thread, { ...as(maya), params: { id: '01J00000000000000000000000' } });
    expect(answer.status).toBe(404);
    expect(answer.body).toMatchObject({ message: RESOURCE_NOT_FOUND_MESSAGES.contact });
  });
});
