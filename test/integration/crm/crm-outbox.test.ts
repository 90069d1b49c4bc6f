import { describe, expect, it } from 'vitest';

import { createCrmOutboxStore } from '../../../functions/adapters/dynamodb/crm-outbox-store';
import { crmEventsOfEmailChange, crmOptOutEvents, CRM_OUTBOX_MAX_TRIES } from '../../../functions/core/crm/outbox-events';
import {
  CRM_OUTBOX_HOLD_MS,
  DISCONNECTED_WAIT_MS,
  crmMarker,
  processCrmOutbox,
  type CrmOutboxDeps,
} from '../../../functions/core/crm/outbox-processor';
import {
  CrmError,
  type CrmConnections,
  type CrmConnector,
  type CrmEmailLog,
  type CrmNoteLog,
} from '../../../functions/core/ports/crm';
import { jobContext } from '../../../functions/core/tenant';
import type { IntegrationType } from '../../../shared/domain/integration';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();

/** A CRM in memory: what was logged and opted out, every call counted, failures scripted per call. */
class MemoryCrm implements CrmConnector {
  readonly type = 'HUBSPOT' as const;
  readonly logged: { id: string; kind: 'email' | 'note'; log: CrmEmailLog | CrmNoteLog }[] = [];
  readonly optedOut = new Set<string>();
  readonly calls: string[] = [];
  /** failures of the next write calls, in order */
  readonly failures: (CrmError | 'lose-answer')[] = [];

