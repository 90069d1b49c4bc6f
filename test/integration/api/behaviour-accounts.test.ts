import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { namespaceRoutes, tierRoutes, userRoutes } from '../../../shared/api/routes';
import { INVITATION_MESSAGES } from '../../../shared/domain/invitation';
import { BROWSER_TIME_ZONE_HEADER } from '../../../shared/domain/product';
import { instanceTimeZone } from '../../../shared/domain/time-zone';
import type { TestDeps } from '../../support/http';
import { call, installDeps, recompose, settableClock, type TestIdentity } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, joinAs, person, signIn } from './behaviour-support';
import { snapshot } from './contract-fixtures';

const table = useTestTable();
const START = '2026-03-01T10:00:00.000Z';
const clock = settableClock(START);
let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, clock);
});
beforeEach(() => {
  clock.set(START);
});

interface AuthenticateAnswer {
  user: { id: string; email: string; firstName: string; lastName?: string; termsAcceptedAt?: string };
  role?: string;
  defaultNamespaceId: string;
  namespaceIds: string[];
  created: boolean;
}

interface Page<T> {
  items: T[];
  cursor: string | null;
}

interface MemberAnswer {
  userId: string;
  email: string;
  role: string;
}

describe('sign-up domains the stage blocks (blockedSignUpDomains)', () => {
  beforeAll(() => {
    vi.stubEnv('BLOCKED_SIGN_UP_DOMAINS', 'rival.example, Blocked.example');
    recompose();
  });
  afterAll(() => {
    vi.unstubAllEnvs();
    recompose();
  });

  it.each([
    ['a blocked domain', 'ana@rival.example', 'rival.example'],
    ['a blocked domain in other case', 'Bo@BLOCKED.example', 'blocked.example'],
    ['a sub-domain of a blocked one', 'cy@eu.rival.example', 'eu.rival.example'],
  ])('answers 400 naming email and records nothing for %s', async (_label, email, domain) => {
    const before = await snapshot(table);

    const answer = await call(userRoutes.register, { body: { email, firstName: 'Ana', companyName: 'Rival' } });

    const message = `Sign-ups from ${domain} are not accepted: register with another work email.`;
    expect(answer).toMatchObject({ status: 400, body: { message, fieldErrors: [{ path: 'email', message }] } });
    expect(await snapshot(table)).toEqual(before);
  });

  it('accepts an address whose domain only ends like a blocked one, and records nothing', async () => {
    const before = await snapshot(table);

    const answer = await call(userRoutes.register, { body: { email: 'dee@notrival.example', firstName: 'Dee' } });

    expect(answer).toMatchObject({ status: 202, body: { status: 'PENDING' } });
    expect(await snapshot(table)).toEqual(before);
  });
});

