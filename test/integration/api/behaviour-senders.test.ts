import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';

import { createSendStore } from '../../../functions/adapters/dynamodb/send-store';
import { senderRoutes } from '../../../shared/api/routes';
import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { CreateCampaignInputSchema } from '../../../shared/schemas/campaign';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, idOf, person, signIn } from './behaviour-support';
import { snapshot } from './contract-fixtures';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, clock);
});

const PASSWORD = 'correct horse battery staple';

function smtpSender(senderEmail: string) {
  return {
    senderEmail,
    senderName: 'Mail Room',
    type: 'SMTP',
    smtp: { host: 'smtp.mail.example', port: 587, username: 'mailroom', secure: false },
    password: PASSWORD,
  };
}

/** The sender item exactly as stored in the table, hidden attributes included. */
async function storedItem(namespaceId: string, id: string): Promise<Record<string, unknown> | undefined> {
  const { Item } = await table.client.send(
    new GetCommand({ TableName: table.tableName, Key: { pk: `${namespaceId}#sender`, sk: id } }),
  );
  return Item;
}

describe('warm-up of a newly added mailbox', () => {
  it('starts a new SMTP sender WARMING_UP when the rep does not say it has already sent 200 messages', async () => {
    const wes = await signIn(deps, person('wes'));

    const created = await call(senderRoutes.create, { ...as(wes), body: smtpSender('new@wes.example') });
    const read = await call(senderRoutes.get, { ...as(wes), params: { id: idOf(created) } });

    expect(created).toMatchObject({ status: 201, body: { status: 'WARMING_UP' } });
    expect(read).toMatchObject({ status: 200, body: { status: 'WARMING_UP' } });
    expect(bodyOf<Record<string, unknown>>(read)).not.toHaveProperty('alreadyWarmedUp');
  });

  it('starts it ACTIVE when the rep answers that it has already sent at least 200 messages', async () => {
    const wyn = await signIn(deps, person('wyn'));

    const created = await call(senderRoutes.create, {
      ...as(wyn),
      body: { ...smtpSender('old@wyn.example'), alreadyWarmedUp: true },
    });

    expect(created).toMatchObject({ status: 201, body: { status: 'ACTIVE' } });
  });

  it('keeps a test sender ACTIVE whatever the answer: nothing leaves the app, so it has no reputation to build', async () => {
    const xia = await signIn(deps, person('xia'));

    const created = await call(senderRoutes.create, {
      ...as(xia),
      body: { senderEmail: 'stub@xia.example', senderName: 'Xia', type: 'STUB', alreadyWarmedUp: false },
    });

    expect(created).toMatchObject({ status: 201, body: { status: 'ACTIVE' } });
  });

  it('starts a mailbox added in onboarding WARMING_UP, and ACTIVE when the rep answers it has already sent 200', async () => {
    const yan = await signIn(deps, person('yan'));

    const fresh = await call(senderRoutes.onboarding, { ...as(yan), body: smtpSender('fresh@yan.example') });
    const seasoned = await call(senderRoutes.onboarding, {
      ...as(yan),
      body: { ...smtpSender('seasoned@yan.example'), alreadyWarmedUp: true },
    });

    expect(fresh).toMatchObject({ status: 200, body: { status: 'WARMING_UP' } });
    expect(seasoned).toMatchObject({ status: 200, body: { status: 'ACTIVE' } });
  });

  it('answers 400 naming alreadyWarmedUp when the answer is not true or false', async () => {
    const zed = await signIn(deps, person('zed'));

    const refused = await call(senderRoutes.create, {
      ...as(zed),
      body: { ...smtpSender('new@zed.example'), alreadyWarmedUp: 'yes' },
    });

    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: [{ path: 'alreadyWarmedUp', message: 'Already sent 200 messages must be true or false.' }] },
    });
  });
});

