import { beforeAll, describe, expect, it } from 'vitest';

import { campaignStatusRoutes, emailRoutes, linkedinRoutes } from '../../../shared/api/routes';
import { LINKEDIN_SESSION_LEASE_MS } from '../../../shared/domain/email-review';
import { LINKEDIN_EXTENSION_MAX_MESSAGES } from '../../../shared/domain/linkedin';
import type { LinkedInSession } from '../../../shared/schemas/email-review';
import { DELIVERY_UNKNOWN_NOTE, LINKEDIN_EXTENSION_ACTOR } from '../../../functions/core/review/linkedin-session';
import type { ContactItem } from '../../../functions/core/ports/items';
import type { TestDeps } from '../../support/http';
import { call, installDeps } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, person, signIn, type Caller } from './behaviour-support';
import {
  createContact,
  createWorld,
  historyOf,
  progressOf,
  putEmail,
  stored,
  tickingClock,
  type ReviewWorld,
} from './behaviour-review-support';

const table = useTestTable();
// Monday 2 March 2026, 10:00 UTC; tests only ever move it forward
const clock = tickingClock('2026-03-02T10:00:00.000Z');
let deps: TestDeps;
let instances = 0;

beforeAll(() => {
  deps = installDeps(table, clock);
});

/** An instance of its own, with a running LinkedIn campaign and a contact to write to. */
interface Outbox {
  caller: Caller;
  running: ReviewWorld;
  contact: ContactItem;
}

async function outbox(): Promise<Outbox> {
  instances += 1;
  const caller = await signIn(deps, person(`rep${instances}`));
  const running = await createWorld(deps, caller, 'LINKEDIN');
  const contact = await createContact(deps, caller, 'Ivo', 'Petrov');
  return { caller, running, contact };
}