describe('registration and first sign-in', () => {
  it('names the user and the first instance from what the person gave at sign-up, as the verified token carries it', async () => {
    const identity: TestIdentity = {
      sub: 'sub-rita',
      email: 'rita@rossi.example',
      given_name: 'Rita',
      family_name: 'Rossi',
      'custom:company': 'Rossi Logistics',
    };

    const authenticated = await call(userRoutes.authenticate, { identity });

    expect(authenticated.status).toBe(200);
    const answer = bodyOf<AuthenticateAnswer>(authenticated);
    expect(answer).toMatchObject({ created: true, user: { id: 'sub-rita', firstName: 'Rita', lastName: 'Rossi' } });
    expect(answer.defaultNamespaceId).toMatch(/^rossi-logistics-[a-z0-9]{6}$/);
    expect(await deps.repos.namespaces.get(answer.defaultNamespaceId)).toMatchObject({ name: 'Rossi Logistics' });
    expect(await deps.repos.users.get('sub-rita')).toMatchObject({ firstName: 'Rita', lastName: 'Rossi' });
  });

  it('lets an anonymous register call for someone else’s email change nothing about their account', async () => {
    const identity: TestIdentity = { sub: 'sub-uma', email: 'uma@umbra.example', given_name: 'Uma', 'custom:company': 'Umbra' };
    const before = await snapshot(table);

    const registered = await call(userRoutes.register, {
      body: { email: 'uma@umbra.example', firstName: 'Impostor', lastName: 'Person', companyName: 'Hijacked Corp' },
    });
    const afterRegister = await snapshot(table);
    const authenticated = await call(userRoutes.authenticate, { identity });

    expect(registered.status).toBe(202);
    expect(afterRegister).toEqual(before);
    const answer = bodyOf<AuthenticateAnswer>(authenticated);
    expect(authenticated.status).toBe(200);
    expect(answer.user.firstName).toBe('Uma');
    expect(answer.user).not.toHaveProperty('lastName');
    expect(await deps.repos.namespaces.get(answer.defaultNamespaceId)).toMatchObject({ name: 'Umbra' });
  });

  it('lets an anonymous register call change nothing about an existing account either', async () => {
    const identity = person('vic');
    const first = bodyOf<AuthenticateAnswer>(await call(userRoutes.authenticate, { identity }));
    const before = await snapshot(table);

    await call(userRoutes.register, {
      body: { email: identity.email, firstName: 'Impostor', lastName: 'Person', companyName: 'Hijacked Corp' },
    });
    const again = bodyOf<AuthenticateAnswer>(await call(userRoutes.authenticate, { identity }));

    expect(await snapshot(table)).toEqual(before);
    expect(again.user).toEqual(first.user);
    expect(await deps.repos.namespaces.get(first.defaultNamespaceId)).toMatchObject({ name: "Vic's team" });
  });

  it('names the first instance after the first name when the sign-up gave no company', async () => {
    const identity: TestIdentity = { sub: 'sub-wen', email: 'wen@wen.example', given_name: 'Wen', 'custom:company': '  ' };

    const answer = bodyOf<AuthenticateAnswer>(await call(userRoutes.authenticate, { identity }));

    expect(answer.user).not.toHaveProperty('lastName');
    expect(await deps.repos.namespaces.get(answer.defaultNamespaceId)).toMatchObject({ name: "Wen's team" });
  });

  it('answers created false and the same default instance when the user signs in a second time', async () => {
    const identity = person('sam');
    const first = bodyOf<AuthenticateAnswer>(await call(userRoutes.authenticate, { identity }));

    const second = await call(userRoutes.authenticate, { identity });

    expect(second.status).toBe(200);
    expect(bodyOf<AuthenticateAnswer>(second)).toMatchObject({
      created: false,
      defaultNamespaceId: first.defaultNamespaceId,
      namespaceIds: [first.defaultNamespaceId],
      role: 'MANAGER',
    });
  });

  it('creates exactly one instance when several first calls of a new user arrive at once', async () => {
    const identity = person('zed');

    const answers = await Promise.all([
      call(userRoutes.authenticate, { identity }),
      call(userRoutes.acceptTerms, { identity }),
      call(userRoutes.userNamespace, { identity }),
      call(userRoutes.authenticate, { identity }),
      call(namespaceRoutes.list, { identity }),
    ]);

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const memberships = await deps.repos.memberships.listByUser('sub-zed');
    expect(memberships.items).toHaveLength(1);
    const only = memberships.items[0]?.namespaceId;
    expect((await deps.repos.users.get('sub-zed')).defaultNamespaceId).toBe(only);
    expect(bodyOf<AuthenticateAnswer>(answers[0]).defaultNamespaceId).toBe(only);
    expect(bodyOf<AuthenticateAnswer>(answers[3]).defaultNamespaceId).toBe(only);
    const ctx = { namespaceId: only!, userId: 'sub-zed', role: 'DEFAULT' as const };
    expect((await deps.repos.callToActions.list(ctx)).items).toHaveLength(1);
  });
});