describe('creating senders', () => {
  it('answers 201 with an ACTIVE STUB sender and no secret field', async () => {
    const ana = await signIn(deps, person('ana'));

    const created = await call(senderRoutes.create, {
      ...as(ana),
      body: { senderEmail: 'Sales@Ana.example', senderName: 'Ana Sales', type: 'STUB' },
    });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      senderEmail: 'sales@ana.example',
      senderName: 'Ana Sales',
      type: 'STUB',
      status: 'ACTIVE',
      namespaceId: ana.namespaceId,
    });
    expect(created.body).not.toHaveProperty('password');
    expect(created.body).not.toHaveProperty('secretCiphertext');
  });

  it('stores an SMTP password only sealed and never answers it', async () => {
    const bob = await signIn(deps, person('bob'));

    const created = await call(senderRoutes.create, { ...as(bob), body: smtpSender('smtp@bob.example') });
    const read = await call(senderRoutes.get, { ...as(bob), params: { id: idOf(created) } });

    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ smtp: { host: 'smtp.mail.example', port: 587, username: 'mailroom', secure: false } });
    for (const answer of [created, read]) {
      expect(answer.body).not.toHaveProperty('password');
      expect(answer.body).not.toHaveProperty('secretCiphertext');
      expect(JSON.stringify(answer.body)).not.toContain(PASSWORD);
    }
    // the entity marks secretCiphertext hidden: store reads leave it out, so the raw item is checked
    expect(await deps.repos.emailSenderConfigs.get(bob.ctx, idOf(created))).not.toHaveProperty('secretCiphertext');
    const stored = await storedItem(bob.namespaceId, idOf(created));
    expect(stored?.secretCiphertext).toEqual(expect.any(String));
    expect(stored?.secretCiphertext).not.toBe(PASSWORD);
    expect(JSON.stringify(stored)).not.toContain(PASSWORD);
  });
});

