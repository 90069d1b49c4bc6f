import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { invitationRoutes, memberRoutes, userRoutes } from '../../../shared/api/routes';
import { INVITATION_MESSAGES } from '../../../shared/domain/invitation';
import { createInvitationStore } from '../../../functions/adapters/dynamodb/invitation-store';
import { createInvitationService } from '../../../functions/core/members/invitation-service';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { invitationTokenIn } from '../../support/system-mail';
import { useTestTable } from '../../support/table-per-file';
import { bodyOf, joinAs, person, signIn, type Caller } from './behaviour-support';
import { invite, snapshot } from './contract-fixtures';

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

/** The caller's invitation as a manager lists it. */
async function listed(manager: Caller, id: string) {
  const page = await call(invitationRoutes.list, { body: {}, identity: manager.identity, namespaceId: manager.namespaceId });
  return bodyOf<{ items: { id: string; status: string; expiresAt: string }[] }>(page).items.find((item) => item.id === id);
}

/** Accepts as `identity`, whose address the identity provider confirmed unless told otherwise. */
const accept = (identity: Caller['identity'], token: string, verified = true) =>
  call(invitationRoutes.accept, { body: { token }, identity: { ...identity, email_verified: verified ? 'true' : 'false' } });

describe('inviting', () => {
  it('emails a single-use link, keeps only its hash, and lists the invitation as pending for 7 days', async () => {
    const maya = await signIn(deps, person('maya'));

    const created = await call(invitationRoutes.create, {
      body: { email: 'Nils@Nils.example', role: 'MANAGER' },
      identity: maya.identity,
      namespaceId: maya.namespaceId,
    });
    const email = deps.systemMail.sent.at(-1);
    const token = email ? invitationTokenIn(email) : '';
    const scan = await table.client.send(new ScanCommand({ TableName: table.tableName }));

    expect(created).toMatchObject({ status: 201, body: { email: 'nils@nils.example', role: 'MANAGER', status: 'PENDING' } });
    expect(email).toMatchObject({ to: 'nils@nils.example', subject: expect.stringContaining('Maya invited you to') as unknown });
    expect(email?.text).toContain('expires on 8 March 2026, 10:00 UTC');
    expect(email?.html).toContain(`/invitation/accept?token=${token}`);
    expect(JSON.stringify(scan.Items)).not.toContain(token);
    expect(await listed(maya, bodyOf<{ id: string }>(created).id)).toMatchObject({
      status: 'PENDING',
      expiresAt: '2026-03-08T10:00:00.000Z',
    });
  });

  it('refuses to invite a member or an address with a pending invitation, and the ADMIN role', async () => {
    const olga = await signIn(deps, person('olga'));
    await joinAs(deps, person('pete'), olga.namespaceId);
    await invite(deps, olga, 'quin@quin.example');
    const as = { identity: olga.identity, namespaceId: olga.namespaceId };

    const member = await call(invitationRoutes.create, { ...as, body: { email: 'pete@pete.example', role: 'DEFAULT' } });
    const twice = await call(invitationRoutes.create, { ...as, body: { email: 'quin@quin.example', role: 'DEFAULT' } });
    const admin = await call(invitationRoutes.create, { ...as, body: { email: 'rob@rob.example', role: 'ADMIN' } });

    expect(member).toMatchObject({ status: 409, body: { message: INVITATION_MESSAGES.alreadyMember } });
    expect(twice).toMatchObject({ status: 409, body: { message: INVITATION_MESSAGES.alreadyInvited } });
    expect(admin).toMatchObject({ status: 400, body: { fieldErrors: [expect.objectContaining({ path: 'role' })] } });
  });

  it('answers 503 and writes nothing when the stage has no sender address', async () => {
    const sven = await signIn(deps, person('sven'));
    const service = createInvitationService({
      invitations: createInvitationStore(table.client, table.tableName, { now: clock }),
      memberships: deps.repos.memberships,
      namespaces: deps.repos.namespaces,
      mailer: undefined,
      acceptUrl: (token) => `https://app.reachwise.test/invitation/accept?token=${token}`,
      now: clock,
      newId: () => 'never-written',
    });
    const before = await snapshot(table);

    await expect(service.invite(sven.ctx, { email: 'tim@tim.example', role: 'DEFAULT' })).rejects.toMatchObject({
      status: 503,
      message: INVITATION_MESSAGES.mailUnavailable,
    });
    expect(await snapshot(table)).toEqual(before);
  });
});