describe('the caller’s instances', () => {
  it('answers the default instance id from user.userNamespace', async () => {
    const ana = await signIn(deps, person('ana'), { acceptTerms: false });

    const answer = await call(userRoutes.userNamespace, { identity: ana.identity });

    expect(answer).toMatchObject({ status: 200, body: { namespaceId: ana.namespaceId } });
  });

  it('lists the caller’s instance ids sorted, including one they were added to', async () => {
    const bea = await signIn(deps, person('bea'), { acceptTerms: false });
    const carl = await signIn(deps, person('carl'), { acceptTerms: false });
    await deps.repos.memberships.add({
      namespaceId: bea.namespaceId,
      userId: carl.identity.sub,
      email: carl.identity.email,
      role: 'DEFAULT',
    });

    const answer = await call(namespaceRoutes.list, { identity: carl.identity });

    expect(answer).toMatchObject({ status: 200, body: { namespaceIds: [bea.namespaceId, carl.namespaceId].sort() } });
  });

  it('answers the default instance from namespace.default', async () => {
    const dora = await signIn(deps, person('dora'), { acceptTerms: false });

    const answer = await call(namespaceRoutes.default, { identity: dora.identity });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      id: dora.namespaceId,
      name: "Dora's team",
      tier: 'FREE',
      trialEndDate: '2026-03-15',
      isPaid: false,
    });
  });

  it('answers the instance from user.getNamespace when the caller belongs to it', async () => {
    const eli = await signIn(deps, person('eli'), { acceptTerms: false });

    const answer = await call(userRoutes.getNamespace, { identity: eli.identity, query: { id: eli.namespaceId } });

    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ id: eli.namespaceId, name: "Eli's team" });
  });

  it('answers 404 Instance Not Found from user.getNamespace for a foreign or an unknown instance', async () => {
    const fay = await signIn(deps, person('fay'), { acceptTerms: false });
    const gus = await signIn(deps, person('gus'), { acceptTerms: false });

    const foreign = await call(userRoutes.getNamespace, { identity: fay.identity, query: { id: gus.namespaceId } });
    const unknown = await call(userRoutes.getNamespace, { identity: fay.identity, query: { id: 'no-such-instance' } });

    expect(foreign).toMatchObject({ status: 404, body: { message: 'Instance Not Found' } });
    expect(unknown).toMatchObject({ status: 404, body: { message: 'Instance Not Found' } });
  });

  it('answers valid true from user.checkNamespace for an own instance, and the same false answer for a foreign or unknown one', async () => {
    const hal = await signIn(deps, person('hal'), { acceptTerms: false });
    const ida = await signIn(deps, person('ida'), { acceptTerms: false });

    const own = await call(userRoutes.checkNamespace, { identity: hal.identity, body: { namespaceId: hal.namespaceId } });
    const foreign = await call(userRoutes.checkNamespace, { identity: hal.identity, body: { namespaceId: ida.namespaceId } });
    const unknown = await call(userRoutes.checkNamespace, { identity: hal.identity, body: { namespaceId: 'no-such-instance' } });

    expect(own).toMatchObject({ status: 200, body: { namespaceId: hal.namespaceId, valid: true } });
    expect(foreign).toMatchObject({ status: 200, body: { namespaceId: ida.namespaceId, valid: false } });
    expect(unknown).toMatchObject({ status: 200, body: { namespaceId: 'no-such-instance', valid: false } });
    expect(Object.keys(foreign.body as object).sort()).toEqual(Object.keys(unknown.body as object).sort());
  });

  it('answers the tier of an own instance as a string, and 404 for a foreign one', async () => {
    const jay = await signIn(deps, person('jay'), { acceptTerms: false });
    const kim = await signIn(deps, person('kim'), { acceptTerms: false });

    const free = await call(tierRoutes.get, { identity: jay.identity, body: { namespaceId: jay.namespaceId } });
    await deps.repos.namespaces.update(jay.namespaceId, { tier: 'PRO' });
    const pro = await call(tierRoutes.get, { identity: jay.identity, body: { namespaceId: jay.namespaceId } });
    const foreign = await call(tierRoutes.get, { identity: jay.identity, body: { namespaceId: kim.namespaceId } });

    expect(free).toMatchObject({ status: 200, body: 'FREE' });
    expect(pro).toMatchObject({ status: 200, body: 'PRO' });
    expect(foreign).toMatchObject({ status: 404, body: { message: 'Instance Not Found' } });
  });
});