describe('sender rules', () => {
  it('answers 409 and keeps one sender when the sender email is already used, in any case', async () => {
    const cleo = await signIn(deps, person('cleo'));
    await call(senderRoutes.create, {
      ...as(cleo),
      body: { senderEmail: 'team@cleo.example', senderName: 'Team', type: 'STUB' },
    });

    const duplicate = await call(senderRoutes.create, {
      ...as(cleo),
      body: { senderEmail: 'TEAM@Cleo.example', senderName: 'Other', type: 'STUB' },
    });
    const listed = await call(senderRoutes.list, { ...as(cleo), body: {} });

    expect(duplicate).toMatchObject({
      status: 409,
      body: { message: 'A sender with this email already exists in this instance.' },
    });
    expect(bodyOf<{ items: { senderName: string }[] }>(listed).items).toEqual([expect.objectContaining({ senderName: 'Team' })]);
  });

  it('updates the existing sender rather than adding a second one when onboarding is sent twice with the same email', async () => {
    const dora = await signIn(deps, person('dora'));

    const first = await call(senderRoutes.onboarding, {
      ...as(dora),
      body: { senderEmail: 'hello@dora.example', senderName: 'Dora', type: 'STUB' },
    });
    const second = await call(senderRoutes.onboarding, {
      ...as(dora),
      body: { senderEmail: 'hello@dora.example', senderName: 'Dora from Sales', type: 'STUB', dailyLimit: 50 },
    });
    const listed = await call(senderRoutes.list, { ...as(dora), body: {} });

    expect(first.status).toBe(200);
    expect(second).toMatchObject({ status: 200, body: { id: idOf(first), senderName: 'Dora from Sales', dailyLimit: 50 } });
    expect(bodyOf<{ items: { id: string; senderName: string }[] }>(listed).items).toEqual([
      expect.objectContaining({ id: idOf(first), senderName: 'Dora from Sales' }),
    ]);
  });

  it('stores the IMAP settings onboarding sends with an SMTP sender, and drops them when it is sent again without', async () => {
    const otto = await signIn(deps, person('otto'));
    const imap = { host: 'mail.otto.example', port: 143, secure: false };

    const first = await call(senderRoutes.onboarding, { ...as(otto), body: { ...smtpSender('hello@otto.example'), imap } });
    const read = await call(senderRoutes.get, { ...as(otto), params: { id: idOf(first) } });
    const again = await call(senderRoutes.onboarding, { ...as(otto), body: smtpSender('hello@otto.example') });
    const stored = await storedItem(otto.namespaceId, idOf(first));

    expect(first).toMatchObject({ status: 200, body: { type: 'SMTP', imap } });
    expect(read).toMatchObject({ status: 200, body: { imap } });
    expect(again).toMatchObject({ status: 200, body: { id: idOf(first), smtp: { host: 'smtp.mail.example' } } });
    expect(bodyOf<Record<string, unknown>>(again)).not.toHaveProperty('imap');
    expect(stored).not.toHaveProperty('imap');
  });

  it('refuses IMAP settings onboarding sends with a test sender, on the imap field', async () => {
    const pia = await signIn(deps, person('pia'));

    const refused = await call(senderRoutes.onboarding, {
      ...as(pia),
      body: {
        senderEmail: 'hello@pia.example',
        senderName: 'Pia',
        type: 'STUB',
        imap: { host: 'mail.pia.example', port: 993, secure: true },
      },
    });

    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: [{ path: 'imap', message: 'IMAP settings apply only to SMTP senders. Remove them.' }] },
    });
  });

  it('answers valid true for a STUB sender, a reason for an SMTP sender it cannot reach, and stores neither', async () => {
    const emil = await signIn(deps, person('emil'));

    const stub = await call(senderRoutes.validate, {
      ...as(emil),
      body: { senderEmail: 'stub@emil.example', senderName: 'Stub', type: 'STUB' },
    });
    const smtp = await call(senderRoutes.validate, { ...as(emil), body: smtpSender('smtp@emil.example') });
    const listed = await call(senderRoutes.list, { ...as(emil), body: {} });

    expect(stub).toMatchObject({ status: 200, body: { valid: true } });
    expect(smtp).toMatchObject({
      status: 200,
      body: { valid: false, message: 'The SMTP host smtp.mail.example was not found. Check the host name.' },
    });
    expect(bodyOf<{ items: unknown[] }>(listed).items).toEqual([]);
  });
});

describe('sender health', () => {
  it('answers 200 for each sender with working credentials and 401 once the credentials are no longer valid', async () => {
    const fay = await signIn(deps, person('fay'));
    const created = await call(senderRoutes.create, {
      ...as(fay),
      body: { senderEmail: 'out@fay.example', senderName: 'Fay', type: 'STUB' },
    });

    const healthy = await call(senderRoutes.healthchecks, as(fay));
    await deps.repos.emailSenderConfigs.update(fay.ctx, idOf(created), { credentialsValid: false });
    const expired = await call(senderRoutes.healthchecks, as(fay));

    expect(healthy).toMatchObject({ status: 200, body: { responseStatuses: [{ status: 200, senderEmail: 'out@fay.example' }] } });
    expect(expired).toMatchObject({ status: 200, body: { responseStatuses: [{ status: 401, senderEmail: 'out@fay.example' }] } });
  });

  it('checks one sender again on health: a STUB sender marked expired is found working and stored so', async () => {
    const gus = await signIn(deps, person('gus'));
    const created = await call(senderRoutes.create, {
      ...as(gus),
      body: { senderEmail: 'out@gus.example', senderName: 'Gus', type: 'STUB' },
    });

    await deps.repos.emailSenderConfigs.update(gus.ctx, idOf(created), { credentialsValid: false });
    const expired = await call(senderRoutes.healthchecks, as(gus));
    const checked = await call(senderRoutes.health, { ...as(gus), body: { senderEmail: 'out@gus.example' } });
    const after = await call(senderRoutes.healthchecks, as(gus));

    expect(expired).toMatchObject({ body: { responseStatuses: [{ status: 401, senderEmail: 'out@gus.example' }] } });
    expect(checked).toMatchObject({
      status: 200,
      body: { senderEmail: 'out@gus.example', status: 'ACTIVE', health: 'OPERATIONAL', credentialsValid: true },
    });
    expect(after).toMatchObject({ body: { responseStatuses: [{ status: 200, senderEmail: 'out@gus.example' }] } });
  });

  it('answers 404 naming the email from health when no sender has that email', async () => {
    const hal = await signIn(deps, person('hal'));

    const answer = await call(senderRoutes.health, { ...as(hal), body: { senderEmail: 'ghost@hal.example' } });

    expect(answer).toMatchObject({
      status: 404,
      body: { message: 'Email sender configuration not found for ghost@hal.example.' },
    });
  });
});

