import { describe, expect, it } from 'vitest';

import { EMAIL_LIST_TAB_STATUSES, EMAIL_LIST_TABS, type EmailStatus } from '../../../../shared/domain/email';
import { EMAIL_ACTION_FROM, EMAIL_BULK_CHUNK, EMAIL_BULK_MAX_IDS } from '../../../../shared/domain/email-review';
import { EmailBulkInputSchema, type EmailBulkResult } from '../../../../shared/schemas/email-review';
import {
  BULK_ACTION_REVIEW_ACTION,
  bulkInput,
  bulkPercent,
  bulkSummary,
  EMAIL_BULK_ACTIONS_BY_TAB,
  idChunks,
  NO_BULK_PROGRESS,
  runBulk,
  skipReasons,
  type BulkInput,
  type BulkProgress,
  type BulkRun,
} from '../../../../web/src/pages/email/list-bulk';

interface FakeEmail {
  readonly id: string;
  status: EmailStatus;
}

/**
 * `email.bulk` over a list of emails: CANCEL changes every email it may cancel and skips the rest;
 * a filter is walked EMAIL_BULK_CHUNK at a time, the first answer naming the total.
 */
function fakeServer(emails: FakeEmail[], options: { failOnCall?: number } = {}) {
  const inputs: BulkInput[] = [];
  const call = (input: BulkInput): Promise<EmailBulkResult> => {
    inputs.push(input);
    expect(EmailBulkInputSchema.safeParse(input).success).toBe(true);
    if (options.failOnCall === inputs.length) return Promise.reject(new Error('The server is unavailable.'));
    const apply = (targets: FakeEmail[]) => {
      const skipped: EmailBulkResult['skipped'] = [];
      let changed = 0;
      for (const email of targets) {
        if (EMAIL_ACTION_FROM.cancel.includes(email.status)) {
          email.status = 'CANCELLED';
          changed += 1;
        } else {
          skipped.push({ id: email.id, status: email.status, reason: `Not allowed from ${email.status}.` });
        }
      }
      return { processed: targets.length, changed, skipped };
    };
    if (input.ids !== undefined) {
      const ids = input.ids;
      return Promise.resolve({ ...apply(emails.filter((email) => ids.includes(email.id))), cursor: null });
    }
    const start = input.cursor === undefined ? 0 : Number(input.cursor);
    const end = Math.min(start + EMAIL_BULK_CHUNK, emails.length);
    return Promise.resolve({
      ...apply(emails.slice(start, end)),
      cursor: end >= emails.length ? null : String(end),
      ...(input.cursor === undefined ? { total: emails.length } : {}),
    });
  };
  return { call, inputs };
}

function drafts(n: number, status: EmailStatus = 'SAVED'): FakeEmail[] {
  return Array.from({ length: n }, (_, index) => ({ id: `e${index}`, status }));
}

