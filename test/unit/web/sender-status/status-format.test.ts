import { describe, expect, it } from 'vitest';

import type { EmailSenderConfig } from '../../../../shared/schemas/email-sender-config';
import { STOPPED_SENDERS_LINK, stoppedSenders, stoppedSenderText } from '../../../../web/src/app/notices/sender-health';
import {
  isSendingPaused,
  outcomeFiguresText,
  resumeConfirmationText,
  senderStatusLabel,
  senderStatusReason,
  senderStatusTone,
} from '../../../../web/src/pages/email-sender-config/status-format';

const NOW = Date.parse('2026-03-01T12:00:00.000Z');
const PAUSED_REASON = 'Hard bounces 5.4 % over 30 days: sending paused above 5 %';

function sender(fields: Partial<EmailSenderConfig>): EmailSenderConfig {
  return {
    namespaceId: 'acme',
    id: 'sender-1',
    createdAt: '2026-03-01T10:00:00.000Z',
    updatedAt: '2026-03-01T10:00:00.000Z',
    senderEmail: 'sales@acme.example',
    senderName: 'Ana',
    type: 'STUB',
    status: 'ACTIVE',
    ...fields,
  };
}

describe("a sender's status on the senders page", () => {
  it('names the status, and that sending is paused while it is', () => {
    const active = sender({});
    const paused = sender({ status: 'WARNING', sendingPausedAt: '2026-03-02T10:00:00.000Z', sendingPausedReason: PAUSED_REASON });
    expect(senderStatusLabel(active, NOW)).toBe('Active');
    expect(senderStatusLabel(sender({ status: 'WARMING_UP' }), NOW)).toBe('Warming up: day 1, 10 a day');
    expect(senderStatusLabel(paused, NOW)).toBe('Warning · Sending paused');
    expect(isSendingPaused(paused)).toBe(true);
    expect(isSendingPaused(active)).toBe(false);
  });

  it("says a warming-up sender's day of warm-up and its cap that day, counted from the day it was added", () => {
    // Added 2026-03-01T10:00Z
    const warming = sender({ status: 'WARMING_UP' });
    expect(senderStatusLabel(warming, Date.parse('2026-03-01T10:05:00.000Z'))).toBe('Warming up: day 1, 10 a day');
    expect(senderStatusLabel(warming, Date.parse('2026-03-04T11:00:00.000Z'))).toBe('Warming up: day 4, 16 a day');
    expect(senderStatusLabel(warming, Date.parse('2026-04-01T11:00:00.000Z'))).toBe('Warming up: day 32, 30 a day');
  });

  it("gives the pause's reason while paused, else the status's", () => {
    const suspended = sender({ status: 'SUSPENDED', statusReason: 'Spam complaints 0.12 % over 30 days (suspended at 0.1 %)' });
    const paused = sender({
      status: 'WARNING',
      statusReason: 'other',
      sendingPausedAt: '2026-03-02T10:00:00.000Z',
      sendingPausedReason: PAUSED_REASON,
    });
    expect(senderStatusReason(suspended)).toBe('Spam complaints 0.12 % over 30 days (suspended at 0.1 %)');
    expect(senderStatusReason(paused)).toBe(PAUSED_REASON);
    expect(senderStatusReason(sender({}))).toBeUndefined();
  });

  it('shows suspended and paused senders as errors, warned ones as warnings', () => {
    expect(senderStatusTone(sender({ status: 'SUSPENDED' }))).toBe('error');
    expect(senderStatusTone(sender({ sendingPausedAt: '2026-03-02T10:00:00.000Z' }))).toBe('error');
    expect(senderStatusTone(sender({ status: 'WARNING' }))).toBe('warning');
    expect(senderStatusTone(sender({ status: 'WARMING_UP' }))).toBe('info');
    expect(senderStatusTone(sender({}))).toBe('success');
  });
});

describe('the 30-day figures', () => {
  it('gives sent, delivered and both rates of a judged sender', () => {
    const judged = sender({
      bounceRate: 0.005,
      spamRate: 0.0005,
      recentOutcomes: {
        fromDay: '2026-02-01',
        toDay: '2026-03-02',
        sent: 2000,
        bounced: 10,
        complained: 1,
        delivered: 1990,
        judged: true,
      },
    });
    const text = outcomeFiguresText(judged);
    expect(text).toBe('2000 sent, 1990 delivered, 0.5 % hard bounces, 0.05 % spam complaints');
  });

  it('says how far a sender is from being judged', () => {
    const young = sender({
      recentOutcomes: {
        fromDay: '2026-02-01',
        toDay: '2026-03-02',
        sent: 38,
        bounced: 1,
        complained: 0,
        delivered: 37,
        judged: false,
      },
    });
    expect(outcomeFiguresText(young)).toBe('Not judged yet: 37 of 100 delivered');
  });

  it('says when a sender was never checked', () => {
    expect(outcomeFiguresText(sender({}))).toBe('Outcomes not checked yet');
  });

  it('states the bounce rate in the resume confirmation', () => {
    const text = resumeConfirmationText(sender({ bounceRate: 0.054 }));
    expect(text).toContain('Its hard bounces are 5.4 % over the last 30 days');
  });
});

describe("the shell's warning about senders that do not send", () => {
  it('names suspended and paused senders with why, suspended first, and nothing else', () => {
    const statuses = [
      { status: 200, senderEmail: 'fine@acme.example', senderStatus: 'WARNING' as const, statusReason: 'Spam complaints 0.05 %' },
      { status: 200, senderEmail: 'paused@acme.example', senderStatus: 'WARNING' as const, sendingPausedReason: PAUSED_REASON },
      {
        status: 200,
        senderEmail: 'spam@acme.example',
        senderStatus: 'SUSPENDED' as const,
        statusReason: 'Spam complaints 0.12 % over 30 days (suspended at 0.1 %)',
      },
      { status: 401, senderEmail: 'expired@acme.example', senderStatus: 'ACTIVE' as const },
    ];
    const lines = stoppedSenders(statuses).map(stoppedSenderText);
    expect(lines).toEqual([
      'spam@acme.example is suspended: Spam complaints 0.12 % over 30 days (suspended at 0.1 %).',
      `Sending from paused@acme.example is paused: ${PAUSED_REASON}.`,
    ]);
    expect(STOPPED_SENDERS_LINK).toBe('/email-sender-config');
  });

  it('says nothing when every sender sends', () => {
    expect(stoppedSenders([{ status: 200, senderEmail: 'a@acme.example', senderStatus: 'ACTIVE' }])).toEqual([]);
  });
});