/** A reviewed message of `world`, scheduled through the API for now (so its campaign counts it). */
async function dueMessage(box: Outbox, world: ReviewWorld = box.running): Promise<string> {
  const email = await putEmail(deps, box.caller, world, box.contact, { reviewStatus: 'REVIEWED' });
  const answer = await call(emailRoutes.schedule, {
    ...as(box.caller),
    params: { id: email.id },
    body: { at: clock().toISOString() },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return email.id;
}

async function dueMessages(box: Outbox, count: number, world: ReviewWorld = box.running): Promise<string[]> {
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) ids.push(await dueMessage(box, world));
  return ids;
}

async function session(box: Outbox, body?: Record<string, unknown>): Promise<LinkedInSession> {
  const answer = await call(linkedinRoutes.session, { ...as(box.caller), ...(body === undefined ? {} : { body }) });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return bodyOf<LinkedInSession>(answer);
}

function idsOf(answer: LinkedInSession): string[] {
  return answer.messages.map((message) => message.id);
}

async function statusOf(box: Outbox, id: string) {
  return (await stored(deps, box.caller, id))?.status;
}

describe('handing out messages', () => {
  it('hands out at most 10 due LinkedIn messages of running campaigns, as the contact will read them', async () => {
    const box = await outbox();
    const paused = await createWorld(deps, box.caller, 'LINKEDIN');
    const emailWorld = await createWorld(deps, box.caller, 'EMAIL');
    const due = await dueMessages(box, 12);
    const ofPaused = await dueMessages(box, 2, paused);
    const anEmail = await dueMessage(box, emailWorld);
    const future = (
      await putEmail(deps, box.caller, box.running, box.contact, { status: 'SCHEDULED', scheduledAt: '2026-06-01T10:00:00.000Z' })
    ).id;
    const pausedAnswer = await call(campaignStatusRoutes.setStatus, {
      ...as(box.caller),
      params: { id: paused.campaignId },
      body: { status: 'PAUSED' },
    });
    expect(pausedAnswer.status).toBe(200);
    clock.advance(60_000);
    const asked = clock().getTime();

    const first = await session(box);

    expect(first.recorded).toEqual({ sent: 0, failed: 0 });
    expect(first.messages).toHaveLength(LINKEDIN_EXTENSION_MAX_MESSAGES);
    expect(due).toEqual(expect.arrayContaining(idsOf(first)));
    for (const message of first.messages) {
      expect(message).toMatchObject({
        contactId: box.contact.id,
        contactName: 'Ivo Petrov',
        linkedInUrl: box.contact.linkedInUrl,
      });
      expect(message.text).toContain('Hi Ivo,');
      expect(message.text).toContain('pallet sensors');
      expect(message.text).not.toContain('{{');
      expect(message.text).not.toContain('<');
      const heldFor = Date.parse(message.heldUntil) - asked;
      expect(heldFor).toBeGreaterThanOrEqual(LINKEDIN_SESSION_LEASE_MS);
      expect(heldFor).toBeLessThan(LINKEDIN_SESSION_LEASE_MS + 5_000);
      expect(await statusOf(box, message.id)).toBe('SENDING');
    }

    const second = await session(box);
    expect(idsOf(second).sort()).toEqual(due.filter((id) => !idsOf(first).includes(id)).sort());
    expect(idsOf(await session(box))).toEqual([]);
    for (const id of [...ofPaused, anEmail, future]) expect(await statusOf(box, id)).toBe('SCHEDULED');
  });

  it('hands out no more than asked', async () => {
    const box = await outbox();
    await dueMessages(box, 3);
    clock.advance(60_000);
    expect(await session(box, { take: 2 })).toMatchObject({ messages: [expect.anything(), expect.anything()] });
    expect(await session(box, { take: 0 })).toMatchObject({ messages: [] });
  });

  it('never hands the same message to two sessions at the same moment', async () => {
    const box = await outbox();
    const due = await dueMessages(box, 12);
    clock.advance(60_000);

    const [one, two] = await Promise.all([session(box), session(box)]);

    const handed = [...idsOf(one), ...idsOf(two)];
    expect(new Set(handed).size).toBe(handed.length);
    expect(handed.sort()).toEqual([...due].sort());
    for (const id of due) {
      const taken = (await historyOf(box.caller, id)).filter((entry) => entry.toStatus === 'SENDING');
      expect(taken).toHaveLength(1);
      expect(taken[0]).toMatchObject({ by: LINKEDIN_EXTENSION_ACTOR, fromStatus: 'SCHEDULED' });
    }
  });

  it('finds a due message behind many that are not due yet', async () => {
    const box = await outbox();
    for (let index = 0; index < 35; index += 1) {
      await putEmail(deps, box.caller, box.running, box.contact, {
        status: 'SCHEDULED',
        scheduledAt: '2026-06-01T10:00:00.000Z',
      });
    }
    const due = await dueMessage(box);
    clock.advance(60_000);

    expect(idsOf(await session(box))).toEqual([due]);
  });

  it('finds a due message behind many of paused campaigns', async () => {
    const box = await outbox();
    const paused = await createWorld(deps, box.caller, 'LINKEDIN');
    for (let index = 0; index < 35; index += 1) {
      await putEmail(deps, box.caller, paused, box.contact, { status: 'SCHEDULED', scheduledAt: '2026-03-01T10:00:00.000Z' });
    }
    await call(campaignStatusRoutes.setStatus, {
      ...as(box.caller),
      params: { id: paused.campaignId },
      body: { status: 'PAUSED' },
    });
    const due = await dueMessage(box);
    clock.advance(60_000);

    expect(idsOf(await session(box))).toEqual([due]);
  });

  it('finds a due message behind many scheduled emails', async () => {
    const box = await outbox();
    const emailWorld = await createWorld(deps, box.caller, 'EMAIL');
    for (let index = 0; index < 160; index += 1) {
      await putEmail(deps, box.caller, emailWorld, box.contact, { status: 'SCHEDULED', scheduledAt: '2026-03-01T10:00:00.000Z' });
    }
    const due = await dueMessage(box);
    clock.advance(60_000);

    expect(idsOf(await session(box))).toEqual([due]);
  });
});

describe('reports', () => {
  it('records a message reported sent once, and its campaign counts it sent', async () => {
    const box = await outbox();
    const [id] = (await dueMessages(box, 1)) as [string];
    clock.advance(60_000);
    expect(idsOf(await session(box))).toEqual([id]);
    const start = await progressOf(box.caller, box.running.campaignId);

    const report = await session(box, { sent: [id] });

    expect(report).toEqual({ recorded: { sent: 1, failed: 0 }, messages: [] });
    const after = await stored(deps, box.caller, id);
    expect(after).toMatchObject({ status: 'SENT' });
    expect(Date.parse(after?.sentAt ?? '')).not.toBeNaN();
    expect(await progressOf(box.caller, box.running.campaignId)).toMatchObject({
      sent: start.sent + 1,
      scheduled: start.scheduled - 1,
    });
    expect((await historyOf(box.caller, id))[0]).toMatchObject({
      fromStatus: 'SENDING',
      toStatus: 'SENT',
      by: LINKEDIN_EXTENSION_ACTOR,
    });

    // the same report again changes nothing
    expect((await session(box, { sent: [id] })).recorded).toEqual({ sent: 0, failed: 0 });
    expect((await progressOf(box.caller, box.running.campaignId)).sent).toBe(start.sent + 1);
  });

  it('puts a message reported failed back on the schedule, to be handed out again', async () => {
    const box = await outbox();
    const [id] = (await dueMessages(box, 1)) as [string];
    clock.advance(60_000);
    expect(idsOf(await session(box))).toEqual([id]);
    const start = await progressOf(box.caller, box.running.campaignId);

    const report = await session(box, { failed: [id], take: 0 });

    expect(report.recorded).toEqual({ sent: 0, failed: 1 });
    expect(await statusOf(box, id)).toBe('SCHEDULED');
    expect(await progressOf(box.caller, box.running.campaignId)).toEqual(start);
    clock.advance(1_000);
    expect(idsOf(await session(box))).toEqual([id]);
  });

  it('ignores reports of messages that were not handed out', async () => {
    const box = await outbox();
    const [id] = (await dueMessages(box, 1)) as [string];

    expect((await session(box, { sent: [id], take: 0 })).recorded).toEqual({ sent: 0, failed: 0 });
    expect(await statusOf(box, id)).toBe('SCHEDULED');
  });
});

describe('a hold that runs out', () => {
  it('keeps the message held until its 10 minutes are over', async () => {
    const box = await outbox();
    const [id] = (await dueMessages(box, 1)) as [string];
    clock.advance(60_000);
    expect(idsOf(await session(box))).toEqual([id]);

    clock.advance(LINKEDIN_SESSION_LEASE_MS / 2);

    expect(idsOf(await session(box))).toEqual([]);
    expect(await statusOf(box, id)).toBe('SENDING');
  });

  it("marks a message FAILED with 'Delivery unknown' when no report came, and never hands it out again", async () => {
    const box = await outbox();
    const [id] = (await dueMessages(box, 1)) as [string];
    clock.advance(60_000);
    expect(idsOf(await session(box))).toEqual([id]);
    const start = await progressOf(box.caller, box.running.campaignId);

    clock.advance(LINKEDIN_SESSION_LEASE_MS + 60_000);
    const later = await session(box);

    expect(idsOf(later)).toEqual([]);
    expect(await stored(deps, box.caller, id)).toMatchObject({ status: 'FAILED', failureReason: DELIVERY_UNKNOWN_NOTE });
    expect((await historyOf(box.caller, id))[0]).toMatchObject({
      fromStatus: 'SENDING',
      toStatus: 'FAILED',
      note: DELIVERY_UNKNOWN_NOTE,
    });
    expect((await progressOf(box.caller, box.running.campaignId)).scheduled).toBe(start.scheduled - 1);

    // a late report and later sessions leave it as it is
    clock.advance(60_000);
    expect(await session(box, { sent: [id] })).toEqual({ recorded: { sent: 0, failed: 0 }, messages: [] });
    expect(await statusOf(box, id)).toBe('FAILED');
    expect((await progressOf(box.caller, box.running.campaignId)).scheduled).toBe(start.scheduled - 1);
  });
});