describe("the instance's name and time zone", () => {
  it("starts a new user's first instance in the browser's time zone, and in UTC without a usable one", async () => {
    const browser = { [BROWSER_TIME_ZONE_HEADER]: 'America/Sao_Paulo' };

    const zoned = bodyOf<AuthenticateAnswer>(
      await call(userRoutes.authenticate, { identity: person('zoneana'), headers: browser }),
    );
    const bogus = bodyOf<AuthenticateAnswer>(
      await call(userRoutes.authenticate, {
        identity: person('zonebob'),
        headers: { [BROWSER_TIME_ZONE_HEADER]: 'Mars/Olympus' },
      }),
    );
    const none = bodyOf<AuthenticateAnswer>(await call(userRoutes.authenticate, { identity: person('zonecyd') }));

    expect((await deps.repos.namespaces.get(zoned.defaultNamespaceId)).timeZone).toBe('America/Sao_Paulo');
    expect(await deps.repos.namespaces.get(bogus.defaultNamespaceId)).not.toHaveProperty('timeZone');
    expect(instanceTimeZone(await deps.repos.namespaces.get(none.defaultNamespaceId))).toBe('UTC');
  });

  it('keeps the zone of an existing instance when its user signs in again from another zone', async () => {
    const identity = person('zonedan');
    const first = bodyOf<AuthenticateAnswer>(
      await call(userRoutes.authenticate, { identity, headers: { [BROWSER_TIME_ZONE_HEADER]: 'Europe/Rome' } }),
    );

    await call(userRoutes.authenticate, { identity, headers: { [BROWSER_TIME_ZONE_HEADER]: 'Asia/Tokyo' } });

    expect((await deps.repos.namespaces.get(first.defaultNamespaceId)).timeZone).toBe('Europe/Rome');
  });

  it('renames the instance and changes its zone for any member, and null brings the zone back to UTC', async () => {
    const eva = await signIn(deps, person('zoneeva'));

    const changed = await call(namespaceRoutes.update, {
      ...as(eva),
      body: { name: ' Eva Europe ', timeZone: 'Europe/Vienna' },
    });
    const read = await call(userRoutes.getNamespace, { ...as(eva), query: { id: eva.namespaceId } });
    const renamed = await call(namespaceRoutes.update, { ...as(eva), body: { name: 'Eva Global' } });
    const cleared = await call(namespaceRoutes.update, { ...as(eva), body: { timeZone: null } });

    expect(changed).toMatchObject({ status: 200, body: { id: eva.namespaceId, name: 'Eva Europe', timeZone: 'Europe/Vienna' } });
    expect(read).toMatchObject({ status: 200, body: { name: 'Eva Europe', timeZone: 'Europe/Vienna' } });
    expect(renamed).toMatchObject({ status: 200, body: { name: 'Eva Global', timeZone: 'Europe/Vienna' } });
    expect(cleared).toMatchObject({ status: 200, body: { name: 'Eva Global' } });
    expect(bodyOf<object>(cleared)).not.toHaveProperty('timeZone');
  });

  it('answers 400 naming timeZone and changes nothing for a zone that does not exist, and refuses the tier', async () => {
    const fin = await signIn(deps, person('zonefin'));
    await call(namespaceRoutes.update, { ...as(fin), body: { timeZone: 'Africa/Nairobi' } });
    const before = await snapshot(table, fin.namespaceId);

    const badZone = await call(namespaceRoutes.update, { ...as(fin), body: { name: 'Fin Co', timeZone: 'Atlantis/Capital' } });
    const tier = await call(namespaceRoutes.update, { ...as(fin), body: { tier: 'ENTERPRISE' } });

    expect(badZone).toMatchObject({
      status: 400,
      body: { fieldErrors: [{ path: 'timeZone', message: 'Time zone must be an IANA name such as Europe/Paris.' }] },
    });
    expect(tier.status).toBe(400);
    expect(await snapshot(table, fin.namespaceId)).toEqual(before);
  });

  it('turns tracking of opens and clicks off and on again, and refuses a value that is not true or false', async () => {
    const ivy = await signIn(deps, person('trackivy'));

    const initially = await deps.repos.namespaces.get(ivy.namespaceId);
    const off = await call(namespaceRoutes.update, { ...as(ivy), body: { trackOpensAndClicks: false } });
    const wrong = await call(namespaceRoutes.update, { ...as(ivy), body: { trackOpensAndClicks: 'no' } });
    const stored = await deps.repos.namespaces.get(ivy.namespaceId);
    const on = await call(namespaceRoutes.update, { ...as(ivy), body: { trackOpensAndClicks: true } });

    expect(initially).not.toHaveProperty('trackOpensAndClicks');
    expect(off).toMatchObject({ status: 200, body: { trackOpensAndClicks: false } });
    expect(wrong).toMatchObject({
      status: 400,
      body: { fieldErrors: [{ path: 'trackOpensAndClicks', message: 'Track opens and clicks must be true or false.' }] },
    });
    expect(stored.trackOpensAndClicks).toBe(false);
    expect(on).toMatchObject({ status: 200, body: { trackOpensAndClicks: true } });
  });

  it("changes only the caller's own instance, whatever the body says", async () => {
    const gil = await signIn(deps, person('zonegil'));
    const hob = await signIn(deps, person('zonehob'));

    const foreign = await call(namespaceRoutes.update, {
      identity: gil.identity,
      namespaceId: hob.namespaceId,
      body: { timeZone: 'Asia/Dubai' },
    });

    expect(foreign.status).toBe(403);
    expect(await deps.repos.namespaces.get(hob.namespaceId)).not.toHaveProperty('timeZone');
  });
});