describe('bulk actions over everything a filter matches', () => {
  it('calls again with each answer’s cursor until it is null and changes every email', async () => {
    const emails = drafts(60);
    const server = fakeServer(emails);
    const seen: BulkProgress[] = [];

    const run = await runBulk(
      server.call,
      'CANCEL',
      { kind: 'filter', filter: { tab: 'GENERATED' } },
      {},
      {
        onProgress: (progress) => seen.push(progress),
      },
    );

    expect(run.outcome).toBe('done');
    expect(emails.every((email) => email.status === 'CANCELLED')).toBe(true);
    expect(server.inputs.map((input) => input.cursor)).toEqual([undefined, '25', '50']);
    expect(server.inputs.every((input) => input.ids === undefined && input.filter?.tab === 'GENERATED')).toBe(true);
    expect(run.progress).toMatchObject({ processed: 60, changed: 60, total: 60, calls: 3 });
    expect(seen.map((progress) => bulkPercent(progress))).toEqual([42, 83, 100]);
  });

  it('keeps the emails it could not change, and why', async () => {
    const emails = [...drafts(3), { id: 's1', status: 'SENT' as const }, { id: 's2', status: 'SENDING' as const }];
    const server = fakeServer(emails);

    const run = await runBulk(server.call, 'CANCEL', { kind: 'filter', filter: { tab: 'GENERATED' } });

    expect(run.progress.changed).toBe(3);
    expect(run.progress.skipped.map((skip) => skip.id)).toEqual(['s1', 's2']);
  });

  it('stops between calls when asked, leaving the rest as it was', async () => {
    const emails = drafts(80);
    const server = fakeServer(emails);
    let stop = false;

    const run = await runBulk(
      server.call,
      'CANCEL',
      { kind: 'filter', filter: { tab: 'GENERATED' } },
      {},
      {
        onProgress: (progress) => {
          if (progress.calls === 2) stop = true;
        },
        stopRequested: () => stop,
      },
    );

    expect(run.outcome).toBe('stopped');
    expect(run.progress).toMatchObject({ processed: 50, changed: 50, total: 80 });
    expect(emails.filter((email) => email.status === 'CANCELLED')).toHaveLength(50);
    expect(server.inputs).toHaveLength(2);
  });

  it('ends with what it did when a call fails', async () => {
    const emails = drafts(60);
    const server = fakeServer(emails, { failOnCall: 2 });

    const run = await runBulk(server.call, 'CANCEL', { kind: 'filter', filter: { tab: 'GENERATED' } });

    expect(run.outcome).toBe('failed');
    expect(run.error).toBeInstanceOf(Error);
    expect(run.progress).toMatchObject({ processed: 25, changed: 25, total: 60 });
  });

  it('ends rather than asks forever when an answer does not move on', async () => {
    const inputs: BulkInput[] = [];
    const call = (input: BulkInput): Promise<EmailBulkResult> => {
      inputs.push(input);
      return Promise.resolve({ processed: 0, changed: 0, skipped: [], cursor: 'same' });
    };

    const run = await runBulk(call, 'REVIEW', { kind: 'filter', filter: { tab: 'GENERATED' } });

    expect(run.outcome).toBe('done');
    expect(inputs).toHaveLength(2);
  });
});

describe('bulk actions over a selection', () => {
  it('names at most EMAIL_BULK_MAX_IDS emails a call, each once', async () => {
    const emails = drafts(250);
    const server = fakeServer(emails);
    const ids = [...emails.map((email) => email.id), 'e0'];

    const run = await runBulk(server.call, 'CANCEL', { kind: 'selected', ids });

    expect(server.inputs.map((input) => input.ids?.length)).toEqual([EMAIL_BULK_MAX_IDS, EMAIL_BULK_MAX_IDS, 50]);
    expect(run.progress).toMatchObject({ processed: 250, changed: 250, total: 250 });
    expect(bulkPercent(run.progress)).toBe(100);
  });

  it('changes only the emails selected', async () => {
    const emails = drafts(5);
    const server = fakeServer(emails);

    await runBulk(server.call, 'CANCEL', { kind: 'selected', ids: ['e1', 'e3'] });

    expect(emails.map((email) => email.status)).toEqual(['SAVED', 'CANCELLED', 'SAVED', 'CANCELLED', 'SAVED']);
  });

  it('splits a selection into chunks', () => {
    expect(idChunks(['a', 'b', 'c', 'a', 'd'], 2)).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
    expect(idChunks([])).toEqual([]);
  });
});

describe('bulk inputs', () => {
  it("sends the rules choice with Schedule only, and no zone of the rep's: each email's next slot is its recipient's", () => {
    const options = { acceptViolations: true };

    expect(bulkInput('SCHEDULE', { ids: ['e1'] }, options)).toEqual({
      action: 'SCHEDULE',
      ids: ['e1'],
      acceptViolations: true,
    });
    expect(bulkInput('SCHEDULE', { ids: ['e1'] }, { acceptViolations: false })).toEqual({ action: 'SCHEDULE', ids: ['e1'] });
    expect(bulkInput('REVIEW', { filter: { tab: 'SCHEDULED' }, cursor: 'c1' }, options)).toEqual({
      action: 'REVIEW',
      filter: { tab: 'SCHEDULED' },
      cursor: 'c1',
    });
  });

  it('builds inputs the contract accepts', () => {
    const inputs = [
      bulkInput('SCHEDULE', { ids: ['e1', 'e2'] }, { acceptViolations: true }),
      bulkInput('CANCEL', { filter: { tab: 'GENERATED', campaignId: 'camp-1', search: 'hi' } }),
      bulkInput('UNREVIEW', { filter: { tab: 'SCHEDULED', reviewStatus: 'REVIEWED' }, cursor: 'next' }),
    ];

    expect(inputs.map((input) => EmailBulkInputSchema.safeParse(input).success)).toEqual([true, true, true]);
  });
});

