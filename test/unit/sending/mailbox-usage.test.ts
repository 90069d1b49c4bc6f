import { describe, expect, it } from 'vitest';

import { NotFoundError } from '../../../functions/core/errors';
import type { CampaignItem, EmailSenderConfigItem } from '../../../functions/core/ports/items';
import type { MailboxDay, MailboxUsage } from '../../../functions/core/ports/sending';
import { lastLocalDays } from '../../../shared/rules/mailbox-days';
import { warmUpDayOf } from '../../../shared/rules/warm-up';
import { createMailboxUsageService, type MailboxUsageDeps } from '../../../functions/core/sending/mailbox-usage';
import type { TenantContext } from '../../../functions/core/tenant';

const CTX: TenantContext = { namespaceId: 'ns-1', userId: 'user-1', role: 'DEFAULT' };
// 10:00 UTC on Tuesday 3 March 2026: 19:00 in Tokyo, 23:00 the day before in Pago Pago
const NOW = new Date('2026-03-03T10:00:00.000Z');

function sender(changes: Partial<EmailSenderConfigItem> = {}): EmailSenderConfigItem {
  return {
    namespaceId: 'ns-1',
    id: 'sender-1',
    senderEmail: 'ana@seller.example',
    senderName: 'Ana',
    type: 'SMTP',
    status: 'ACTIVE',
    createdAt: '2026-01-01T08:00:00.000Z',
    updatedAt: '2026-01-01T08:00:00.000Z',
    ...changes,
  };
}

function campaign(id: string, status: CampaignItem['status'], throttle: number | undefined, senderConfigIds = ['sender-1']) {
  return { namespaceId: 'ns-1', id, status, senderConfigIds, ...(throttle === undefined ? {} : { throttle }) } as CampaignItem;
}

/** A mailbox's counters kept in memory, by mailbox and day, as the send store keeps them. */
function memoryStore(counters: Record<string, MailboxDay>, all: Partial<MailboxUsage> = {}) {
  const asked: { mailbox: string; days: readonly string[] }[] = [];
  return {
    asked,
    store: {
      usage(_ctx: TenantContext, mailbox: string, days: readonly string[]): Promise<MailboxUsage> {
        asked.push({ mailbox, days });
        return Promise.resolve({
          days: Object.fromEntries(days.map((day) => [day, counters[day] ?? { reserved: 0, sent: 0 }])),
          sentTotal: all.sentTotal ?? 0,
          lastSendAt: all.lastSendAt,
          queued: [],
        });
      },
    },
  };
}

function deps(
  options: {
    sender?: EmailSenderConfigItem;
    campaigns?: CampaignItem[];
    counters?: Record<string, MailboxDay>;
    all?: Partial<MailboxUsage>;
    instanceZone?: string;
  } = {},
) {
  const memory = memoryStore(options.counters ?? {}, options.all);
  const found = options.sender ?? sender();
  const built: MailboxUsageDeps = {
    store: memory.store,
    senders: {
      get: (_ctx, id) =>
        id === found.id ? Promise.resolve(found) : Promise.reject(new NotFoundError('Email Sender Config Not Found')),
    },
    campaigns: { listAll: () => Promise.resolve(options.campaigns ?? []) },
    instanceTimeZone: () => Promise.resolve(options.instanceZone ?? 'UTC'),
    now: () => NOW,
  };
  return { built, asked: memory.asked };
}

