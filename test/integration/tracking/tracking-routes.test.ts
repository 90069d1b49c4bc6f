import { randomUUID } from 'node:crypto';

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { createCampaignProgressReader } from '../../../functions/adapters/dynamodb/campaign-progress';
import { createEmailActivityStore } from '../../../functions/adapters/dynamodb/email-activity-store';
import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { EmailActivity } from '../../../functions/core/ports/tracking';
import type { TenantContext } from '../../../functions/core/tenant';
import { emailStatusRoutes } from '../../../shared/api/routes';
import type { EmailStatus } from '../../../shared/domain/email';
import { INVALID_LINK_MESSAGE } from '../../../shared/domain/links';
import type { CampaignProgress } from '../../../shared/schemas/campaign-generation';
import { tenantItems } from '../api/behaviour-review-support';
import { call, installDeps, settableClock, type CallResult, type TestDeps } from '../../support/http';
import { captureLogLines } from '../../support/log-lines';
import { useTestTable } from '../../support/table-per-file';
import {
  CHROME,
  DESTINATION,
  instance,
  IPHONE_MAIL,
  NOW,
  sentEmail as storedEmail,
  type SentEmailOptions,
} from './tracking-support';

// the suite runs with request logs off; this file reads them to see what the routes log
vi.hoisted(() => {
  process.env.POWERTOOLS_LOG_LEVEL = 'INFO';
});

const table = useTestTable();
const clock = settableClock(NOW);
/** the 1×1 transparent GIF, as its bytes */
const GIF = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

let deps: TestDeps;
let lines: Record<string, unknown>[];

beforeAll(() => {
  deps = installDeps(table, clock);
});

beforeEach(() => {
  clock.set(NOW);
  lines = captureLogLines();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** An email of a campaign of its own, stored in the status asked (SENT two hours ago by default). */
function sentEmail(ctx: TenantContext, options: SentEmailOptions = {}): Promise<EmailMessageItem> {
  return storedEmail(deps, ctx, options);
}

function openToken(ctx: TenantContext, email: EmailMessageItem): Promise<string> {
  return deps.links.sign({ purpose: 'open', namespaceId: ctx.namespaceId, contactId: email.contactId, emailId: email.id });
}

function clickToken(ctx: TenantContext, email: EmailMessageItem, url = DESTINATION): Promise<string> {
  return deps.links.sign({
    purpose: 'click',
    namespaceId: ctx.namespaceId,
    contactId: email.contactId,
    emailId: email.id,
    url,
  });
}

/** The pixel fetched by a client with this user agent. */
function open(token: string, userAgent = IPHONE_MAIL): Promise<CallResult> {
  return call(emailStatusRoutes.read, { query: { token }, headers: { 'user-agent': userAgent } });
}

/** A link followed by a browser with this user agent. */
function click(token: string, userAgent = CHROME): Promise<CallResult> {
  return call(emailStatusRoutes.click, { query: { token }, headers: { 'user-agent': userAgent } });
}

async function statusOf(ctx: TenantContext, email: EmailMessageItem): Promise<EmailStatus | undefined> {
  return (await deps.repos.emailMessages.find(ctx, email.id))?.status;
}

function activityOf(ctx: TenantContext, email: EmailMessageItem): Promise<EmailActivity | null> {
  return createEmailActivityStore(table.client, table.tableName).get(ctx, email.id);
}

async function progressOf(ctx: TenantContext, email: EmailMessageItem): Promise<CampaignProgress> {
  const progress = await createCampaignProgressReader(table.client, table.tableName).progress(ctx, [email.campaignId]);
  const counts = progress.get(email.campaignId);
  if (!counts) throw new Error('no progress read');
  return counts;
}

/** The email's status history, oldest first. */
async function statusHistoryOf(ctx: TenantContext, email: EmailMessageItem) {
  const entries = await createEmailReviewStore(table.client, table.tableName).history(ctx, email.contactId, email.id);
  return entries.filter((entry) => entry.kind === 'STATUS');
}

function expectPixel(answer: CallResult): void {
  expect({
    status: answer.status,
    contentType: answer.headers['content-type'],
    cacheControl: answer.headers['cache-control'],
  }).toEqual({ status: 200, contentType: 'image/gif', cacheControl: 'no-store, no-cache, must-revalidate, private' });
  expect(answer.body).toEqual(GIF);
  expect((answer.body as Buffer).length).toBe(43);
}

function expectInvalidLink(answer: CallResult): void {
  expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 400, location: undefined });
  expect(answer.body).toMatchObject({ message: INVALID_LINK_MESSAGE });
}