  private fail(): void {
    const next = this.failures[0];
    if (!(next instanceof CrmError)) return;
    this.failures.shift();
    throw next;
  }
  private loses(): boolean {
    if (this.failures[0] !== 'lose-answer') return false;
    this.failures.shift();
    return true;
  }
  account = () => Promise.resolve({ id: '1', name: 'memory' });
  listSources = () => Promise.resolve([]);
  readContacts = () => Promise.resolve({ contacts: [], next: undefined });
  getContact = () => Promise.resolve(null);
  logEmail(log: CrmEmailLog) {
    return this.answer('logEmail', () => {
      const id = `e${this.logged.length + 1}`;
      this.logged.push({ id, kind: 'email', log });
      if (this.loses()) throw new CrmError('unavailable', 'The answer was lost.');
      return { id };
    });
  }
  logNote(log: CrmNoteLog) {
    return this.answer('logNote', () => {
      const id = `n${this.logged.length + 1}`;
      this.logged.push({ id, kind: 'note', log });
      return { id };
    });
  }
  findLogged(contactId: string, marker: string) {
    this.calls.push('findLogged');
    const found = this.logged.find((entry) => entry.log.contactId === contactId && entry.log.marker === marker);
    return Promise.resolve(found ? { id: found.id } : null);
  }
  setOptedOut(contactId: string) {
    return this.answer('setOptedOut', () => {
      this.optedOut.add(contactId);
    });
  }
  /** a write call: counted, failed as scripted, else done */
  private answer<T>(call: string, work: () => T): Promise<T> {
    this.calls.push(call);
    try {
      this.fail();
      return Promise.resolve(work());
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  }
}

let instanceSeq = 0;

/** One instance with its CRM, the outbox over DynamoDB Local and a clock the test moves. */
function world(options: { linked?: boolean; connected?: boolean } = {}) {
  instanceSeq += 1;
  const namespaceId = `outbox-${instanceSeq}-${Date.now()}`;
  const ctx = jobContext(namespaceId, 'test');
  const crm = new MemoryCrm();
  let now = Date.parse('2026-11-02T10:00:00.000Z');
  const errors: string[] = [];
  let connected = options.connected ?? true;
  const connections: CrmConnections = {
    connectorFor: (asked) => Promise.resolve(connected && asked.namespaceId === namespaceId ? crm : null),
    markError: (_ctx, _type, reason) => {
      errors.push(reason);
      return Promise.resolve();
    },
  };
  const outbox = createCrmOutboxStore(table.client, table.tableName);
  const deps: CrmOutboxDeps = {
    outbox,
    connections,
    sources: {
      crmContactId: (_ctx, _type, contactId) => Promise.resolve(options.linked === false ? null : `hs-${contactId}`),
      sentEmail: (_ctx, emailId) =>
        Promise.resolve({
          subject: `About ${emailId}`,
          text: 'Hello',
          sentAt: '2026-11-02T09:00:00.000Z',
          from: 'rep@acme.test',
          to: 'ann@corp.test',
        }),
      note: (_ctx, event) => Promise.resolve({ subject: `${event.kind} ${event.emailId}`, text: 'Interested.' }),
    },
    now: () => new Date(now),
    wait: () => Promise.resolve(),
  };
  const sent = (emailId: string, type: IntegrationType = 'HUBSPOT') =>
    crmEventsOfEmailChange(
      { id: emailId, contactId: `c-${emailId}`, status: 'SENDING', channel: 'EMAIL' },
      'SENT',
      new Date(now).toISOString(),
      [type],
    );
  return {
    ctx,
    crm,
    deps,
    outbox,
    errors,
    sent,
    run: () => processCrmOutbox(deps, { hasTime: () => true }),
    record: (events: Parameters<typeof outbox.record>[1]) => outbox.record(ctx, events, new Date(now).toISOString()),
    advance: (ms: number) => {
      now += ms;
    },
    reconnect: () => {
      connected = true;
    },
    at: () => now,
  };
}

describe('CRM outbox', () => {
  it('keeps one event however often its cause is recorded, and writes it once', async () => {
    const w = world();
    const counts = await Promise.all([1, 2, 3, 4, 5].map(() => w.record(w.sent('m1'))));
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(1);
    const [first, second] = await Promise.all([w.run(), w.run()]);
    expect((first?.written ?? 0) + (second?.written ?? 0)).toBe(1);
    expect(w.crm.calls.filter((call) => call === 'logEmail')).toHaveLength(1);
    expect(w.crm.logged[0]?.log).toMatchObject({
      contactId: 'hs-c-m1',
      marker: crmMarker(w.ctx.namespaceId, 'EMAIL_SENT#m1'),
      subject: 'About m1',
    });
    const item = await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1');
    expect(item).toMatchObject({ state: 'DONE', crmRecordId: 'e1', attempts: 0 });
    w.advance(60 * 60_000);
    expect(await w.run()).toEqual({ written: 0, reconciled: 0, skipped: 0, retried: 0, dead: 0 });
  });

  it('finds the record a lost answer wrote instead of writing it again', async () => {
    const w = world();
    await w.record(w.sent('m1'));
    w.crm.failures.push('lose-answer');
    // the first try writes, loses the answer, and is put back for later
    expect(await w.run()).toMatchObject({ retried: 1 });
    expect(await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1')).toMatchObject({ state: 'PENDING', attempts: 1 });
    w.advance(10 * 60_000);
    expect(await w.run()).toMatchObject({ reconciled: 1, written: 0 });
    expect(w.crm.logged).toHaveLength(1);
    expect(w.crm.calls.filter((call) => call === 'logEmail')).toHaveLength(1);
    expect(await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1')).toMatchObject({ state: 'DONE', crmRecordId: 'e1' });
  });

  it('looks before writing when a worker died holding the event', async () => {
    const w = world();
    await w.record(w.sent('m1'));
    const start = w.at();
    // a worker holds it and writes, then dies before settling
    const held = await w.outbox.hold(
      w.ctx,
      'HUBSPOT',
      'EMAIL_SENT#m1',
      start + CRM_OUTBOX_HOLD_MS,
      start,
      new Date(start).toISOString(),
    );
    expect(held?.state).toBe('PENDING');
    await w.crm.logEmail({
      contactId: 'hs-c-m1',
      marker: crmMarker(w.ctx.namespaceId, 'EMAIL_SENT#m1'),
      subject: 's',
      text: 't',
      sentAt: 'x',
      from: 'f',
      to: 't',
    });
    // while the hold lasts, no other run takes it
    expect(await w.run()).toMatchObject({ written: 0, reconciled: 0 });
    w.advance(CRM_OUTBOX_HOLD_MS + 1);
    // the due index still lists it at its first try's time, so the next run takes it over
    expect(await w.run()).toMatchObject({ reconciled: 1 });
    expect(w.crm.calls.filter((call) => call === 'logEmail')).toHaveLength(1);
  });

  it("honours a rate limit's Retry-After and stops calling that CRM until then", async () => {
    const w = world();
    await w.record([...w.sent('m1'), ...w.sent('m2')]);
    w.crm.failures.push(new CrmError('rate_limited', 'HubSpot answered 429.', 30_000));
    expect(await w.run()).toMatchObject({ retried: 1, written: 0 });
    // the second event was not tried in the same run
    expect(w.crm.calls).toEqual(['logEmail']);
    const waiting = await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1');
    expect(waiting).toMatchObject({ state: 'PENDING', attempts: 1, reason: 'HubSpot answered 429.' });
    expect(Date.parse(waiting?.nextAttemptAt ?? '')).toBeGreaterThanOrEqual(w.at() + 60_000);
    // m2 is written on the next run, m1 once its wait is over
    w.advance(1);
    expect(await w.run()).toMatchObject({ written: 1 });
    w.advance(60_000);
    expect(await w.run()).toMatchObject({ written: 1 });
    expect(w.crm.logged).toHaveLength(2);
  });

  it('waits longer after each failed try, then gives the event up with its reason', async () => {
    const w = world();
    await w.record(w.sent('m1'));
    const waits: number[] = [];
    const summaries = [];
    for (let tries = 1; tries <= CRM_OUTBOX_MAX_TRIES; tries += 1) {
      w.crm.failures.push(new CrmError('unavailable', 'HubSpot answered 503.'));
      summaries.push(await w.run());
      const next = Date.parse((await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1'))?.nextAttemptAt ?? '');
      waits.push(next - w.at());
      w.advance(Math.max(next - w.at(), 0));
    }
    expect(summaries.map((summary) => (summary.dead ? 'dead' : summary.retried ? 'retried' : 'other'))).toEqual([
      ...Array.from({ length: CRM_OUTBOX_MAX_TRIES - 1 }, () => 'retried'),
      'dead',
    ]);
    const given = await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1');
    expect(given).toMatchObject({ state: 'DEAD', attempts: CRM_OUTBOX_MAX_TRIES });
    expect(given?.reason).toContain('Given up after 8 tries');
    waits.pop();
    expect(waits).toEqual([...waits].sort((a, b) => a - b));
    expect(waits[0]).toBe(60_000);
    const dead = await w.outbox.listDead(w.ctx, 'HUBSPOT', { cursor: null, limit: 10 });
    expect(dead.items.map((item) => item.eventId)).toEqual(['EMAIL_SENT#m1']);
    // a member's retry puts it back, and it is written
    expect(await w.outbox.revive(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1', new Date(w.at()).toISOString())).toBe(true);
    expect(await w.run()).toMatchObject({ written: 1 });
    expect((await w.outbox.listDead(w.ctx, 'HUBSPOT', { cursor: null, limit: 10 })).items).toEqual([]);
  });

  it('gives up at once on a request the CRM refuses', async () => {
    const w = world();
    await w.record(w.sent('m1'));
    w.crm.failures.push(new CrmError('rejected', 'HubSpot answered 400 VALIDATION_ERROR.'));
    expect(await w.run()).toMatchObject({ dead: 1 });
    expect(await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1')).toMatchObject({
      state: 'DEAD',
      reason: 'HubSpot answered 400 VALIDATION_ERROR.',
    });
  });

  it('marks the integration ERROR on a revoked access and loses nothing: the event is written after reconnecting', async () => {
    const w = world();
    await w.record([...w.sent('m1'), ...w.sent('m2')]);
    w.crm.failures.push(new CrmError('auth', 'HubSpot answered 401.'));
    expect(await w.run()).toMatchObject({ retried: 1 });
    expect(w.errors).toEqual(['HubSpot answered 401.']);
    const item = await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1');
    expect(item).toMatchObject({ state: 'PENDING', attempts: 0 });
    w.advance(DISCONNECTED_WAIT_MS);
    expect(await w.run()).toMatchObject({ written: 2 });
  });

  it('keeps the events of a CRM that is not connected for later, without counting a try', async () => {
    const w = world({ connected: false });
    await w.record(w.sent('m1'));
    expect(await w.run()).toEqual({ written: 0, reconciled: 0, skipped: 0, retried: 0, dead: 0 });
    const item = await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1');
    expect(item).toMatchObject({ state: 'PENDING', attempts: 0, reason: 'HubSpot is not connected.' });
    w.reconnect();
    expect(await w.run()).toMatchObject({ written: 0 });
    w.advance(DISCONNECTED_WAIT_MS);
    expect(await w.run()).toMatchObject({ written: 1 });
  });

  it('skips a contact that is not in the CRM', async () => {
    const w = world({ linked: false });
    await w.record(w.sent('m1'));
    expect(await w.run()).toMatchObject({ skipped: 1 });
    expect(await w.outbox.get(w.ctx, 'HUBSPOT', 'EMAIL_SENT#m1')).toMatchObject({
      state: 'SKIPPED',
      reason: 'The contact is not in HubSpot.',
    });
    expect(w.crm.calls).toEqual([]);
  });

  it('writes replies and bounces as notes and an opt-out once per contact', async () => {
    const w = world();
    const at = new Date(w.at()).toISOString();
    const replied = crmEventsOfEmailChange({ id: 'm1', contactId: 'c1', status: 'SENT', channel: 'EMAIL' }, 'REPLIED', at, [
      'HUBSPOT',
    ]);
    const bounced = crmEventsOfEmailChange({ id: 'm2', contactId: 'c2', status: 'SENT', channel: 'EMAIL' }, 'BOUNCED', at, [
      'HUBSPOT',
    ]);
    await w.record([...replied, ...bounced, ...crmOptOutEvents('c2', at, ['HUBSPOT'])]);
    expect(await w.record(crmOptOutEvents('c2', at, ['HUBSPOT']))).toBe(0);
    expect(await w.run()).toMatchObject({ written: 3 });
    expect(w.crm.logged.map((entry) => `${entry.kind} ${entry.log.subject}`).sort()).toEqual(['note BOUNCE m2', 'note REPLY m1']);
    expect([...w.crm.optedOut]).toEqual(['hs-c2']);
  });

  it("never shows one instance's events to another", async () => {
    const a = world();
    const b = world();
    await a.record(a.sent('m1'));
    expect(await b.outbox.get(b.ctx, 'HUBSPOT', 'EMAIL_SENT#m1')).toBeNull();
    expect(await b.outbox.revive(b.ctx, 'HUBSPOT', 'EMAIL_SENT#m1', new Date().toISOString())).toBe(false);
  });
});

describe('which changes become CRM events', () => {
  const at = '2026-11-02T10:00:00.000Z';
  const email = { id: 'm1', contactId: 'c1', channel: 'EMAIL' } as const;

  it('logs a send, a reply and a bounce, for each CRM written to', () => {
    expect(
      crmEventsOfEmailChange({ ...email, status: 'SENDING' }, 'SENT', at, ['HUBSPOT', 'SALESFORCE']).map((event) => [
        event.type,
        event.eventId,
      ]),
    ).toEqual([
      ['HUBSPOT', 'EMAIL_SENT#m1'],
      ['SALESFORCE', 'EMAIL_SENT#m1'],
    ]);
    expect(crmEventsOfEmailChange({ ...email, status: 'CLICKED' }, 'REPLIED', at, ['HUBSPOT'])[0]?.kind).toBe('REPLY');
    expect(crmEventsOfEmailChange({ ...email, status: 'SENT' }, 'BOUNCED', at, ['HUBSPOT'])[0]?.kind).toBe('BOUNCE');
  });

  it('logs nothing for other moves, LinkedIn messages, hand-written sends, or without a CRM', () => {
    expect(crmEventsOfEmailChange({ ...email, status: 'SENT' }, 'READ', at, ['HUBSPOT'])).toEqual([]);
    expect(crmEventsOfEmailChange({ ...email, status: 'REPLIED' }, 'REPLIED', at, ['HUBSPOT'])).toEqual([]);
    expect(crmEventsOfEmailChange({ ...email, channel: 'LINKEDIN', status: 'SCHEDULED' }, 'SENT', at, ['HUBSPOT'])).toEqual([]);
    expect(crmEventsOfEmailChange({ ...email, origin: 'MANUAL', status: 'SENDING' }, 'SENT', at, ['HUBSPOT'])).toEqual([]);
    expect(crmEventsOfEmailChange({ ...email, origin: 'MANUAL', status: 'SENT' }, 'REPLIED', at, ['HUBSPOT'])).toHaveLength(1);
    expect(crmEventsOfEmailChange({ ...email, status: 'SENDING' }, 'SENT', at, [])).toEqual([]);
  });
});