describe("a sender's usage", () => {
  it("counts today in the sender's own zone, against the largest throttle of its running and paused campaigns", async () => {
    const { built, asked } = deps({
      sender: sender({ timeZone: 'Asia/Tokyo' }),
      campaigns: [
        campaign('c1', 'RUNNING', 20),
        campaign('c2', 'PAUSED', 30),
        campaign('c3', 'STOPPED', 50),
        campaign('c4', 'RUNNING', 40, ['sender-2']),
      ],
      counters: { '2026-03-03': { reserved: 15, sent: 12 }, '2026-03-02': { reserved: 30, sent: 30 } },
      all: { sentTotal: 900, lastSendAt: Date.parse('2026-03-03T09:55:00.000Z') },
    });

    const usage = await createMailboxUsageService(built).usage(CTX, 'sender-1');

    expect(usage).toEqual({
      day: '2026-03-03',
      timeZone: 'Asia/Tokyo',
      sentToday: 12,
      reservedToday: 15,
      dailyCap: 30,
      capSource: 'THROTTLE',
      throttles: [20, 30],
      warmUp: { active: false, day: 62, dailyCap: 30, sentThisWeek: 45, weekCap: 150, sentTotal: 900, until: 200 },
      lastSendAt: '2026-03-03T09:55:00.000Z',
    });
    expect(asked).toEqual([{ mailbox: 'ana@seller.example', days: lastLocalDays(NOW.getTime(), 'Asia/Tokyo', 7) }]);
  });

  it("reads the day in the instance's zone when the sender names none: still the day before in Pago Pago", async () => {
    const { built } = deps({
      instanceZone: 'Pacific/Pago_Pago',
      counters: { '2026-03-02': { reserved: 9, sent: 7 }, '2026-03-03': { reserved: 4, sent: 4 } },
    });

    const usage = await createMailboxUsageService(built).usage(CTX, 'sender-1');

    expect(usage).toMatchObject({ day: '2026-03-02', timeZone: 'Pacific/Pago_Pago', sentToday: 7, reservedToday: 9 });
  });

  it('takes 10 a day, the lowest throttle, when no campaign sends from the sender', async () => {
    const { built } = deps({ campaigns: [campaign('c1', 'COMPLETED', 50)] });

    const usage = await createMailboxUsageService(built).usage(CTX, 'sender-1');

    expect(usage).toMatchObject({ dailyCap: 10, capSource: 'THROTTLE', throttles: [] });
  });

  it("caps a warming mailbox by warm-up's day: day 4 sends 16 a day, and says so once they are given out", async () => {
    const { built } = deps({
      sender: sender({ status: 'WARMING_UP', createdAt: '2026-02-28T09:00:00.000Z' }),
      campaigns: [campaign('c1', 'RUNNING', 50)],
      counters: {
        '2026-03-03': { reserved: 16, sent: 14 },
        '2026-03-02': { reserved: 14, sent: 14 },
        '2026-03-01': { reserved: 12, sent: 12 },
        '2026-02-28': { reserved: 6, sent: 6 },
      },
      all: { sentTotal: 46 },
    });

    const usage = await createMailboxUsageService(built).usage(CTX, 'sender-1');

    expect(usage).toMatchObject({
      sentToday: 14,
      reservedToday: 16,
      dailyCap: 16,
      capSource: 'WARM_UP',
      warmUp: { active: true, day: 4, dailyCap: 16, sentThisWeek: 48, weekCap: 150, sentTotal: 46, until: 200 },
      holdReason: 'daily cap of this sender reached (16)',
    });
  });

  it('ends warm-up at 200 messages: the throttle caps it again', async () => {
    const { built } = deps({
      sender: sender({ status: 'WARMING_UP', createdAt: '2026-02-28T11:00:00.000Z' }),
      campaigns: [campaign('c1', 'RUNNING', 50)],
      all: { sentTotal: 200 },
    });

    const usage = await createMailboxUsageService(built).usage(CTX, 'sender-1');

    expect(usage).toMatchObject({ dailyCap: 50, capSource: 'THROTTLE', warmUp: { active: false } });
  });

  it('says why a sender whose credentials expired sends nothing', async () => {
    const google = deps({
      sender: sender({ type: 'GOOGLE', credentialsValid: false }),
      campaigns: [campaign('c1', 'RUNNING', 50)],
    });

    const usage = await createMailboxUsageService(google.built).usage(CTX, 'sender-1');

    expect(usage).toMatchObject({ dailyCap: 50, capSource: 'THROTTLE', holdReason: 'sender credentials expired' });
    expect(usage).not.toHaveProperty('lastSendAt');
  });

  it('answers not found for a sender the instance does not have', async () => {
    const { built } = deps();

    await expect(createMailboxUsageService(built).usage(CTX, 'sender-of-another-instance')).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe('the days a mailbox counts', () => {
  it('lists the last 7 local days, today first, across a change of clocks', () => {
    // Europe/Paris moves to summer time on 29 March 2026
    expect(lastLocalDays(Date.parse('2026-03-31T10:00:00.000Z'), 'Europe/Paris', 7)).toEqual([
      '2026-03-31',
      '2026-03-30',
      '2026-03-29',
      '2026-03-28',
      '2026-03-27',
      '2026-03-26',
      '2026-03-25',
    ]);
  });

  it('numbers warm-up days from 1 on the day the sender was added', () => {
    const added = '2026-03-01T09:00:00.000Z';

    expect(warmUpDayOf(added, Date.parse('2026-03-01T18:00:00.000Z'))).toBe(1);
    expect(warmUpDayOf(added, Date.parse('2026-03-02T09:00:00.000Z'))).toBe(2);
    expect(warmUpDayOf(added, Date.parse('2026-03-04T10:00:00.000Z'))).toBe(4);
  });
});
