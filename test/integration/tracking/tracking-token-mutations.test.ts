import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';

import { createEmailActivityStore } from '../../../functions/adapters/dynamodb/email-activity-store';
import { createEmailReviewStore } from '../../../functions/adapters/dynamodb/review-store';
import { BadRequestError } from '../../../functions/core/errors';
import type { EmailMessageItem } from '../../../functions/core/ports/items';
import type { TenantContext } from '../../../functions/core/tenant';
import { createTrackingLinks, type TrackingLinks } from '../../../functions/core/tracking/tracking-links';
import { createTrackingService } from '../../../functions/core/tracking/tracking-service';
import { emailStatusRoutes } from '../../../shared/api/routes';
import { INVALID_LINK_MESSAGE } from '../../../shared/domain/links';
import { tenantItems } from '../api/behaviour-review-support';
import { call, installDeps, settableClock, type TestDeps } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { CHROME, instance, SENT_AT, sentEmail } from './tracking-support';

const table = useTestTable();
const clock = settableClock('2026-03-02T12:00:00.000Z');

const BASE64URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
/** Characters a mutation may put in a token: its own alphabet, base64's, padding and a few strangers. */
const CHARACTERS = [...BASE64URL_ALPHABET, '+', '/', '=', '.', ' ', '%', '~', 'é'];
/** The purpose codes of link tokens (link-token.ts): unsubscribe, open, click. */
const PURPOSE_CODES = [1, 2, 3];

type Route = 'open' | 'click';

/** The valid tokens of one sent email, for each purpose. */
interface Tokens {
  readonly open: string;
  readonly click: string;
  readonly unsubscribe: string;
}

/** A token changed one way, presented to one route. */
interface Mutant {
  readonly route: Route;
  readonly token: string;
  readonly how: string;
}

function otherRoute(route: Route): Route {
  return route === 'open' ? 'click' : 'open';
}

/** Every way a valid open or click token of one set is changed: each gives a token that must open nothing. */
function mutantsOf(tokens: Tokens): fc.Arbitrary<Mutant> {
  const route = fc.constantFrom<Route>('open', 'click');
  const flipByte = fc.tuple(route, fc.nat(), fc.integer({ min: 1, max: 255 })).map(([r, at, xor]) => {
    const bytes = Buffer.from(tokens[r], 'base64url');
    const index = at % bytes.length;
    bytes.writeUInt8(bytes.readUInt8(index) ^ xor, index);
    return { route: r, token: bytes.toString('base64url'), how: 'flip' };
  });
  const insert = fc.tuple(route, fc.nat(), fc.constantFrom(...CHARACTERS)).map(([r, at, character]) => {
    const index = at % (tokens[r].length + 1);
    return { route: r, token: `${tokens[r].slice(0, index)}${character}${tokens[r].slice(index)}`, how: 'insert' };
  });
  const remove = fc.tuple(route, fc.nat()).map(([r, at]) => {
    const index = at % tokens[r].length;
    return { route: r, token: `${tokens[r].slice(0, index)}${tokens[r].slice(index + 1)}`, how: 'delete' };
  });
  const replace = fc
    .tuple(route, fc.nat(), fc.constantFrom(...CHARACTERS))
    .filter(([r, at, character]) => tokens[r][at % tokens[r].length] !== character)
    .map(([r, at, character]) => {
      const index = at % tokens[r].length;
      return { route: r, token: `${tokens[r].slice(0, index)}${character}${tokens[r].slice(index + 1)}`, how: 'replace' };
    });
  const truncate = fc.tuple(route, fc.nat()).map(([r, at]) => ({
    route: r,
    token: tokens[r].slice(0, at % tokens[r].length),
    how: 'truncate',
  }));
  // the purpose byte changed under the same signature
  const rewritePurpose = fc
    .tuple(route, fc.constantFrom(...PURPOSE_CODES))
    .filter(([r, code]) => code !== (r === 'open' ? 2 : 3))
    .map(([r, code]) => {
      const bytes = Buffer.from(tokens[r], 'base64url');
      bytes.writeUInt8(code, 1);
      return { route: r, token: bytes.toString('base64url'), how: 'purpose byte' };
    });
  // a genuine token of another purpose, presented to this route
  const swapPurpose = fc.tuple(route, fc.boolean()).map(([r, unsubscribe]) => ({
    route: r,
    token: unsubscribe ? tokens.unsubscribe : tokens[otherRoute(r)],
    how: 'other purpose',
  }));
  return fc.oneof(flipByte, insert, remove, replace, truncate, rewritePurpose, swapPurpose);
}

/** Mutants of either set: the links as they are sent now (with the send time) and as they were before. */
function mutants(sets: readonly Tokens[]): fc.Arbitrary<Mutant> {
  return fc.constantFrom(...sets).chain(mutantsOf);
}

