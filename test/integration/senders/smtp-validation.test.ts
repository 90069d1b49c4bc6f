import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { senderRoutes } from '../../../shared/api/routes';
import type { LocalSmtp } from '../../../bin/local/smtp';
import type { TestDeps } from '../../support/http';
import { call, settableClock, recompose } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, idOf, person, signIn } from '../api/behaviour-support';
import { closedPort, installSenderDeps, startTestSmtp } from './support';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
const MAILBOX_PASSWORD = 'local mailbox pa55word';
let deps: TestDeps;
let smtp: LocalSmtp;

beforeAll(async () => {
  deps = installSenderDeps(table, clock);
  smtp = await startTestSmtp(MAILBOX_PASSWORD);
});
afterAll(async () => {
  await smtp.close();
});
beforeEach(() => {
  process.env.ALLOW_PRIVATE_SMTP_HOSTS = 'true';
  recompose();
});
afterEach(() => {
  delete process.env.ALLOW_PRIVATE_SMTP_HOSTS;
  recompose();
});

function smtpSender(overrides: { password?: string; port?: number; host?: string; type?: 'SMTP' | 'SMTP_SSL' } = {}) {
  const type = overrides.type ?? 'SMTP';
  return {
    senderEmail: 'sales@seller.example',
    senderName: 'Sales',
    type,
    smtp: {
      host: overrides.host ?? '127.0.0.1',
      port: overrides.port ?? smtp.port,
      username: 'sales',
      secure: type === 'SMTP_SSL',
    },
    ...(overrides.password === undefined ? {} : { password: overrides.password }),
    // an established mailbox: these tests are about its credentials, not its warm-up
    alreadyWarmedUp: true,
  };
}

describe('checking an SMTP sender', () => {
  it('answers valid when the SMTP server accepts the password', async () => {
    const ana = await signIn(deps, person('ana'));

    const answer = await call(senderRoutes.validate, { ...as(ana), body: smtpSender({ password: MAILBOX_PASSWORD }) });

    expect(answer).toEqual({ status: 200, headers: expect.anything() as unknown, body: { valid: true } });
  });

  it("answers 'Invalid credentials.' when the SMTP server refuses the password", async () => {
    const bob = await signIn(deps, person('bob'));

    const answer = await call(senderRoutes.validate, { ...as(bob), body: smtpSender({ password: 'not the password' }) });

    expect(answer).toMatchObject({ status: 200, body: { valid: false, message: 'Invalid credentials.' } });
  });

  it('names the host and port when nothing listens on the port', async () => {
    const cyd = await signIn(deps, person('cyd'));
    const port = await closedPort();

    const answer = await call(senderRoutes.validate, { ...as(cyd), body: smtpSender({ password: MAILBOX_PASSWORD, port }) });

    expect(answer).toMatchObject({
      status: 200,
      body: { valid: false, message: expect.stringContaining(`127.0.0.1:${port} refused the connection`) as unknown },
    });
  });

  it('tells to choose SMTP (STARTTLS) when SMTP over SSL meets a plain SMTP port', async () => {
    const dee = await signIn(deps, person('dee'));

    const answer = await call(senderRoutes.validate, {
      ...as(dee),
      body: smtpSender({ password: MAILBOX_PASSWORD, type: 'SMTP_SSL' }),
    });

    expect(answer).toMatchObject({
      status: 200,
      body: { valid: false, message: expect.stringContaining('choose SMTP (STARTTLS)') as unknown },
    });
  });

  it('says the host was not found when its name does not resolve', async () => {
    const eve = await signIn(deps, person('eve'));

    const answer = await call(senderRoutes.validate, {
      ...as(eve),
      body: smtpSender({ password: MAILBOX_PASSWORD, host: 'smtp.no-such-host.invalid' }),
    });

    expect(answer).toMatchObject({
      status: 200,
      body: { valid: false, message: 'The SMTP host smtp.no-such-host.invalid was not found. Check the host name.' },
    });
  });

  it.each(['127.0.0.1', 'localhost', '169.254.169.254', '10.0.0.8', '::1'])(
    'refuses the private or reserved host %s with a 400 on smtp.host when private hosts are not allowed',
    async (host) => {
      delete process.env.ALLOW_PRIVATE_SMTP_HOSTS;
      recompose();
      const fin = await signIn(deps, person('fin'));

      const answer = await call(senderRoutes.validate, { ...as(fin), body: smtpSender({ password: MAILBOX_PASSWORD, host }) });

      expect(answer).toMatchObject({
        status: 400,
        body: { fieldErrors: [{ path: 'smtp.host', message: expect.stringContaining('private or reserved') as unknown }] },
      });
    },
  );

  it('checks a saved sender with its saved password when no password is sent', async () => {
    const gil = await signIn(deps, person('gil'));
    const created = await call(senderRoutes.create, { ...as(gil), body: smtpSender({ password: MAILBOX_PASSWORD }) });

    const answer = await call(senderRoutes.validate, { ...as(gil), body: { ...smtpSender(), id: idOf(created) } });

    expect(created.status).toBe(201);
    expect(answer).toMatchObject({ status: 200, body: { valid: true } });
  });

  it('asks for the password again before the saved password goes to another host or port', async () => {
    const hoa = await signIn(deps, person('hoa'));
    const created = await call(senderRoutes.create, { ...as(hoa), body: smtpSender({ password: MAILBOX_PASSWORD }) });
    const elsewhere = await closedPort();

    const answer = await call(senderRoutes.validate, {
      ...as(hoa),
      body: { ...smtpSender({ port: elsewhere }), id: idOf(created) },
    });

    expect(answer).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'password' }] } });
  });

  it('answers 400 on password when neither a password nor a saved sender is given', async () => {
    const ian = await signIn(deps, person('ian'));

    const answer = await call(senderRoutes.validate, { ...as(ian), body: smtpSender() });

    expect(answer).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'password' }] } });
  });

  it('answers the named 404 for a saved sender of another instance', async () => {
    const jo = await signIn(deps, person('jo'));
    const kim = await signIn(deps, person('kim'));
    const created = await call(senderRoutes.create, { ...as(jo), body: smtpSender({ password: MAILBOX_PASSWORD }) });

    const answer = await call(senderRoutes.validate, { ...as(kim), body: { ...smtpSender(), id: idOf(created) } });

    expect(answer).toMatchObject({ status: 404, body: { message: 'Email Sender Config Not Found' } });
  });
});

