import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { namespaceRoutes, userRoutes } from '../../../shared/api/routes';
import { DEFAULT_CALL_TO_ACTION } from '../../../shared/domain/ai';
import { INSTANCE_MESSAGES, RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { MAX_CREATED_INSTANCES } from '../../../shared/domain/namespace';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock, type TestIdentity } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, joinAs, person, signIn, type Caller } from './behaviour-support';
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

interface NamespaceAnswer {
  id: string;
  name: string;
  tier: string;
  trialEndDate: string;
  isPaid: boolean;
  timeZone?: string;
}

/** Creates an instance as `identity` and answers it (the call must succeed). */
async function create(identity: TestIdentity, name: string, timeZone?: string): Promise<NamespaceAnswer> {
  const answer = await call(namespaceRoutes.create, { identity, body: { name, ...(timeZone ? { timeZone } : {}) } });
  expect(answer.status).toBe(201);
  return bodyOf<NamespaceAnswer>(answer);
}

async function idsOf(identity: TestIdentity): Promise<string[]> {
  return bodyOf<{ namespaceIds: string[] }>(await call(namespaceRoutes.list, { identity })).namespaceIds;
}

function leave(caller: Caller, namespaceId: string) {
  return call(namespaceRoutes.leave, { identity: caller.identity, body: { namespaceId } });
}

describe('creating an instance', () => {
  it('starts its own 14-day trial with the default call to action, managed by its creator, listed at once', async () => {
    const ada = await signIn(deps, person('ada'));
    clock.set('2026-04-10T09:00:00.000Z');

    const created = await create(ada.identity, '  Nordic Sales  ', 'Europe/Oslo');

    expect(created).toMatchObject({ name: 'Nordic Sales', tier: 'FREE', trialEndDate: '2026-04-24', isPaid: false });
    expect(created.timeZone).toBe('Europe/Oslo');
    expect(created.id).toMatch(/^nordic-sales-[a-z0-9]{6}$/);
    expect(await idsOf(ada.identity)).toEqual([ada.namespaceId, created.id].sort());
    expect(await call(userRoutes.role, { identity: ada.identity, namespaceId: created.id })).toMatchObject({
      status: 200,
      body: { role: 'MANAGER' },
    });
    const ctas = await deps.repos.callToActions.list({ namespaceId: created.id, userId: ada.identity.sub, role: 'MANAGER' });
    expect(ctas.items.map((item) => item.objective)).toEqual([DEFAULT_CALL_TO_ACTION.objective]);
    // the default instance stays the first one
    expect(await call(namespaceRoutes.default, { identity: ada.identity })).toMatchObject({ body: { id: ada.namespaceId } });
  });

  it('makes the creator of a first instance its MANAGER too', async () => {
    const bea = await signIn(deps, person('bea'));

    expect(await call(userRoutes.role, as(bea))).toMatchObject({ status: 200, body: { role: 'MANAGER' } });
  });

  it.each([
    ['an empty name', 'cida', { name: '' }],
    ['a blank name', 'cidb', { name: '   ' }],
    ['a name of 201 characters', 'cidc', { name: 'x'.repeat(201) }],
    ['no name', 'cidd', { timeZone: 'Europe/Paris' }],
  ])('answers 400 naming body.name to %s, and creates nothing', async (_label, who, body) => {
    const cid = await signIn(deps, person(who));
    const before = await snapshot(table);

    const answer = await call(namespaceRoutes.create, { identity: cid.identity, body });

    expect(answer.status).toBe(400);
    expect(bodyOf<{ fieldErrors: { path: string }[] }>(answer).fieldErrors.map((error) => error.path)).toContain('name');
    expect(await snapshot(table)).toEqual(before);
  });

  it('answers 400 naming body.timeZone to a zone that does not exist', async () => {
    const dan = await signIn(deps, person('dan'));

    const answer = await call(namespaceRoutes.create, {
      identity: dan.identity,
      body: { name: 'Dan', timeZone: 'Mars/Olympus' },
    });

    expect(answer.status).toBe(400);
    expect(bodyOf<{ fieldErrors: { path: string }[] }>(answer).fieldErrors.map((error) => error.path)).toContain('timeZone');
  });

  it(`refuses the instance past the ${MAX_CREATED_INSTANCES} a person may create (409), and writes nothing`, async () => {
    const eve = await signIn(deps, person('eve'));
    for (let n = 1; n <= MAX_CREATED_INSTANCES; n += 1) await create(eve.identity, `Eve ${n}`);
    const before = await snapshot(table);

    const answer = await call(namespaceRoutes.create, { identity: eve.identity, body: { name: 'One too many' } });

    expect(answer).toMatchObject({ status: 409, body: { message: INSTANCE_MESSAGES.tooManyCreated(MAX_CREATED_INSTANCES) } });
    expect(await snapshot(table)).toEqual(before);
    expect(await idsOf(eve.identity)).toHaveLength(MAX_CREATED_INSTANCES + 1);
  });

  it('creates exactly the allowance when the last ones are asked for at once', async () => {
    const fay = await signIn(deps, person('fay'));
    for (let n = 1; n <= MAX_CREATED_INSTANCES - 2; n += 1) await create(fay.identity, `Fay ${n}`);

    const answers = await Promise.all(
      [1, 2, 3, 4].map((n) => call(namespaceRoutes.create, { identity: fay.identity, body: { name: `Fay rush ${n}` } })),
    );

    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 201, 409, 409]);
    expect(await idsOf(fay.identity)).toHaveLength(MAX_CREATED_INSTANCES + 1);
  });
});

