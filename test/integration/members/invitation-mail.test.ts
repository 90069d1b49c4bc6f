import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import PostalMime from 'postal-mime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { LocalSmtp } from '../../../bin/local/smtp';
import { createSmtpSystemMailer } from '../../../functions/adapters/mail/smtp-system-mailer';
import { invitationEmail } from '../../../functions/core/members/invitation-email';
import { startTestSmtp } from '../senders/support';

const PASSWORD = 'Local-mail-pass-1';
let smtp: LocalSmtp;

beforeAll(async () => {
  smtp = await startTestSmtp(PASSWORD);
});

afterAll(async () => {
  await smtp.close();
});

const mailer = (password: string) =>
  createSmtpSystemMailer({ host: '127.0.0.1', port: smtp.port, username: 'system', password, from: 'no-reply@reachwise.local' });

const email = invitationEmail({
  to: 'nils@colleague.example',
  inviterName: 'Maya <Sales>',
  namespaceName: 'Acme Outbound',
  link: 'http://127.0.0.1:5173/invitation/accept?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
  expiresAt: '2026-03-08T10:00:00.000Z',
});

describe('the invitation email through the local SMTP server', () => {
  it('arrives in the mail directory with who invited whom to which instance, the link and the expiry, in text and HTML', async () => {
    const before = new Set(readdirSync(smtp.mailDir));

    await mailer(PASSWORD).send(email);
    const files = readdirSync(smtp.mailDir).filter((file) => !before.has(file));
    const parsed = await PostalMime.parse(readFileSync(path.join(smtp.mailDir, files[0] ?? '')));

    expect(files).toHaveLength(1);
    expect(parsed.from?.address).toBe('no-reply@reachwise.local');
    expect(parsed.to?.map((to) => to.address)).toEqual(['nils@colleague.example']);
    expect(parsed.subject).toBe('Maya <Sales> invited you to Acme Outbound on Reachwise');
    expect(parsed.text).toContain(
      'Accept the invitation: http://127.0.0.1:5173/invitation/accept?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde',
    );
    expect(parsed.text).toContain('expires on 8 March 2026, 10:00 UTC');
    expect(parsed.html).toContain(
      'href="http://127.0.0.1:5173/invitation/accept?token=AbCdEfGhIjKlMnOpQrStUvWxYz0123456789_-abcde"',
    );
    // the inviter's name is text, never markup
    expect(parsed.html).toContain('Maya &lt;Sales&gt;');
  });

  it('fails when the server refuses the login, and nothing is kept', async () => {
    const before = readdirSync(smtp.mailDir).length;

    await expect(mailer('wrong-password').send(email)).rejects.toThrow(/Invalid credentials/);
    expect(readdirSync(smtp.mailDir)).toHaveLength(before);
  });
});