describe('role and terms', () => {
  it('answers MANAGER from user.role for a new user in their first instance, and ADMIN once the operator grants it', async () => {
    const lea = await signIn(deps, person('lea'));

    const before = await call(userRoutes.role, { identity: lea.identity, namespaceId: lea.namespaceId });
    await deps.accounts.grantAdmin(lea.identity.email, lea.namespaceId);
    const after = await call(userRoutes.role, { identity: lea.identity, namespaceId: lea.namespaceId });

    expect(before).toMatchObject({ status: 200, body: { role: 'MANAGER' } });
    expect(after).toMatchObject({ status: 200, body: { role: 'ADMIN' } });
  });

  it('keeps the first termsAcceptedAt when the terms are accepted a second time', async () => {
    const mia = await signIn(deps, person('mia'), { acceptTerms: false });
    const first = await call(userRoutes.acceptTerms, { identity: mia.identity });
    clock.set('2026-03-02T08:30:00.000Z');

    const second = await call(userRoutes.acceptTerms, { identity: mia.identity });

    expect(first).toMatchObject({ status: 200, body: { termsAcceptedAt: START } });
    expect(second).toMatchObject({ status: 200, body: { termsAcceptedAt: START } });
    expect(await deps.repos.users.get(mia.identity.sub)).toMatchObject({ termsAcceptedAt: START });
  });
});