describe('renaming an instance', () => {
  it('renames it for a manager; the name is trimmed', async () => {
    const gus = await signIn(deps, person('gus'));

    const answer = await call(namespaceRoutes.update, { ...as(gus), body: { name: '  Gus & Co  ' } });

    expect(answer).toMatchObject({ status: 200, body: { name: 'Gus & Co' } });
    expect(await deps.repos.namespaces.get(gus.namespaceId)).toMatchObject({ name: 'Gus & Co' });
  });

  it('refuses a DEFAULT member renaming (403) but lets them change the time zone', async () => {
    const hal = await signIn(deps, person('hal'));
    const ivy = await joinAs(deps, person('ivy'), hal.namespaceId);
    const before = await deps.repos.namespaces.get(hal.namespaceId);

    const renamed = await call(namespaceRoutes.update, { ...as(ivy), body: { name: 'Ivy’s now', timeZone: 'Asia/Tokyo' } });
    const zoned = await call(namespaceRoutes.update, { ...as(ivy), body: { timeZone: 'Asia/Tokyo' } });

    expect(renamed).toMatchObject({ status: 403, body: { message: INSTANCE_MESSAGES.renameNeedsManager } });
    expect(zoned).toMatchObject({ status: 200, body: { name: before.name, timeZone: 'Asia/Tokyo' } });
  });

  it('answers 400 naming body.name to a blank name', async () => {
    const jon = await signIn(deps, person('jon'));

    const answer = await call(namespaceRoutes.update, { ...as(jon), body: { name: '  ' } });

    expect(answer.status).toBe(400);
    expect(bodyOf<{ fieldErrors: { path: string }[] }>(answer).fieldErrors.map((error) => error.path)).toContain('name');
  });
});