describe('accepting', () => {
  it('shows the invitation to anyone with the link, then makes the invited person a member with the role', async () => {
    const ada = await signIn(deps, person('ada'));
    const ben = await signIn(deps, person('ben'));
    const { token } = await invite(deps, ada, ben.identity.email);

    const preview = await call(invitationRoutes.preview, { query: { token } });
    const accepted = await accept(ben.identity, token);
    const role = await call(userRoutes.role, { identity: ben.identity, namespaceId: ada.namespaceId });

    expect(preview).toMatchObject({
      status: 200,
      body: { email: 'ben@ben.example', namespaceId: ada.namespaceId, invitedByName: 'Ada', role: 'DEFAULT' },
    });
    expect(accepted).toMatchObject({ status: 200, body: { namespaceId: ada.namespaceId, role: 'DEFAULT' } });
    expect(role).toMatchObject({ status: 200, body: { role: 'DEFAULT' } });
  });

  it('works until the 7 days are over, by the injected clock, and not a millisecond after', async () => {
    const cora = await signIn(deps, person('cora'));
    const dan = await signIn(deps, person('dan'));
    const { token } = await invite(deps, cora, dan.identity.email);

    clock.set('2026-03-08T09:59:59.999Z');
    const lastMoment = await call(invitationRoutes.preview, { query: { token } });
    clock.set('2026-03-08T10:00:00.000Z');
    const before = await snapshot(table);
    const expired = await accept(dan.identity, token);

    expect(lastMoment.status).toBe(200);
    expect(expired).toMatchObject({ status: 410, body: { message: INVITATION_MESSAGES.expired } });
    expect(await snapshot(table)).toEqual(before);
  });

  it('writes once when the link is used five times at once', async () => {
    const eva = await signIn(deps, person('eva'));
    const finn = await signIn(deps, person('finn'));
    const { id, token } = await invite(deps, eva, finn.identity.email);

    const answers = await Promise.all(Array.from({ length: 5 }, () => accept(finn.identity, token)));

    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await deps.repos.memberships.find(eva.namespaceId, finn.identity.sub)).toMatchObject({ role: 'DEFAULT' });
    expect(await listed(eva, id)).toMatchObject({ status: 'ACCEPTED' });
  });

  it('refuses the link to anyone signed in with another address, and writes nothing', async () => {
    const gus = await signIn(deps, person('gus'));
    const hal = await signIn(deps, person('hal'));
    const { token } = await invite(deps, gus, 'ivy@ivy.example');
    const before = await snapshot(table);

    const answer = await accept(hal.identity, token);

    expect(answer).toMatchObject({ status: 403, body: { message: INVITATION_MESSAGES.wrongPerson } });
    expect(await snapshot(table)).toEqual(before);
  });

  it('refuses an address the identity provider has not confirmed, and writes nothing', async () => {
    const wes = await signIn(deps, person('wes'));
    const zoe = await signIn(deps, person('zoe'));
    const { token } = await invite(deps, wes, zoe.identity.email);
    const before = await snapshot(table);

    const answer = await accept(zoe.identity, token, false);

    expect(answer).toMatchObject({ status: 403, body: { message: INVITATION_MESSAGES.unverified } });
    expect(await snapshot(table)).toEqual(before);
  });

  it('uses the link of a person who is a member already without changing their role', async () => {
    const jay = await signIn(deps, person('jay'));
    const kim = await joinAs(deps, person('kim'), jay.namespaceId, 'MANAGER');
    const { id, token } = await invite(deps, jay, 'kim-other@kim.example');
    // the address changed at the identity provider after the invitation: the same person, a member already
    const answer = await accept({ ...kim.identity, email: 'kim-other@kim.example' }, token);

    expect(answer).toMatchObject({ status: 200, body: { namespaceId: jay.namespaceId, role: 'MANAGER' } });
    expect(await listed(jay, id)).toMatchObject({ status: 'ACCEPTED' });
  });
});

describe('resending and revoking', () => {
  it('resends with a new link and 7 more days, and the old link stops working', async () => {
    const lea = await signIn(deps, person('lea'));
    const max = await signIn(deps, person('max'));
    const first = await invite(deps, lea, max.identity.email);
    clock.set('2026-03-05T10:00:00.000Z');

    const resent = await call(invitationRoutes.resend, {
      params: { id: first.id },
      identity: lea.identity,
      namespaceId: lea.namespaceId,
    });
    const email = deps.systemMail.sent.at(-1);
    const second = email ? invitationTokenIn(email) : '';
    const old = await accept(max.identity, first.token);
    const fresh = await accept(max.identity, second);

    expect(resent).toMatchObject({ status: 200, body: { status: 'PENDING', expiresAt: '2026-03-12T10:00:00.000Z' } });
    expect(second).not.toBe(first.token);
    expect(old).toMatchObject({ status: 404, body: { message: INVITATION_MESSAGES.invalidToken } });
    expect(fresh.status).toBe(200);
  });

  it('revokes a pending invitation: its link is refused, and it cannot be resent or revoked again', async () => {
    const nia = await signIn(deps, person('nia'));
    const oto = await signIn(deps, person('oto'));
    const { id, token } = await invite(deps, nia, oto.identity.email);
    const as = { params: { id }, identity: nia.identity, namespaceId: nia.namespaceId };

    const revoked = await call(invitationRoutes.revoke, as);
    const link = await accept(oto.identity, token);
    const again = await call(invitationRoutes.revoke, as);
    const resent = await call(invitationRoutes.resend, as);

    expect(revoked).toMatchObject({ status: 200, body: { status: 'REVOKED' } });
    expect(link).toMatchObject({ status: 410, body: { message: INVITATION_MESSAGES.revoked } });
    expect(again).toMatchObject({ status: 409, body: { message: INVITATION_MESSAGES.notPending } });
    expect(resent).toMatchObject({ status: 409, body: { message: INVITATION_MESSAGES.notPending } });
    expect(await deps.repos.memberships.find(nia.namespaceId, oto.identity.sub)).toBeNull();
  });
});