describe('changing the type of a sender', () => {
  it('drops the SMTP settings and the sealed password when an SMTP sender becomes a STUB sender', async () => {
    const ida = await signIn(deps, person('ida'));
    const created = await call(senderRoutes.create, { ...as(ida), body: smtpSender('smtp@ida.example') });

    const updated = await call(senderRoutes.update, { ...as(ida), params: { id: idOf(created) }, body: { type: 'STUB' } });
    const read = await call(senderRoutes.get, { ...as(ida), params: { id: idOf(created) } });
    const listed = await call(senderRoutes.list, { ...as(ida), body: {} });

    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ type: 'STUB' });
    expect(updated.body).not.toHaveProperty('smtp');
    expect(read).toMatchObject({ status: 200, body: { type: 'STUB' } });
    expect(listed.status).toBe(200);
    const stored = await storedItem(ida.namespaceId, idOf(created));
    expect(stored).not.toHaveProperty('smtp');
    expect(stored).not.toHaveProperty('secretCiphertext');
  });

  it('answers 400 naming the password and changes nothing when a STUB sender becomes SMTP without one', async () => {
    const jon = await signIn(deps, person('jon'));
    const created = await call(senderRoutes.create, {
      ...as(jon),
      body: { senderEmail: 'stub@jon.example', senderName: 'Jon', type: 'STUB' },
    });
    const { password: _password, senderEmail: _email, senderName: _name, ...withoutPassword } = smtpSender('stub@jon.example');

    const refused = await call(senderRoutes.update, { ...as(jon), params: { id: idOf(created) }, body: withoutPassword });

    expect(refused).toMatchObject({
      status: 400,
      body: {
        message: 'SMTP password is required for SMTP senders.',
        fieldErrors: [{ path: 'password', message: 'SMTP password is required for SMTP senders.' }],
      },
    });
    const stored = await storedItem(jon.namespaceId, idOf(created));
    expect(stored).toMatchObject({ type: 'STUB' });
    expect(stored).not.toHaveProperty('smtp');
  });

  it('keeps the stored password when an SMTP sender changes only its SMTP settings', async () => {
    const kai = await signIn(deps, person('kai'));
    const created = await call(senderRoutes.create, { ...as(kai), body: smtpSender('smtp@kai.example') });
    const sealed = (await storedItem(kai.namespaceId, idOf(created)))?.secretCiphertext;

    const updated = await call(senderRoutes.update, {
      ...as(kai),
      params: { id: idOf(created) },
      body: { type: 'SMTP_SSL', smtp: { host: 'smtp2.mail.example', port: 465, username: 'mailroom', secure: true } },
    });

    expect(updated).toMatchObject({ status: 200, body: { type: 'SMTP_SSL', smtp: { host: 'smtp2.mail.example', port: 465 } } });
    expect((await storedItem(kai.namespaceId, idOf(created)))?.secretCiphertext).toBe(sealed);
  });
});