describe('checking a sender’s health now', () => {
  it('stores credentialsValid true and the check time for a sender whose password works', async () => {
    const lea = await signIn(deps, person('lea'));
    await call(senderRoutes.create, { ...as(lea), body: smtpSender({ password: MAILBOX_PASSWORD }) });
    clock.set('2026-03-02T08:30:00.000Z');

    const answer = await call(senderRoutes.health, { ...as(lea), body: { senderEmail: 'sales@seller.example' } });
    const stored = await deps.repos.emailSenderConfigs.findBySenderEmail(lea.ctx, 'sales@seller.example');

    expect(answer).toMatchObject({
      status: 200,
      body: { credentialsValid: true, health: 'OPERATIONAL', lastHealthCheckAt: '2026-03-02T08:30:00.000Z' },
    });
    expect(stored).toMatchObject({ credentialsValid: true, lastHealthCheckAt: '2026-03-02T08:30:00.000Z' });
  });

  it('marks the credentials expired (401 in healthchecks) when the server refuses the saved password', async () => {
    const max = await signIn(deps, person('max'));
    await call(senderRoutes.create, { ...as(max), body: smtpSender({ password: 'an old password' }) });

    const answer = await call(senderRoutes.health, { ...as(max), body: { senderEmail: 'sales@seller.example' } });
    const checks = await call(senderRoutes.healthchecks, as(max));

    expect(answer).toMatchObject({
      status: 200,
      body: { credentialsValid: false, health: 'URGENT_ISSUES', message: 'Invalid credentials.' },
    });
    expect(bodyOf<{ responseStatuses: unknown[] }>(checks).responseStatuses).toEqual([
      { status: 401, senderEmail: 'sales@seller.example', senderStatus: 'ACTIVE' },
    ]);
  });

  it('leaves the credentials as they were and says why when the server cannot be reached', async () => {
    const ned = await signIn(deps, person('ned'));
    const port = await closedPort();
    const created = await call(senderRoutes.create, { ...as(ned), body: smtpSender({ password: MAILBOX_PASSWORD, port }) });

    const answer = await call(senderRoutes.health, { ...as(ned), body: { senderEmail: 'sales@seller.example' } });
    const stored = await deps.repos.emailSenderConfigs.get(ned.ctx, idOf(created));

    expect(answer).toMatchObject({
      status: 200,
      body: { credentialsValid: true, message: expect.stringContaining(`127.0.0.1:${port}`) as unknown },
    });
    expect(stored.credentialsValid).toBeUndefined();
  });

  it('finds a STUB sender fine and records the check, even after its credentials were marked expired', async () => {
    const oda = await signIn(deps, person('oda'));
    const created = await call(senderRoutes.create, {
      ...as(oda),
      body: { senderEmail: 'stub@oda.example', senderName: 'Oda', type: 'STUB' },
    });
    await deps.repos.emailSenderConfigs.update(oda.ctx, idOf(created), { credentialsValid: false });

    const answer = await call(senderRoutes.health, { ...as(oda), body: { senderEmail: 'stub@oda.example' } });
    const checks = await call(senderRoutes.healthchecks, as(oda));

    expect(answer).toMatchObject({ status: 200, body: { credentialsValid: true, health: 'OPERATIONAL' } });
    expect(bodyOf<{ responseStatuses: unknown[] }>(checks).responseStatuses).toEqual([
      { status: 200, senderEmail: 'stub@oda.example', senderStatus: 'ACTIVE' },
    ]);
  });
});
