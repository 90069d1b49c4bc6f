import { afterEach, describe, expect, it } from 'vitest';

import { answer, startHubSpotFake, type HubSpotFakeServer } from '../../../bin/local/fakes/hubspot-server';
import { createHubSpotConnector } from '../../../functions/adapters/crm/hubspot-connector';
import { createCrmOutboxStore } from '../../../functions/adapters/dynamodb/crm-outbox-store';
import { crmEventsOfEmailChange, crmOptOutEvents } from '../../../functions/core/crm/outbox-events';
import { processCrmOutbox, type CrmOutboxDeps } from '../../../functions/core/crm/outbox-processor';
import type { CrmConnections } from '../../../functions/core/ports/crm';
import { jobContext } from '../../../functions/core/tenant';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const fakes: HubSpotFakeServer[] = [];

afterEach(async () => {
  await Promise.all(fakes.splice(0).map((fake) => fake.stop()));
});

let seq = 0;

/** An instance writing to the fake HubSpot through the real connector, with a private-app token and a clock the test moves. */
async function world(limits: { perTenSeconds: number } = { perTenSeconds: 100_000 }) {
  const hubspot = await startHubSpotFake({
    limits: { perTenSeconds: limits.perTenSeconds, searchPerSecond: 100_000, sendRetryAfter: true },
  });
  fakes.push(hubspot);
  const token = hubspot.createPrivateAppToken();
  let current = token;
  const hsContact = hubspot.addContact({ email: 'ann@corp.test', firstname: 'Ann' });
  seq += 1;
  const ctx = jobContext(`outbox-hs-${seq}-${Date.now()}`, 'test');
  let now = Date.parse('2026-11-02T10:00:00.000Z');
  let revoked = false;
  const errors: string[] = [];
  const connector = createHubSpotConnector({
    apiBase: hubspot.baseUrl,
    token: () => Promise.resolve(current),
    refresh: () => Promise.resolve(current),
  });
  const connections: CrmConnections = {
    connectorFor: () => Promise.resolve(revoked ? null : connector),
    markError: (_ctx, _type, reason) => {
      errors.push(reason);
      revoked = true;
      return Promise.resolve();
    },
  };
  const outbox = createCrmOutboxStore(table.client, table.tableName);
  const deps: CrmOutboxDeps = {
    outbox,
    connections,
    sources: {
      crmContactId: () => Promise.resolve(hsContact),
      sentEmail: (_ctx, emailId) =>
        Promise.resolve({
          subject: `Idea ${emailId}`,
          text: 'Hello Ann',
          sentAt: '2026-11-02T09:00:00.000Z',
          from: 'rep@acme.test',
          to: 'ann@corp.test',
        }),
      note: (_ctx, event) => Promise.resolve({ subject: `Reply to ${event.emailId}`, text: 'Interested.' }),
    },
    now: () => new Date(now),
    wait: () => Promise.resolve(),
  };
  const at = () => new Date(now).toISOString();
  return {
    hubspot,
    token,
    hsContact,
    errors,
    outbox,
    ctx,
    sent: (emailId: string) =>
      crmEventsOfEmailChange({ id: emailId, contactId: 'c1', status: 'SENDING', channel: 'EMAIL' }, 'SENT', at(), ['HUBSPOT']),
    record: (events: ReturnType<typeof crmOptOutEvents>) => outbox.record(ctx, events, at()),
    run: () => processCrmOutbox(deps, { hasTime: () => true }),
    advance: (ms: number) => {
      now += ms;
    },
    /** a manager connects the app again: a new token, the connection CONNECTED */
    reconnect: (fresh: string) => {
      current = fresh;
      revoked = false;
    },
  };
}

describe('the CRM outbox against the fake HubSpot', () => {
  it('logs a sent email once on the contact under 5 duplicate deliveries, and an unsubscribe as its opt-out once', async () => {
    const w = await world();
    for (let delivery = 0; delivery < 5; delivery += 1)
      await w.record([...w.sent('m1'), ...crmOptOutEvents('c1', '2026-11-02T10:00:00.000Z', ['HUBSPOT'])]);
    const [first, second] = await Promise.all([w.run(), w.run()]);
    expect((first?.written ?? 0) + (second?.written ?? 0)).toBe(2);
    const logged = w.hubspot.loggedOn(w.hsContact);
    expect(logged.emails.map((email) => email.properties.hs_email_subject)).toEqual(['Idea m1']);
    expect(w.hubspot.requestsOf('unsubscribeAll')).toHaveLength(1);
    w.advance(60 * 60_000);
    await w.record(w.sent('m1'));
    await w.run();
    expect(w.hubspot.loggedOn(w.hsContact).emails).toHaveLength(1);
  });

  it('honours a storm of 429s with their Retry-After and writes everything once it passes', async () => {
    const w = await world();
    w.hubspot.script(
      'createEngagement',
      answer(429, {
        status: 'error',
        message: 'You have reached your ten_secondly_rolling limit.',
        policyName: 'TEN_SECONDLY_ROLLING',
      }),
      answer(429, { status: 'error', message: 'Limit.', policyName: 'TEN_SECONDLY_ROLLING' }),
    );
    await w.record([...w.sent('m1'), ...w.sent('m2'), ...w.sent('m3')]);
    // each run stops at the first 429: the rest of the instance's writes wait with it
    expect(await w.run()).toMatchObject({ retried: 1, written: 0 });
    const afterFirst = w.hubspot.requestsOf('createEngagement').length;
    expect(await w.run()).toMatchObject({ written: 0 });
    expect(w.hubspot.requestsOf('createEngagement').length).toBeLessThanOrEqual(afterFirst + 1);
    for (let minute = 0; minute < 10; minute += 1) {
      w.advance(60_000);
      await w.run();
    }
    expect(
      w.hubspot
        .loggedOn(w.hsContact)
        .emails.map((email) => email.properties.hs_email_subject)
        .sort(),
    ).toEqual(['Idea m1', 'Idea m2', 'Idea m3']);
  });

  it('marks the integration ERROR on a revoked token, loses nothing, and writes it after reconnecting', async () => {
    const w = await world();
    w.hubspot.revoke(w.token);
    await w.record(w.sent('m1'));
    expect(await w.run()).toMatchObject({ retried: 1 });
    expect(w.errors).toHaveLength(1);
    expect(await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1')).toMatchObject({ state: 'PENDING', attempts: 0 });
    expect(w.hubspot.loggedOn(w.hsContact).emails).toEqual([]);
    w.reconnect(w.hubspot.createPrivateAppToken());
    // while the CRM was in ERROR nothing was tried; once reconnected, the write waits out its hour and goes
    w.advance(2 * 60 * 60_000);
    expect(await w.run()).toMatchObject({ written: 1 });
    expect(w.hubspot.loggedOn(w.hsContact).emails.map((email) => email.properties.hs_email_subject)).toEqual(['Idea m1']);
  });
});