describe('clearing sender fields', () => {
  it('clears the daily limit with null but refuses to clear the SMTP settings or the password on their own', async () => {
    const joe = await signIn(deps, person('clearjoe'));
    const created = await call(senderRoutes.create, {
      ...as(joe),
      body: { ...smtpSender('smtp@joe.example'), dailyLimit: 40 },
    });

    const limit = await call(senderRoutes.update, { ...as(joe), params: { id: idOf(created) }, body: { dailyLimit: null } });
    const settings = await call(senderRoutes.update, { ...as(joe), params: { id: idOf(created) }, body: { smtp: null } });
    const password = await call(senderRoutes.update, { ...as(joe), params: { id: idOf(created) }, body: { password: null } });
    const read = await call(senderRoutes.get, { ...as(joe), params: { id: idOf(created) } });

    expect(limit.status).toBe(200);
    expect(bodyOf<object>(limit)).not.toHaveProperty('dailyLimit');
    expect(settings.status).toBe(400);
    expect(JSON.stringify(settings.body)).toContain('SMTP settings cannot be removed on their own.');
    expect(password.status).toBe(400);
    expect(JSON.stringify(password.body)).toContain('The password cannot be removed.');
    expect(read).toMatchObject({ status: 200, body: { smtp: { host: 'smtp.mail.example' } } });
  });
});

describe("a sender's time zone", () => {
  it('keeps the zone a sender is given, changes it, and clears it with null', async () => {
    const lou = await signIn(deps, person('zonelou'));

    const created = await call(senderRoutes.create, {
      ...as(lou),
      body: { senderEmail: 'paris@lou.example', senderName: 'Lou', type: 'STUB', timeZone: 'Europe/Paris' },
    });
    const id = idOf(created);
    const read = await call(senderRoutes.get, { ...as(lou), params: { id } });
    const changed = await call(senderRoutes.update, { ...as(lou), params: { id }, body: { timeZone: 'Australia/Sydney' } });
    const listed = bodyOf<{ items: { id: string; timeZone?: string }[] }>(
      await call(senderRoutes.list, { ...as(lou), body: {} }),
    );
    const cleared = await call(senderRoutes.update, { ...as(lou), params: { id }, body: { timeZone: null } });

    expect(created).toMatchObject({ status: 201, body: { timeZone: 'Europe/Paris' } });
    expect(bodyOf<{ timeZone?: string }>(read).timeZone).toBe('Europe/Paris');
    expect(changed).toMatchObject({ status: 200, body: { timeZone: 'Australia/Sydney' } });
    expect(listed.items.find((item) => item.id === id)?.timeZone).toBe('Australia/Sydney');
    expect(cleared.status).toBe(200);
    expect(bodyOf<object>(cleared)).not.toHaveProperty('timeZone');
    expect(await storedItem(lou.namespaceId, id)).not.toHaveProperty('timeZone');
  });

  it('answers 400 naming timeZone and writes nothing for a zone that does not exist', async () => {
    const max = await signIn(deps, person('zonemax'));
    const id = idOf(
      await call(senderRoutes.create, {
        ...as(max),
        body: { senderEmail: 'kept@max.example', senderName: 'Max', type: 'STUB', timeZone: 'Asia/Tokyo' },
      }),
    );
    const before = await snapshot(table, max.namespaceId);
    const message = 'Time zone must be an IANA name such as Europe/Paris.';
    const sender = { senderEmail: 'new@max.example', senderName: 'Max', type: 'STUB', timeZone: 'Mars/Olympus' };

    const created = await call(senderRoutes.create, { ...as(max), body: sender });
    const onboarded = await call(senderRoutes.onboarding, { ...as(max), body: sender });
    const updated = await call(senderRoutes.update, { ...as(max), params: { id }, body: { timeZone: 'GMT+1' } });

    for (const answer of [created, onboarded, updated]) {
      expect(answer).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'timeZone', message }] } });
    }
    expect(await snapshot(table, max.namespaceId)).toEqual(before);
  });
});