describe('the open pixel', () => {
  it('answers the 1×1 GIF, moves a SENT email to READ and counts it opened once', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);

    const answer = await open(await openToken(ctx, email));

    expectPixel(answer);
    expect(await statusOf(ctx, email)).toBe('READ');
    expect(await activityOf(ctx, email)).toMatchObject({
      opens: 1,
      clicks: 0,
      machineOpens: 0,
      machineClicks: 0,
      firstOpenedAt: NOW,
      lastOpenedAt: NOW,
      lastUserAgent: IPHONE_MAIL,
    });
    expect(await progressOf(ctx, email)).toMatchObject({ opened: 1, clicked: 0 });
    expect(await statusHistoryOf(ctx, email)).toEqual([
      expect.objectContaining({ by: 'recipient', fromStatus: 'SENT', toStatus: 'READ', at: NOW }),
    ]);
  });

  it('counts a second open in the activity only: the email stays READ and opened stays 1', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await openToken(ctx, email);
    await open(token);
    clock.set('2026-03-02T15:30:00.000Z');

    const again = await open(token, CHROME);

    expectPixel(again);
    expect(await statusOf(ctx, email)).toBe('READ');
    expect(await activityOf(ctx, email)).toMatchObject({
      opens: 2,
      firstOpenedAt: NOW,
      lastOpenedAt: '2026-03-02T15:30:00.000Z',
      lastUserAgent: CHROME,
    });
    expect((await progressOf(ctx, email)).opened).toBe(1);
  });

  it('keeps a fetch by curl as a machine open: the status and the counts stay as they were', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);

    const answer = await open(await openToken(ctx, email), 'curl/8.5.0');

    expectPixel(answer);
    expect(await statusOf(ctx, email)).toBe('SENT');
    expect(await activityOf(ctx, email)).toMatchObject({
      opens: 0,
      machineOpens: 1,
      lastMachineReason: 'HTTP library (curl)',
      lastUserAgent: 'curl/8.5.0',
    });
    expect(await activityOf(ctx, email)).not.toHaveProperty('firstOpenedAt', expect.anything());
    expect((await progressOf(ctx, email)).opened).toBe(0);
  });

  it('keeps an open seconds after the send as a machine open, whatever the user agent', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx, { sentAt: '2026-03-02T11:59:55.000Z' });

    await open(await openToken(ctx, email), CHROME);

    expect(await statusOf(ctx, email)).toBe('SENT');
    expect(await activityOf(ctx, email)).toMatchObject({
      opens: 0,
      machineOpens: 1,
      lastMachineReason: 'opened within 2 minutes of delivery',
    });
    expect((await progressOf(ctx, email)).opened).toBe(0);
  });

  it.each(['CLICKED', 'REPLIED', 'BOUNCED', 'SPAM'] as const)(
    'leaves a %s email as it is: an open is recorded and moves nothing back',
    async (status) => {
      const ctx = instance();
      const email = await sentEmail(ctx, { status });

      const answer = await open(await openToken(ctx, email));

      expectPixel(answer);
      expect(await statusOf(ctx, email)).toBe(status);
      expect(await activityOf(ctx, email)).toMatchObject({ opens: 1 });
      expect(await progressOf(ctx, email)).toMatchObject({ opened: 0, clicked: 0 });
      expect(await statusHistoryOf(ctx, email)).toEqual([]);
    },
  );

  it('moves the email once and counts it opened once when 20 opens come at once, and counts all 20 opens', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await openToken(ctx, email);

    const answers = await Promise.all(Array.from({ length: 20 }, () => open(token)));

    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await statusOf(ctx, email)).toBe('READ');
    expect((await progressOf(ctx, email)).opened).toBe(1);
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 20, machineOpens: 0 });
    expect(await statusHistoryOf(ctx, email)).toHaveLength(1);
    const outcomes = lines.filter((line) => line.message === 'email opened').map((line) => line.outcome);
    expect(outcomes.filter((outcome) => outcome === 'COUNTED')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'RECORDED')).toHaveLength(19);
  });

  it.each([
    ['a draft not sent yet', { status: 'SCHEDULED', sentAt: null }],
    ['a LinkedIn message', { channel: 'LINKEDIN' }],
  ] as const)('answers the pixel for %s and records nothing', async (_label, options) => {
    const ctx = instance();
    const email = await sentEmail(ctx, options);
    const token = await openToken(ctx, email);
    const before = await tenantItems(table, ctx.namespaceId);

    const answer = await open(token);

    expectPixel(answer);
    expect(await tenantItems(table, ctx.namespaceId)).toEqual(before);
  });

  it('still answers the pixel when the email is gone, and writes nothing', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await openToken(ctx, email);
    await deps.repos.emailMessages.remove(ctx, email.id);
    const before = await tenantItems(table, ctx.namespaceId);

    const answer = await open(token);

    expectPixel(answer);
    expect(await tenantItems(table, ctx.namespaceId)).toEqual(before);
  });

  it('logs the instance the token names, and never the token', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await openToken(ctx, email);

    await open(token);

    const line = lines.find((candidate) => candidate.message === 'email opened');
    expect(line).toMatchObject({ namespaceId: ctx.namespaceId, outcome: 'COUNTED' });
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});