describe('members of an instance', () => {
  it('pages the members one at a time with the cursor and lists each member once', async () => {
    const olga = await signIn(deps, person('olga'), { admin: true });
    const max = await joinAs(deps, person('max'), olga.namespaceId);

    const first = await call(userRoutes.list, { identity: olga.identity, namespaceId: olga.namespaceId, body: { limit: 1 } });
    const firstPage = bodyOf<Page<MemberAnswer>>(first);
    const seen = [...firstPage.items];
    let cursor = firstPage.cursor;
    while (cursor) {
      const next = await call(userRoutes.list, {
        identity: olga.identity,
        namespaceId: olga.namespaceId,
        body: { limit: 1, cursor },
      });
      expect(next.status).toBe(200);
      const page = bodyOf<Page<MemberAnswer>>(next);
      seen.push(...page.items);
      cursor = page.cursor;
    }

    expect(first.status).toBe(200);
    expect(firstPage.items).toHaveLength(1);
    expect(firstPage.cursor).toEqual(expect.any(String));
    expect(seen.map((member) => member.userId)).toEqual([olga.identity.sub, max.identity.sub].sort());
    expect(seen).toContainEqual(
      expect.objectContaining({ userId: olga.identity.sub, role: 'ADMIN', email: olga.identity.email }),
    );
  });

  it('answers a member from user.get', async () => {
    const pia = await signIn(deps, person('pia'));
    const quinn = await joinAs(deps, person('quinn'), pia.namespaceId);

    const answer = await call(userRoutes.get, {
      identity: pia.identity,
      namespaceId: pia.namespaceId,
      params: { id: quinn.identity.sub },
    });

    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      userId: quinn.identity.sub,
      email: quinn.identity.email,
      firstName: 'Quinn',
      role: 'DEFAULT',
      createdAt: START,
    });
  });

  it('removes the member when an admin deletes them, after which their calls to that instance answer 403', async () => {
    const rosa = await signIn(deps, person('rosa'), { admin: true });
    const seth = await joinAs(deps, person('seth'), rosa.namespaceId);
    const before = await call(userRoutes.role, { identity: seth.identity, namespaceId: rosa.namespaceId });

    const deleted = await call(userRoutes.delete, {
      identity: rosa.identity,
      namespaceId: rosa.namespaceId,
      params: { id: seth.identity.sub },
    });
    const after = await call(userRoutes.role, { identity: seth.identity, namespaceId: rosa.namespaceId });

    expect(before).toMatchObject({ status: 200, body: { role: 'DEFAULT' } });
    expect(deleted).toMatchObject({ status: 200, body: { id: seth.identity.sub } });
    expect(after).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    expect(await deps.repos.memberships.find(rosa.namespaceId, seth.identity.sub)).toBeNull();
  });

  it('answers 403 to a removed member once other functions’ short membership cache expires', async () => {
    const cached = installDeps(table, clock, { cacheTtlMs: 10_000 });
    try {
      const uli = await signIn(cached, person('uli'), { admin: true });
      const vic = await joinAs(cached, person('vic'), uli.namespaceId);
      const before = await call(userRoutes.role, { identity: vic.identity, namespaceId: uli.namespaceId });

      await call(userRoutes.delete, { identity: uli.identity, namespaceId: uli.namespaceId, params: { id: vic.identity.sub } });
      const cachedElsewhere = await call(userRoutes.role, { identity: vic.identity, namespaceId: uli.namespaceId });
      clock.set(new Date(clock().getTime() + 10_001).toISOString());
      const after = await call(userRoutes.role, { identity: vic.identity, namespaceId: uli.namespaceId });

      expect(before).toMatchObject({ status: 200, body: { role: 'DEFAULT' } });
      // user.role is another function (another container): it trusts its cached membership up to the TTL
      expect(cachedElsewhere).toMatchObject({ status: 200 });
      expect(after).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    } finally {
      deps = installDeps(table, clock);
    }
  });

  it('answers 400 and keeps the membership when an admin tries to delete themself', async () => {
    const tara = await signIn(deps, person('tara'), { admin: true });

    const answer = await call(userRoutes.delete, {
      identity: tara.identity,
      namespaceId: tara.namespaceId,
      params: { id: tara.identity.sub },
    });

    expect(answer).toMatchObject({ status: 400, body: { message: 'You cannot remove yourself from the instance.' } });
    expect(await deps.repos.memberships.find(tara.namespaceId, tara.identity.sub)).toMatchObject({ role: 'ADMIN' });
  });

  it('answers 403 and removes nobody when a DEFAULT member calls user.delete', async () => {
    const uwe = await signIn(deps, person('uwe'), { admin: true });
    const vic = await joinAs(deps, person('vic'), uwe.namespaceId);

    const answer = await call(userRoutes.delete, {
      identity: vic.identity,
      namespaceId: uwe.namespaceId,
      params: { id: uwe.identity.sub },
    });

    expect(answer).toMatchObject({ status: 403, body: { message: INVITATION_MESSAGES.managersOnly } });
    expect(await deps.repos.memberships.find(uwe.namespaceId, uwe.identity.sub)).toMatchObject({ role: 'ADMIN' });
  });
});
