import { beforeAll, describe, expect, it } from 'vitest';

import { senderRoutes } from '../../../shared/api/routes';
import { call, installDeps, settableClock, type TestDeps } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, idOf, person, signIn } from '../api/behaviour-support';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
beforeAll(() => {
  deps = installDeps(table, clock);
});

const IMAP = { host: 'mail.seller.example', port: 993, secure: true };

function smtpSender(senderEmail: string, imap?: typeof IMAP) {
  return {
    senderEmail,
    senderName: 'Mail Room',
    type: 'SMTP',
    smtp: { host: 'smtp.seller.example', port: 587, username: 'mailroom', secure: false },
    ...(imap ? { imap } : {}),
    password: 'mailbox password',
  };
}

describe("an SMTP sender's IMAP settings", () => {
  it('are kept on create, answered, and cleared with null to go back to the server derived from the SMTP host', async () => {
    const ana = await signIn(deps, person('imap-ana'));

    const created = await call(senderRoutes.create, { ...as(ana), body: smtpSender('ana@seller.example', IMAP) });
    const cleared = await call(senderRoutes.update, { ...as(ana), params: { id: idOf(created) }, body: { imap: null } });

    expect(created).toMatchObject({ status: 201, body: { imap: IMAP } });
    expect(cleared.status).toBe(200);
    expect(cleared.body).not.toHaveProperty('imap');
  });

  it('answer 400 naming the IMAP field that is wrong', async () => {
    const bob = await signIn(deps, person('imap-bob'));

    const refused = await call(senderRoutes.create, {
      ...as(bob),
      body: smtpSender('bob@seller.example', { ...IMAP, host: '' }),
    });

    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: [{ path: 'imap.host', message: 'IMAP host is required when IMAP settings are given.' }] },
    });
  });

  it('are refused on a sender that is not an SMTP sender, also by an update that does not name the type', async () => {
    const cat = await signIn(deps, person('imap-cat'));
    const stub = await call(senderRoutes.create, {
      ...as(cat),
      body: { senderEmail: 'stub@seller.example', senderName: 'Stub', type: 'STUB' },
    });

    const refused = await call(senderRoutes.update, { ...as(cat), params: { id: idOf(stub) }, body: { imap: IMAP } });

    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: [{ path: 'imap', message: 'IMAP settings apply only to SMTP senders. Remove them.' }] },
    });
  });

  it('are dropped with the SMTP settings when the sender stops being an SMTP sender', async () => {
    const dan = await signIn(deps, person('imap-dan'));
    const created = await call(senderRoutes.create, { ...as(dan), body: smtpSender('dan@seller.example', IMAP) });

    const updated = await call(senderRoutes.update, { ...as(dan), params: { id: idOf(created) }, body: { type: 'STUB' } });

    expect(updated.status).toBe(200);
    expect(updated.body).not.toHaveProperty('smtp');
    expect(updated.body).not.toHaveProperty('imap');
  });
});
