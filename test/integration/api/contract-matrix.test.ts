import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';

import { INVALID_CURSOR_MESSAGE } from '../../../functions/adapters/dynamodb/cursor';
import { API_MESSAGES } from '../../../shared/api/messages';
import { INSTANCE_MESSAGES, RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { pathParams, type RouteDefinition } from '../../../shared/api/route';
import { invitationRoutes, namespaceRoutes, ROUTES, routeNamed, userRoutes } from '../../../shared/api/routes';
import { INVITATION_MESSAGES } from '../../../shared/domain/invitation';
import type { TestDeps } from '../../support/http';
import { call, formBody, installDeps, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { writeLog } from '../../support/write-log';
import { FIXTURES, invite, notFoundMessageFor, signUp, snapshot, unique, type Tenant } from './contract-fixtures';

const table = useTestTable();
const writes = writeLog(table);
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
let a: Tenant;
let b: Tenant;

beforeAll(async () => {
  deps = installDeps(table, clock);
  a = await signUp(deps, 'alpha');
  b = await signUp(deps, 'bravo');
});

const implemented = ROUTES.filter((route) => route.implemented);
const authenticated = ROUTES.filter((route) => route.access !== 'public');
const instanceRoutes = ROUTES.filter((route) => route.access === 'tenant' || route.access === 'admin');
const withId = implemented.filter((route) => pathParams(route.path).includes('id'));
const withBody = implemented.filter((route) => route.body !== undefined);
const gated = implemented.filter((route) => route.gates.terms);

async function fixture(route: RouteDefinition, tenant: Tenant) {
  const make = FIXTURES[route.name];
  if (!make) throw new Error(`No fixture for ${route.name}`);
  return make(deps, tenant);
}

describe('the contract', () => {
  it('has a handler file for every route', () => {
    const missing = ROUTES.filter(
      (route) => !existsSync(fileURLToPath(new URL(`../../../functions/http/${route.handler}.ts`, import.meta.url))),
    );

    expect(missing.map((route) => route.name)).toEqual([]);
  });

  it('has a valid request fixture for every route, so every matrix below covers every route', () => {
    const uncovered = ROUTES.map((route) => route.name).filter((name) => !(name in FIXTURES));
    const stale = Object.keys(FIXTURES).filter((name) => !ROUTES.some((route) => route.name === name));

    expect(uncovered).toEqual([]);
    expect(stale).toEqual([]);
  });

  it('gives every route a unique name and a unique method and path under /api', () => {
    const keys = ROUTES.map((route) => `${route.method} ${route.path}`);

    expect(new Set(ROUTES.map((route) => route.name)).size).toBe(ROUTES.length);
    expect(new Set(keys).size).toBe(ROUTES.length);
    expect(ROUTES.every((route) => route.path.startsWith('/api/'))).toBe(true);
  });
});

describe('a valid request', () => {
  it.each(implemented.map((route) => [route.name, route] as const))(
    '%s succeeds for a member of the instance',
    async (_name, route) => {
      const options = await fixture(route, a);

      const result = await call(route, { ...options, identity: a.identity, namespaceId: a.namespaceId });

      expect({ status: result.status, body: result.body }).toEqual({
        status: route.successStatus,
        body: expect.anything() as unknown,
      });
    },
  );

  it.each(ROUTES.filter((route) => !route.implemented).map((route) => [route.name, route] as const))(
    '%s answers 501 until its feature lands',
    async (_name, route) => {
      const result = await call(route, { identity: a.identity, namespaceId: a.namespaceId });

      expect(result).toMatchObject({ status: 501, body: { message: API_MESSAGES.notImplemented } });
    },
  );
});

describe('authentication', () => {
  // routes not available yet included: identity and membership come before their 501
  it.each(authenticated.map((route) => [route.name, route] as const))('%s answers 401 without a token', async (_name, route) => {
    const options = route.implemented ? await fixture(route, a) : {};

    const result = await call(route, { ...options, namespaceId: a.namespaceId });

    expect(result).toMatchObject({ status: 401, body: { message: API_MESSAGES.unauthorized } });
  });
});

describe('tenant isolation', () => {
  it.each(instanceRoutes.map((route) => [route.name, route] as const))(
    '%s answers 403 Forbidden to a user who is not a member of the selected instance',
    async (_name, route) => {
      const options = route.implemented ? await fixture(route, a) : {};

      const { result, written } = await writes.during(
        () => call(route, { ...options, identity: b.identity, namespaceId: a.namespaceId }),
        a.namespaceId,
      );

      expect(result).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
      expect(written).toEqual([]);
    },
  );

  it.each(withId.map((route) => [route.name, route] as const))(
    '%s answers the named 404 for an id from another instance and changes nothing',
    async (_name, route) => {
      const options = await fixture(route, a);

      const { result, written } = await writes.during(
        () => call(route, { ...options, identity: b.identity, namespaceId: b.namespaceId }),
        a.namespaceId,
      );

      expect(result).toMatchObject({ status: 404, body: { message: notFoundMessageFor(route) } });
      expect(written).toEqual([]);
    },
  );
});

/**
 * A body as the route's handler receives it: a form's fields go through the wire as a form, and an
 * object without fields as no body at all.
 */
function asReceived(route: RouteDefinition, body: unknown): unknown {
  if (route.bodyType !== 'form') return body;
  const text = formBody(body);
  return text === '' ? undefined : Object.fromEntries(new URLSearchParams(text));
}

/** Bad bodies derived from a valid one: each field missing, of a wrong type, 100 KB long, or a bad email or URL. */
function badBodies(valid: unknown): { label: string; body?: unknown; rawBody?: string; alwaysInvalid: boolean }[] {
  const cases: { label: string; body?: unknown; rawBody?: string; alwaysInvalid: boolean }[] = [
    { label: 'malformed JSON', rawBody: '{"unterminated": ', alwaysInvalid: true },
    { label: 'a string', body: 'text', alwaysInvalid: true },
    { label: 'a number', body: 42, alwaysInvalid: true },
    { label: 'an array', body: [], alwaysInvalid: true },
    { label: 'null', body: null, alwaysInvalid: true },
  ];
  if (typeof valid !== 'object' || valid === null || Array.isArray(valid)) return cases;
  const fields = valid as Record<string, unknown>;
  cases.push({ label: 'an unknown field', body: { ...fields, unexpectedField: 1 }, alwaysInvalid: true });
  for (const [key, value] of Object.entries(fields)) {
    const { [key]: _removed, ...without } = fields;
    cases.push({ label: `no ${key}`, body: without, alwaysInvalid: false });
    cases.push({
      label: `${key} of a wrong type`,
      body: { ...fields, [key]: typeof value === 'number' ? 'seven' : 7 },
      alwaysInvalid: true,
    });
    cases.push({
      label: `${key} 100 KB long`,
      body: { ...fields, [key]: 'x'.repeat(100_000) },
      alwaysInvalid: typeof value === 'string',
    });
    if (/email/i.test(key))
      cases.push({ label: `${key} not an email`, body: { ...fields, [key]: 'not-an-email' }, alwaysInvalid: true });
    if (/url|website/i.test(key))
      cases.push({ label: `${key} not a URL`, body: { ...fields, [key]: 'javascript:alert(1)' }, alwaysInvalid: true });
  }
  return cases;
}

describe('bad input', () => {
  it.each(withBody.map((route) => [route.name, route] as const))(
    '%s answers 400 with field messages to bad bodies and writes nothing',
    async (_name, route) => {
      const options = await fixture(route, a);

      const { written } = await writes.during(() => askBadBodies(route, options));

      expect(written).toEqual([]);
    },
  );

  /** Asks `route` with each bad body of its fixture and with random ones: each must be a 400. */
  async function askBadBodies(route: RouteDefinition, options: Awaited<ReturnType<typeof fixture>>) {
    for (const bad of badBodies(options.body)) {
      const valid =
        bad.rawBody === undefined && route.body !== undefined && z.safeParse(route.body, asReceived(route, bad.body)).success;
      if (valid && !bad.alwaysInvalid) continue;
      const result = await call(route, {
        ...options,
        body: bad.body,
        rawBody: bad.rawBody,
        identity: a.identity,
        namespaceId: a.namespaceId,
      });

      expect({ case: bad.label, status: result.status }).toEqual({ case: bad.label, status: 400 });
      expect((result.body as { message: string }).message.length).toBeGreaterThan(0);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.string({ maxLength: 12 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 6 }),
        async (body) => {
          if (route.body && z.safeParse(route.body, asReceived(route, body)).success) return;
          const result = await call(route, { ...options, body, identity: a.identity, namespaceId: a.namespaceId });
          expect(result.status).toBe(400);
        },
      ),
      { numRuns: 15, seed: 42 },
    );
  }

  it.each(withId.map((route) => [route.name, route] as const))('%s answers 400 to a malformed id', async (_name, route) => {
    const options = await fixture(route, a);

    for (const id of ['../../etc/passwd', 'x'.repeat(200), 'has space']) {
      const result = await call(route, { ...options, params: { id }, identity: a.identity, namespaceId: a.namespaceId });

      expect({ id: id.slice(0, 20), status: result.status }).toEqual({ id: id.slice(0, 20), status: 400 });
    }
  });

  it('answers 400 with the field path when a query parameter is malformed', async () => {
    const route = ROUTES.find((candidate) => candidate.name === 'user.getNamespace');
    if (!route) throw new Error('user.getNamespace is not in the contract');

    const result = await call(route, { query: { id: 'Not An Id!' }, identity: a.identity });

    expect(result).toMatchObject({ status: 400, body: { fieldErrors: [expect.objectContaining({ path: 'id' })] } });
  });
});

describe('request bodies and cursors', () => {
  it.each(withBody.map((route) => [route.name, route] as const))(
    '%s answers 415 to a JSON body sent as text/plain, application/octet-stream or with no content type, and writes nothing',
    async (_name, route) => {
      const options = await fixture(route, a);

      const { written } = await writes.during(async () => {
        for (const contentType of ['text/plain', 'application/octet-stream', '']) {
          const result = await call(route, {
            ...options,
            rawBody: JSON.stringify(options.body ?? {}),
            headers: { 'content-type': contentType },
            identity: a.identity,
            namespaceId: a.namespaceId,
          });

          expect({ contentType, status: result.status }).toEqual({ contentType, status: 415 });
          expect((result.body as { message: string }).message).toBe(
            route.bodyType === 'form' ? API_MESSAGES.unsupportedFormMediaType : API_MESSAGES.unsupportedMediaType,
          );
        }
      });
      expect(written).toEqual([]);
    },
  );

  const forms = withBody.filter((route) => route.bodyType === 'form');

  it('finds the routes that take a form', () => {
    expect(forms.map((route) => route.name)).toEqual(['emailStatus.unsubscribeOneClick']);
  });

  it.each(forms.map((route) => [route.name, route] as const))(
    '%s answers 415 to its form sent as JSON, and writes nothing',
    async (_name, route) => {
      const options = await fixture(route, a);

      const { result, written } = await writes.during(() =>
        call(route, { ...options, rawBody: JSON.stringify(options.body ?? {}), headers: { 'content-type': 'application/json' } }),
      );

      expect(result).toMatchObject({ status: 415, body: { message: API_MESSAGES.unsupportedFormMediaType } });
      expect(written).toEqual([]);
    },
  );

  const lists = withBody.filter((route) => route.body !== undefined && z.safeParse(route.body, { cursor: 'x' }).success);

  it('finds the list routes to edit cursors of', () => {
    expect(lists.map((route) => route.name)).toEqual(
      expect.arrayContaining(['company.list', 'contact.list', 'contact.emails', 'user.list']),
    );
  });

  it.each(lists.map((route) => [route.name, route] as const))(
    '%s answers 400 naming the cursor to one edited to stay in the caller’s instance with another item’s shape',
    async (_name, route) => {
      const options = await fixture(route, a);
      // the list of one contact's emails is scoped to the contact, and read from an index
      const byContact = route.name === 'contact.emails';
      const scope = byContact ? `${a.namespaceId}#contact#${options.params?.id ?? ''}` : a.namespaceId;
      const index = byContact ? { gsi7pk: `${scope}#email`, gsi7sk: '01J00000000000000000000000' } : {};
      const shapes: Record<string, Record<string, unknown>> = {
        'another entity': { pk: `${a.namespaceId}#another-entity`, sk: '01J00000000000000000000000', ...index },
        'a missing sort key': { pk: `${a.namespaceId}#company`, ...index },
        'a numeric sort key': { pk: `${a.namespaceId}#company`, sk: 7, ...index },
      };

      for (const [shape, key] of Object.entries(shapes)) {
        const inner = Buffer.from(JSON.stringify(key)).toString('base64url');
        const cursor = Buffer.from(JSON.stringify({ n: scope, k: inner })).toString('base64url');
        const result = await call(route, {
          ...options,
          body: { ...(options.body as object | undefined), cursor },
          identity: a.identity,
          namespaceId: a.namespaceId,
        });

        expect({ shape, status: result.status, body: result.body }).toEqual({
          shape,
          status: 400,
          body: { message: INVALID_CURSOR_MESSAGE, fieldErrors: [{ path: 'cursor', message: INVALID_CURSOR_MESSAGE }] },
        });
      }
    },
  );
});

describe('gates', () => {
  let pending: Tenant;
  beforeAll(async () => {
    pending = await signUp(deps, 'charlie', { acceptTerms: false });
  });

  it.each(gated.map((route) => [route.name, route] as const))(
    '%s answers 489 until the terms are accepted',
    async (_name, route) => {
      const options = await fixture(route, pending);

      const result = await call(route, { ...options, identity: pending.identity, namespaceId: pending.namespaceId });

      expect(result).toMatchObject({ status: 489, body: { message: API_MESSAGES.termsNotAccepted } });
    },
  );

  it.each(ROUTES.filter((route) => route.implemented && !route.gates.terms).map((route) => [route.name, route] as const))(
    '%s is allowed before the terms are accepted',
    async (_name, route) => {
      const options = await fixture(route, pending);

      const result = await call(route, { ...options, identity: pending.identity, namespaceId: pending.namespaceId });

      expect(result.status).toBe(route.successStatus);
    },
  );

  describe('after the trial and its grace period', () => {
    let expired: Tenant;
    beforeAll(async () => {
      expired = await signUp(deps, 'delta');
      clock.set('2026-03-23T10:00:00.000Z'); // trial ended 2026-03-15; 8 days past the end
    });
    afterAll(() => {
      clock.set('2026-03-01T10:00:00.000Z');
    });

    it.each(gated.map((route) => [route.name, route] as const))('%s answers 488 to an unpaid instance', async (_name, route) => {
      const options = await fixture(route, expired);

      const result = await call(route, { ...options, identity: expired.identity, namespaceId: expired.namespaceId });

      expect(result).toMatchObject({ status: 488, body: { message: API_MESSAGES.trialExpired } });
    });

    it.each(ROUTES.filter((route) => route.implemented && !route.gates.trial).map((route) => [route.name, route] as const))(
      '%s still answers after the trial',
      async (_name, route) => {
        const options = await fixture(route, expired);

        const result = await call(route, { ...options, identity: expired.identity, namespaceId: expired.namespaceId });

        expect(result.status).toBe(route.successStatus);
      },
    );
  });
});

describe('trial headers', () => {
  let watched: Tenant;
  const list = (): RouteDefinition => {
    const route = ROUTES.find((candidate) => candidate.name === 'company.list');
    if (!route) throw new Error('company.list is not in the contract');
    return route;
  };
  beforeAll(async () => {
    watched = await signUp(deps, 'echo'); // signed up 2026-03-01: the trial ends 2026-03-15
  });
  afterAll(async () => {
    clock.set('2026-03-01T10:00:00.000Z');
    await deps.repos.namespaces.update(watched.namespaceId, { isPaid: false });
  });

  it.each([
    ['8 days before the end', '2026-03-07T10:00:00.000Z', false, 200, {}],
    ['7 days before the end', '2026-03-08T00:00:00.000Z', false, 200, { 'is-expiring': 'true' }],
    ['the end day itself', '2026-03-15T23:59:59.000Z', false, 200, { 'is-expiring': 'true' }],
    ['the first day of grace', '2026-03-16T00:00:00.000Z', false, 200, { 'is-grace-period-x': 'true' }],
    ['the last day of grace', '2026-03-22T12:00:00.000Z', false, 200, { 'is-grace-period-x': 'true' }],
    ['the first blocked day', '2026-03-23T00:00:00.000Z', false, 488, {}],
    ['near the end when paid', '2026-03-14T10:00:00.000Z', true, 200, { 'is-paid': 'true' }],
    ['long after the end when paid', '2026-06-01T10:00:00.000Z', true, 200, { 'is-paid': 'true' }],
  ] as const)('sends exactly the right trial headers on %s', async (_label, now, isPaid, status, expected) => {
    clock.set(now);
    await deps.repos.namespaces.update(watched.namespaceId, { isPaid });

    const result = await call(list(), { body: {}, identity: watched.identity, namespaceId: watched.namespaceId });
    const trialHeaders = Object.fromEntries(Object.entries(result.headers).filter(([name]) => name.startsWith('is-')));

    expect({ status: result.status, headers: trialHeaders }).toEqual({ status, headers: expected });
  });

  it.each(ROUTES.filter((route) => route.implemented).map((route) => [route.name, route] as const))(
    '%s carries is-expiring exactly when it is an instance route',
    async (_name, route) => {
      clock.set('2026-03-10T10:00:00.000Z');
      await deps.repos.namespaces.update(watched.namespaceId, { isPaid: false });
      const options = await fixture(route, watched);

      const result = await call(route, { ...options, identity: watched.identity, namespaceId: watched.namespaceId });

      expect(result.headers['is-expiring']).toBe(instanceRoutes.includes(route) ? 'true' : undefined);
    },
  );
});

describe('instances: creating, renaming and leaving', () => {
  it('refuses to let a user leave an instance they are not a member of (404), and changes nothing', async () => {
    const before = await snapshot(table, a.namespaceId);

    const result = await call(namespaceRoutes.leave, {
      body: { namespaceId: a.namespaceId },
      identity: b.identity,
      namespaceId: b.namespaceId,
    });

    expect(result).toMatchObject({ status: 404, body: { message: RESOURCE_NOT_FOUND_MESSAGES.namespace } });
    expect(await snapshot(table, a.namespaceId)).toEqual(before);
  });

  it('refuses a DEFAULT member renaming the instance (403), and changes nothing', async () => {
    const member = { sub: `sub-renamer-${unique()}`, email: `renamer${unique()}@members.example` };
    await call(userRoutes.authenticate, { identity: member });
    await call(userRoutes.acceptTerms, { identity: member });
    await deps.repos.memberships.add({ namespaceId: a.namespaceId, userId: member.sub, email: member.email, role: 'DEFAULT' });
    const before = await snapshot(table, a.namespaceId);

    const result = await call(namespaceRoutes.update, {
      body: { name: 'Taken over' },
      identity: member,
      namespaceId: a.namespaceId,
    });

    expect(result).toMatchObject({ status: 403, body: { message: INSTANCE_MESSAGES.renameNeedsManager } });
    expect(await snapshot(table, a.namespaceId)).toEqual(before);
  });
});

describe('invitations and member management', () => {
  const managing = [
    'invitation.create',
    'invitation.list',
    'invitation.resend',
    'invitation.revoke',
    'member.setRole',
    'user.delete',
  ];
  let member: Tenant;
  beforeAll(async () => {
    // a DEFAULT member of alpha's instance
    const identity = { sub: 'sub-default-member', email: 'default@alpha.example', given_name: 'Dee' };
    await call(userRoutes.authenticate, { identity });
    await call(userRoutes.acceptTerms, { identity });
    await deps.repos.memberships.add({
      namespaceId: a.namespaceId,
      userId: identity.sub,
      email: identity.email,
      role: 'DEFAULT',
    });
    member = { identity, namespaceId: a.namespaceId, ctx: { namespaceId: a.namespaceId, userId: identity.sub, role: 'DEFAULT' } };
  });

  it.each(managing.map((name) => [name, routeNamed(name)] as const))(
    '%s answers 403 to a DEFAULT member of the instance and changes nothing',
    async (_name, route) => {
      const options = await fixture(route, a);
      const before = await snapshot(table);

      const result = await call(route, { ...options, identity: member.identity, namespaceId: a.namespaceId });

      expect(result).toMatchObject({ status: 403, body: { message: INVITATION_MESSAGES.managersOnly } });
      expect(await snapshot(table)).toEqual(before);
    },
  );

  it('refuses an invitation accepted by another person, and writes nothing', async () => {
    const { token } = await invite(deps, a, 'someone-else@invited.example');
    const before = await snapshot(table);

    const result = await call(invitationRoutes.accept, { body: { token }, identity: b.identity });

    expect(result).toMatchObject({ status: 403, body: { message: INVITATION_MESSAGES.wrongPerson } });
    expect(await snapshot(table)).toEqual(before);
  });

  it('refuses an expired link, a used one, a revoked one and one a resend replaced, and writes nothing', async () => {
    const invitee = { sub: 'sub-invitee', email: 'invitee@invited.example', email_verified: 'true' as const };
    await call(userRoutes.authenticate, { identity: invitee });
    const expired = await invite(deps, a, invitee.email);
    clock.set('2026-03-08T10:00:00.000Z'); // 7 days later: the link's last instant has passed
    const expiredResult = await call(invitationRoutes.accept, { body: { token: expired.token }, identity: invitee });
    clock.set('2026-03-01T10:00:00.000Z');
    await call(invitationRoutes.revoke, { params: { id: expired.id }, identity: a.identity, namespaceId: a.namespaceId });
    const used = await invite(deps, a, invitee.email);
    const first = await call(invitationRoutes.accept, { body: { token: used.token }, identity: invitee });
    const before = await snapshot(table);

    const reused = await call(invitationRoutes.accept, { body: { token: used.token }, identity: invitee });
    const revoked = await call(invitationRoutes.accept, { body: { token: expired.token }, identity: invitee });

    expect(expiredResult).toMatchObject({ status: 410, body: { message: INVITATION_MESSAGES.expired } });
    expect(first).toMatchObject({ status: 200, body: { namespaceId: a.namespaceId, role: 'DEFAULT' } });
    expect(reused).toMatchObject({ status: 409, body: { message: INVITATION_MESSAGES.used } });
    expect(revoked).toMatchObject({ status: 410, body: { message: INVITATION_MESSAGES.revoked } });
    expect(await snapshot(table)).toEqual(before);
  });

  it('refuses the link a resend replaced, and writes nothing', async () => {
    const invitee = { sub: 'sub-resent', email: 'resent@invited.example', email_verified: 'true' as const };
    await call(userRoutes.authenticate, { identity: invitee });
    const first = await invite(deps, a, invitee.email);
    await call(invitationRoutes.resend, { params: { id: first.id }, identity: a.identity, namespaceId: a.namespaceId });
    const before = await snapshot(table);

    const result = await call(invitationRoutes.accept, { body: { token: first.token }, identity: invitee });

    expect(result).toMatchObject({ status: 404, body: { message: INVITATION_MESSAGES.invalidToken } });
    expect(await snapshot(table)).toEqual(before);
  });
});