let deps: TestDeps;
let ctx: TenantContext;
let email: EmailMessageItem;
let tokens: Tokens;
let timedTokens: Tokens;
let links: TrackingLinks;
const failures: unknown[] = [];

beforeAll(async () => {
  deps = installDeps(table, clock);
  ctx = instance();
  email = await sentEmail(deps, ctx);
  const ids = { namespaceId: ctx.namespaceId, contactId: email.contactId, emailId: email.id };
  tokens = {
    open: await deps.links.sign({ purpose: 'open', ...ids }),
    click: await deps.links.sign({ purpose: 'click', ...ids, url: 'https://cal.example.com/maya?week=12' }),
    unsubscribe: await deps.links.sign({ purpose: 'unsubscribe', ...ids }),
  };
  // as the send worker makes them: the open and click tokens carry the send time (version 2)
  timedTokens = {
    open: await deps.links.sign({ purpose: 'open', ...ids, sentAt: SENT_AT }),
    click: await deps.links.sign({ purpose: 'click', ...ids, sentAt: SENT_AT, url: 'https://cal.example.com/maya?week=12' }),
    unsubscribe: tokens.unsubscribe,
  };
  // the routes' own verification and recording, over the same key and table the handlers use
  links = createTrackingLinks({
    links: deps.links,
    tracking: createTrackingService({
      emails: createEmailReviewStore(table.client, table.tableName),
      activity: createEmailActivityStore(table.client, table.tableName),
    }),
    activity: createEmailActivityStore(table.client, table.tableName),
    moves: deps.queues.queues.inbound,
    now: clock,
    log: { error: (_message, details) => failures.push(details) },
  });
});

describe('changed open and click tokens', () => {
  it('open nothing and record nothing: 10,000 changes through the routes’ verification', async () => {
    const before = await tenantItems(table, ctx.namespaceId);
    const seen = new Set<string>();
    let accepted = 0;

    await fc.assert(
      fc.asyncProperty(mutants([tokens, timedTokens]), async (mutant) => {
        seen.add(mutant.how);
        const visit = mutant.route === 'open' ? links.open(mutant.token, CHROME) : links.click(mutant.token, CHROME);
        const refused = await visit.then(
          () => false,
          (error: unknown) => error instanceof BadRequestError && error.message === INVALID_LINK_MESSAGE,
        );
        if (!refused) accepted += 1;
      }),
      { numRuns: 10_000, seed: 4242 },
    );

    expect(accepted).toBe(0);
    expect([...seen].sort()).toEqual(['delete', 'flip', 'insert', 'other purpose', 'purpose byte', 'replace', 'truncate']);
    expect(failures).toEqual([]);
    expect(await tenantItems(table, ctx.namespaceId)).toEqual(before);
    expect(deps.queues.sent('inbound')).toEqual([]);
  });

  it('answer 400 through the real handlers with no redirect, and record nothing: 300 changes', async () => {
    const before = await tenantItems(table, ctx.namespaceId);
    const sample = fc.sample(mutants([tokens, timedTokens]), { numRuns: 300, seed: 8058 });
    const answers: { status: number; location: string | undefined; message: unknown }[] = [];

    for (const mutant of sample) {
      const answer = await call(mutant.route === 'open' ? emailStatusRoutes.read : emailStatusRoutes.click, {
        query: { token: mutant.token },
        headers: { 'user-agent': CHROME },
      });
      answers.push({
        status: answer.status,
        location: answer.headers.location,
        message: (answer.body as { message?: unknown } | undefined)?.message,
      });
    }

    expect(answers.filter((answer) => answer.status !== 400 || answer.location !== undefined)).toEqual([]);
    expect(answers.every((answer) => answer.message === INVALID_LINK_MESSAGE)).toBe(true);
    expect(await tenantItems(table, ctx.namespaceId)).toEqual(before);
    expect(deps.queues.sent('inbound')).toEqual([]);
    expect((await deps.repos.emailMessages.find(ctx, email.id))?.status).toBe('SENT');
  });

  it('leave the genuine tokens working: the same email is opened and clicked through the same handlers', async () => {
    const opened = await call(emailStatusRoutes.read, { query: { token: tokens.open }, headers: { 'user-agent': CHROME } });
    const clicked = await call(emailStatusRoutes.click, { query: { token: tokens.click }, headers: { 'user-agent': CHROME } });

    expect([opened.status, clicked.status, clicked.headers.location]).toEqual([200, 302, 'https://cal.example.com/maya?week=12']);
    expect((await deps.repos.emailMessages.find(ctx, email.id))?.status).toBe('CLICKED');
  });
});