describe('the click redirect', () => {
  it('redirects (302) to the token’s address, moves a SENT email to CLICKED and counts it opened and clicked', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);

    const answer = await click(await clickToken(ctx, email));

    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 302, location: DESTINATION });
    expect(await statusOf(ctx, email)).toBe('CLICKED');
    expect(await progressOf(ctx, email)).toMatchObject({ opened: 1, clicked: 1 });
    expect(await activityOf(ctx, email)).toMatchObject({
      opens: 0,
      clicks: 1,
      firstClickedAt: NOW,
      lastClickedAt: NOW,
      lastUserAgent: CHROME,
    });
    expect(await statusHistoryOf(ctx, email)).toEqual([
      expect.objectContaining({ by: 'recipient', fromStatus: 'SENT', toStatus: 'CLICKED' }),
    ]);
  });

  it('moves a READ email to CLICKED and counts it clicked, not opened again', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    await open(await openToken(ctx, email));

    const answer = await click(await clickToken(ctx, email));

    expect(answer.status).toBe(302);
    expect(await statusOf(ctx, email)).toBe('CLICKED');
    expect(await progressOf(ctx, email)).toMatchObject({ opened: 1, clicked: 1 });
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 1, clicks: 1 });
  });

  it('keeps a click seconds after the send as a machine click: it still redirects, and moves and counts nothing', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx, { sentAt: '2026-03-02T11:59:57.000Z' });

    const answer = await click(await clickToken(ctx, email));

    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 302, location: DESTINATION });
    expect(await statusOf(ctx, email)).toBe('SENT');
    expect(await activityOf(ctx, email)).toMatchObject({
      clicks: 0,
      machineClicks: 1,
      lastMachineReason: 'clicked within 60 seconds of delivery',
    });
    expect(await progressOf(ctx, email)).toMatchObject({ opened: 0, clicked: 0 });
  });

  it('keeps a scanner’s click as a machine click', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);

    await click(await clickToken(ctx, email), 'Mozilla/5.0 (compatible; Barracuda Sentinel (EE))');

    expect(await statusOf(ctx, email)).toBe('SENT');
    expect(await activityOf(ctx, email)).toMatchObject({ clicks: 0, machineClicks: 1 });
  });

  it.each(['REPLIED', 'BOUNCED', 'SPAM'] as const)('leaves a %s email as it is, and still redirects', async (status) => {
    const ctx = instance();
    const email = await sentEmail(ctx, { status });

    const answer = await click(await clickToken(ctx, email));

    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 302, location: DESTINATION });
    expect(await statusOf(ctx, email)).toBe(status);
    expect(await progressOf(ctx, email)).toMatchObject({ opened: 0, clicked: 0 });
    expect(await activityOf(ctx, email)).toMatchObject({ clicks: 1 });
  });

  it('still redirects when the email is gone, and writes nothing', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await clickToken(ctx, email);
    await deps.repos.emailMessages.remove(ctx, email.id);
    const before = await tenantItems(table, ctx.namespaceId);

    const answer = await click(token);

    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 302, location: DESTINATION });
    expect(await tenantItems(table, ctx.namespaceId)).toEqual(before);
  });

  it('leads only where the token says: an address in the query string is ignored', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await clickToken(ctx, email);

    const answer = await call(emailStatusRoutes.click, {
      query: { token, url: 'https://evil.example/', location: 'https://evil.example/', redirect: 'https://evil.example/' },
      headers: { 'user-agent': CHROME },
    });

    expect({ status: answer.status, location: answer.headers.location }).toEqual({ status: 302, location: DESTINATION });
  });

  it.each(['javascript:alert(1)', 'ftp://files.example.com/a', 'mailto:maya@example.com', 'data:text/html,hi'])(
    'answers 400 to a signed click token whose address is %s, and records nothing',
    async (url) => {
      const ctx = instance();
      const email = await sentEmail(ctx);
      const token = await clickToken(ctx, email, url);
      const before = await tenantItems(table, ctx.namespaceId);

      const answer = await click(token);

      expectInvalidLink(answer);
      expect(await tenantItems(table, ctx.namespaceId)).toEqual(before);
    },
  );

  it('logs the instance and never the token or the address’s query', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const token = await clickToken(ctx, email);

    await click(token);

    expect(lines.find((candidate) => candidate.message === 'email link followed')).toMatchObject({
      namespaceId: ctx.namespaceId,
      outcome: 'COUNTED',
    });
    const logged = JSON.stringify(lines);
    expect(logged).not.toContain(token);
    expect(logged).not.toContain('week=12');
  });
});