describe('member roles', () => {
  const setRole = (manager: Caller, userId: string, role: string) =>
    call(memberRoutes.setRole, {
      params: { id: userId },
      body: { role },
      identity: manager.identity,
      namespaceId: manager.namespaceId,
    });

  it('lets a manager promote a member, who then manages, and demote them again', async () => {
    const pam = await signIn(deps, person('pam'));
    const rex = await joinAs(deps, person('rex'), pam.namespaceId);

    const promoted = await setRole(pam, rex.identity.sub, 'MANAGER');
    const invited = await call(invitationRoutes.create, {
      body: { email: 'sal@sal.example', role: 'DEFAULT' },
      identity: rex.identity,
      namespaceId: pam.namespaceId,
    });
    const demoted = await setRole(pam, rex.identity.sub, 'DEFAULT');

    expect(promoted).toMatchObject({ status: 200, body: { userId: rex.identity.sub, role: 'MANAGER' } });
    expect(invited.status).toBe(201);
    expect(demoted).toMatchObject({ status: 200, body: { role: 'DEFAULT' } });
  });

  it('refuses to demote the last manager, and to change or remove the operator’s ADMIN', async () => {
    const tia = await signIn(deps, person('tia'));
    const last = await setRole(tia, tia.identity.sub, 'DEFAULT');
    const uma = await joinAs(deps, person('uma'), tia.namespaceId, 'ADMIN');

    const admin = await setRole(tia, uma.identity.sub, 'DEFAULT');
    const removed = await call(userRoutes.delete, {
      params: { id: uma.identity.sub },
      identity: tia.identity,
      namespaceId: tia.namespaceId,
    });

    expect(last).toMatchObject({ status: 409, body: { message: INVITATION_MESSAGES.lastManager } });
    expect(admin).toMatchObject({ status: 400, body: { message: INVITATION_MESSAGES.adminRole } });
    expect(removed).toMatchObject({ status: 400, body: { message: INVITATION_MESSAGES.adminRole } });
    expect(await deps.repos.memberships.find(tia.namespaceId, tia.identity.sub)).toMatchObject({ role: 'MANAGER' });
  });

  it('keeps a manager when two managers step down at once', async () => {
    const vera = await signIn(deps, person('vera'));
    const walt = await joinAs(deps, person('walt'), vera.namespaceId, 'MANAGER');

    const answers = await Promise.all([setRole(vera, vera.identity.sub, 'DEFAULT'), setRole(walt, walt.identity.sub, 'DEFAULT')]);
    const page = await call(userRoutes.list, { body: {}, identity: vera.identity, namespaceId: vera.namespaceId });
    const managers = bodyOf<{ items: { role: string }[] }>(page).items.filter((member) => member.role === 'MANAGER');

    expect(answers.filter((answer) => answer.status === 200).length).toBeLessThanOrEqual(1);
    expect(managers.length).toBeGreaterThanOrEqual(1);
  });

  it('refuses a demoted manager in every function once the membership cache’s 10 s are over', async () => {
    const cached = installDeps(table, clock, { cacheTtlMs: 10_000 });
    try {
      const xia = await signIn(cached, person('xia'));
      const yan = await joinAs(cached, person('yan'), xia.namespaceId, 'MANAGER');
      const list = () => call(invitationRoutes.list, { body: {}, identity: yan.identity, namespaceId: xia.namespaceId });
      const before = await list();

      await setRole(xia, yan.identity.sub, 'DEFAULT');
      clock.set(new Date(clock().getTime() + 10_001).toISOString());
      const after = await list();

      expect(before.status).toBe(200);
      expect(after).toMatchObject({ status: 403, body: { message: INVITATION_MESSAGES.managersOnly } });
    } finally {
      deps = installDeps(table, clock);
    }
  });
});