describe('bulk actions by tab', () => {
  it('offers on each tab only actions that some of its emails allow, and none on Sent', () => {
    for (const tab of EMAIL_LIST_TABS) {
      for (const action of EMAIL_BULK_ACTIONS_BY_TAB[tab]) {
        const from = EMAIL_ACTION_FROM[BULK_ACTION_REVIEW_ACTION[action]];
        expect(EMAIL_LIST_TAB_STATUSES[tab].some((status) => from.includes(status))).toBe(true);
      }
    }
    expect(EMAIL_BULK_ACTIONS_BY_TAB.SENT).toEqual([]);
    expect(EMAIL_BULK_ACTIONS_BY_TAB.GENERATED).toEqual(['REVIEW', 'UNREVIEW', 'SCHEDULE', 'CANCEL']);
  });
});

describe('bulk progress and summary', () => {
  const progress = (over: Partial<BulkProgress>): BulkProgress => ({ ...NO_BULK_PROGRESS, ...over });

  it('knows no percentage before the total and never passes 100', () => {
    expect(bulkPercent(progress({ processed: 10 }))).toBeUndefined();
    expect(bulkPercent(progress({ processed: 1, total: 3 }))).toBe(33);
    expect(bulkPercent(progress({ processed: 0, total: 0 }))).toBe(100);
    expect(bulkPercent(progress({ processed: 130, total: 120 }))).toBe(100);
  });

  it('groups the reasons emails were skipped, the most frequent first', () => {
    const skipped = [
      { id: 'a', status: 'SENT' as const, reason: 'Already sent.' },
      { id: 'b', status: 'SAVED' as const, reason: 'Breaks writing rules.' },
      { id: 'c', status: 'SENT' as const, reason: 'Already sent.' },
      { id: 'd', status: 'SPAM' as const, reason: ' ' },
    ];

    expect(skipReasons(skipped)).toEqual([
      { reason: 'Already sent.', count: 2 },
      { reason: 'Breaks writing rules.', count: 1 },
      { reason: 'SPAM', count: 1 },
    ]);
  });

  const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));
  const run = (over: Partial<BulkRun>): BulkRun => ({ outcome: 'done', progress: NO_BULK_PROGRESS, ...over });

  it('says how many emails changed', () => {
    expect(bulkSummary('REVIEW', run({ progress: progress({ processed: 12, changed: 12 }) }), describeError)).toEqual({
      type: 'success',
      header: '12 emails marked reviewed.',
    });
    expect(bulkSummary('SCHEDULE', run({ progress: progress({ processed: 1, changed: 1 }) }), describeError).header).toBe(
      '1 email scheduled.',
    );
    expect(bulkSummary('CANCEL', run({}), describeError)).toEqual({ type: 'info', header: 'No email was changed.' });
  });

  it('lists the reasons of the skipped emails with their counts', () => {
    const skipped = [
      { id: 'a', status: 'SAVED' as const, reason: 'Breaks writing rules.' },
      { id: 'b', status: 'SAVED' as const, reason: 'Breaks writing rules.' },
      { id: 'c', status: 'CREATED' as const, reason: 'Still being written.' },
    ];

    const summary = bulkSummary('SCHEDULE', run({ progress: progress({ processed: 5, changed: 2, skipped }) }), describeError);

    expect(summary).toEqual({
      type: 'warning',
      header: '2 emails scheduled.',
      skipped: {
        header: '3 emails were left as they were:',
        reasons: ['Breaks writing rules. (2)', 'Still being written. (1)'],
      },
    });
  });

  it('says where a stopped or failed change got to', () => {
    const partial = progress({ processed: 25, changed: 20, total: 80 });

    expect(bulkSummary('CANCEL', run({ outcome: 'stopped', progress: partial }), describeError)).toEqual({
      type: 'warning',
      header: 'Stopped after 25 of 80 emails.',
      detail: '20 emails cancelled.',
    });
    expect(
      bulkSummary('CANCEL', run({ outcome: 'failed', progress: partial, error: new Error('Network down.') }), describeError),
    ).toEqual({ type: 'error', header: 'The change stopped part way: Network down.', detail: '20 emails cancelled.' });
  });
});