describe('tokens', () => {
  it('record only an open from the pixel and only a click from a link: each route refuses the other’s token', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const openLink = await openToken(ctx, email);
    const clickLink = await clickToken(ctx, email);
    const before = await tenantItems(table, ctx.namespaceId);

    expectInvalidLink(await open(clickLink));
    expectInvalidLink(await click(openLink));
    expect(await tenantItems(table, ctx.namespaceId)).toEqual(before);

    await open(openLink);
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 1, clicks: 0, machineClicks: 0 });
    await click(clickLink);
    expect(await activityOf(ctx, email)).toMatchObject({ opens: 1, clicks: 1, machineOpens: 0 });
  });

  it.each([
    ['an unsubscribe token', 'unsubscribe'],
    ['a token with one character changed', 'changed'],
    ['a token cut short', 'short'],
    ['no token', 'none'],
  ] as const)('answer 400 to %s on both routes, and record nothing', async (_label, kind) => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const forge = async (token: string): Promise<string> => {
      if (kind === 'unsubscribe') {
        return deps.links.sign({
          purpose: 'unsubscribe',
          namespaceId: ctx.namespaceId,
          contactId: email.contactId,
          emailId: email.id,
        });
      }
      if (kind === 'changed') return `${token.slice(0, 12)}${token[12] === 'A' ? 'B' : 'A'}${token.slice(13)}`;
      if (kind === 'short') return token.slice(0, -3);
      return '';
    };
    const badOpen = await forge(await openToken(ctx, email));
    const badClick = await forge(await clickToken(ctx, email));
    const before = await tenantItems(table, ctx.namespaceId);

    const answers = [
      await call(emailStatusRoutes.read, { query: badOpen === '' ? {} : { token: badOpen } }),
      await call(emailStatusRoutes.click, { query: badClick === '' ? {} : { token: badClick } }),
    ];

    for (const answer of answers) expectInvalidLink(answer);
    expect(await tenantItems(table, ctx.namespaceId)).toEqual(before);
  });

  it('reach only the instance they name: a token of instance A naming an email of instance B touches nothing', async () => {
    const a = instance();
    const b = instance();
    const bEmail = await sentEmail(b);
    const forged = { namespaceId: a.namespaceId, contactId: bEmail.contactId, emailId: bEmail.id };
    const openLink = await deps.links.sign({ purpose: 'open', ...forged });
    const clickLink = await deps.links.sign({ purpose: 'click', ...forged, url: DESTINATION });
    const before = [await tenantItems(table, a.namespaceId), await tenantItems(table, b.namespaceId)];

    expectPixel(await open(openLink));
    expect((await click(clickLink)).status).toBe(302);

    expect([await tenantItems(table, a.namespaceId), await tenantItems(table, b.namespaceId)]).toEqual(before);
    expect(await statusOf(b, bEmail)).toBe('SENT');
  });

  it('reach only the contact they name: a token naming another contact’s email touches nothing', async () => {
    const ctx = instance();
    const email = await sentEmail(ctx);
    const forged = { namespaceId: ctx.namespaceId, contactId: `contact-${randomUUID()}`, emailId: email.id };
    const before = await tenantItems(table, ctx.namespaceId);

    expectPixel(await open(await deps.links.sign({ purpose: 'open', ...forged })));
    expect((await click(await deps.links.sign({ purpose: 'click', ...forged, url: DESTINATION }))).status).toBe(302);

    expect(await tenantItems(table, ctx.namespaceId)).toEqual(before);
  });
});