describe("a sender's sends today", () => {
  /** A campaign of the caller's instance sending from `senderId` at `throttle` a day, in `status`. */
  async function campaignOf(
    caller: Awaited<ReturnType<typeof signIn>>,
    senderId: string,
    throttle: number,
    status: 'RUNNING' | 'PAUSED',
  ) {
    const s = deps.services;
    const company = await s.company.create(caller.ctx, { name: `Co ${throttle}`, description: 'We move pallets.' });
    const product = await s.product.create(caller.ctx, {
      name: `Pr ${throttle}`,
      description: 'Sensors.',
      companyId: company.id,
    });
    const callToAction = await s.callToAction.create(caller.ctx, { objective: 'Book a call.' });
    const campaign = await s.campaign.create(
      caller.ctx,
      z.parse(CreateCampaignInputSchema, {
        name: `Campaign ${throttle}`,
        companyId: company.id,
        productId: product.id,
        callToActionId: callToAction.id,
        senderConfigIds: [senderId],
        throttle,
      }),
    );
    if (status === 'PAUSED') await s.campaign.setStatus(caller.ctx, campaign.id, 'PAUSED');
  }

  it("answers today's sends in the sender's zone against the largest throttle of its campaigns, and its warm-up", async () => {
    const nia = await signIn(deps, person('usagenia'));
    const id = idOf(
      await call(senderRoutes.create, {
        ...as(nia),
        body: { senderEmail: 'out@nia.example', senderName: 'Nia', type: 'STUB', timeZone: 'Asia/Tokyo' },
      }),
    );
    await campaignOf(nia, id, 20, 'RUNNING');
    await campaignOf(nia, id, 30, 'PAUSED');
    const store = createSendStore(table.client, table.tableName);
    // 10:00 UTC is 19:00 in Tokyo: today there is 1 March
    await store.reserve(nia.ctx, 'out@nia.example', '2026-03-01', {
      count: 5,
      lastPlannedAt: Date.parse('2026-03-01T10:05:00.000Z'),
      queued: [],
    });
    await store.recordSent(nia.ctx, 'out@nia.example', '2026-03-01');
    await store.recordSent(nia.ctx, 'out@nia.example', '2026-03-01');
    await store.reserve(nia.ctx, 'out@nia.example', '2026-02-28', {
      count: 7,
      lastPlannedAt: Date.parse('2026-02-28T10:05:00.000Z'),
      queued: [],
    });
    await store.takeSendSlot(nia.ctx, 'out@nia.example', Date.parse('2026-03-01T09:58:00.000Z'), 10_000);

    const usage = await call(senderRoutes.usage, { ...as(nia), params: { id } });

    expect(usage).toMatchObject({
      status: 200,
      body: {
        day: '2026-03-01',
        timeZone: 'Asia/Tokyo',
        sentToday: 2,
        reservedToday: 5,
        dailyCap: 30,
        capSource: 'THROTTLE',
        throttles: [20, 30],
        warmUp: { active: false, day: 1, dailyCap: 10, sentThisWeek: 12, weekCap: 150, sentTotal: 2, until: 200 },
        lastSendAt: '2026-03-01T09:58:00.000Z',
      },
    });
    expect(bodyOf<object>(usage)).not.toHaveProperty('holdReason');
  });

  it("answers 404 for another instance's sender, whose own members read its sends", async () => {
    const oli = await signIn(deps, person('usageoli'));
    const pia = await signIn(deps, person('usagepia'));
    const id = idOf(
      await call(senderRoutes.create, { ...as(oli), body: { senderEmail: 'out@oli.example', senderName: 'Oli', type: 'STUB' } }),
    );
    await createSendStore(table.client, table.tableName).reserve(oli.ctx, 'out@oli.example', '2026-03-01', {
      count: 3,
      lastPlannedAt: Date.now(),
      queued: [],
    });

    const answer = await call(senderRoutes.usage, { ...as(pia), params: { id } });
    const own = await call(senderRoutes.usage, { ...as(oli), params: { id } });

    expect(answer).toMatchObject({ status: 404, body: { message: RESOURCE_NOT_FOUND_MESSAGES.emailSenderConfig } });
    expect(own).toMatchObject({ status: 200, body: { reservedToday: 3 } });
  });
});