describe('leaving an instance', () => {
  it('removes a member, whose calls to it answer 403 at once; the instance and its other members stay', async () => {
    const kim = await signIn(deps, person('kim'));
    const lou = await joinAs(deps, person('lou'), kim.namespaceId);
    const before = await call(userRoutes.role, as(lou));

    const answer = await leave(lou, kim.namespaceId);
    const after = await call(userRoutes.role, as(lou));

    expect(before.status).toBe(200);
    expect(answer).toMatchObject({ status: 200, body: { namespaceId: kim.namespaceId } });
    expect(after).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    expect(await idsOf(lou.identity)).not.toContain(kim.namespaceId);
    expect(await deps.repos.memberships.find(kim.namespaceId, kim.identity.sub)).toMatchObject({ role: 'MANAGER' });
  });

  it('refuses the last manager (409) and keeps their membership', async () => {
    const max = await signIn(deps, person('max'));
    await joinAs(deps, person('nia'), max.namespaceId);
    const before = await snapshot(table, max.namespaceId);

    const answer = await leave(max, max.namespaceId);

    expect(answer).toMatchObject({ status: 409, body: { message: INSTANCE_MESSAGES.lastManager } });
    expect(await snapshot(table, max.namespaceId)).toEqual(before);
  });

  it('lets a manager leave when another member manages it too', async () => {
    const oli = await signIn(deps, person('oli'));
    const pam = await joinAs(deps, person('pam'), oli.namespaceId, 'MANAGER');

    const answer = await leave(oli, oli.namespaceId);

    expect(answer.status).toBe(200);
    expect(await deps.repos.memberships.find(oli.namespaceId, oli.identity.sub)).toBeNull();
    expect(await deps.repos.memberships.find(oli.namespaceId, pam.identity.sub)).toMatchObject({ role: 'MANAGER' });
  });

  it('lets exactly one of two managers leave when both leave at once', async () => {
    const quy = await signIn(deps, person('quy'));
    const ren = await joinAs(deps, person('ren'), quy.namespaceId, 'MANAGER');

    const answers = await Promise.all([leave(quy, quy.namespaceId), leave(ren, quy.namespaceId)]);

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const page = await deps.repos.memberships.listByNamespace(quy.ctx);
    expect(page.items.map((item) => item.role)).toEqual(['MANAGER']);
  });

  it('moves the default to another of the caller’s instances when the default is left', async () => {
    const sam = await signIn(deps, person('sam'));
    const tia = await joinAs(deps, person('tia'), sam.namespaceId, 'MANAGER');
    const own = await create(sam.identity, 'Sam solo');

    const answer = await leave(sam, sam.namespaceId);

    expect(answer).toMatchObject({ status: 200, body: { namespaceId: sam.namespaceId, defaultNamespaceId: own.id } });
    expect(await call(namespaceRoutes.default, { identity: sam.identity })).toMatchObject({ body: { id: own.id } });
    expect(tia.namespaceId).toBe(sam.namespaceId);
  });

  it('keeps the default when another instance is left', async () => {
    const uma = await signIn(deps, person('uma'));
    const vin = await signIn(deps, person('vin'));
    await joinAs(deps, person('uma'), vin.namespaceId);

    const answer = await leave(uma, vin.namespaceId);

    expect(answer).toMatchObject({ status: 200, body: { defaultNamespaceId: uma.namespaceId } });
  });

  it('starts a first instance for someone who left their only one, and answers it as the default', async () => {
    const wes = await signIn(deps, person('wes'));
    const xia = await joinAs(deps, person('xia'), wes.namespaceId);
    const xiaOwn = bodyOf<{ defaultNamespaceId: string }>(await call(userRoutes.authenticate, { identity: xia.identity }));
    await joinAs(deps, person('yan'), xiaOwn.defaultNamespaceId, 'MANAGER');
    expect((await leave(xia, xiaOwn.defaultNamespaceId)).body).toMatchObject({ defaultNamespaceId: wes.namespaceId });

    const answer = await leave(xia, wes.namespaceId);
    const fresh = bodyOf<{ defaultNamespaceId: string }>(answer).defaultNamespaceId;
    const authenticated = bodyOf<{ defaultNamespaceId: string; namespaceIds: string[] }>(
      await call(userRoutes.authenticate, { identity: xia.identity }),
    );

    expect(answer.status).toBe(200);
    expect([wes.namespaceId, xiaOwn.defaultNamespaceId]).not.toContain(fresh);
    expect(authenticated).toMatchObject({ defaultNamespaceId: fresh, namespaceIds: [fresh] });
    expect(await call(userRoutes.role, { identity: xia.identity, namespaceId: fresh })).toMatchObject({
      body: { role: 'MANAGER' },
    });
  });

  it('answers 404 to someone who is not a member, and changes nothing', async () => {
    const zoe = await signIn(deps, person('zoe'));
    const abe = await signIn(deps, person('abe'));
    const before = await snapshot(table, zoe.namespaceId);

    const answer = await leave(abe, zoe.namespaceId);

    expect(answer).toMatchObject({ status: 404, body: { message: RESOURCE_NOT_FOUND_MESSAGES.namespace } });
    expect(await snapshot(table, zoe.namespaceId)).toEqual(before);
  });

  it('is refused by other functions once their short membership cache expires, as a removal is', async () => {
    const cached = installDeps(table, clock, { cacheTtlMs: 10_000 });
    try {
      const bob = await signIn(cached, person('bob'));
      const cal = await joinAs(cached, person('cal'), bob.namespaceId);
      expect((await call(userRoutes.role, as(cal))).status).toBe(200);

      await leave(cal, bob.namespaceId);
      const cachedElsewhere = await call(userRoutes.role, as(cal));
      clock.set(new Date(clock().getTime() + 10_001).toISOString());
      const after = await call(userRoutes.role, as(cal));

      // user.role is another function (another container): it trusts its cached membership up to the TTL
      expect(cachedElsewhere.status).toBe(200);
      expect(after).toMatchObject({ status: 403, body: { message: 'Forbidden' } });
    } finally {
      deps = installDeps(table, clock);
    }
  });
});
