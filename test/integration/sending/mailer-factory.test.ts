import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import type { LocalSmtp } from '../../../bin/local/smtp';
import { createStores } from '../../../functions/adapters/dynamodb/stores';
import { createSealedCredentialReader } from '../../../functions/adapters/mail/sealed-credentials';
import { authorizationUrl, createPkce, exchangeCode } from '../../../functions/adapters/oauth/oauth-client';
import { createAesSecretBox } from '../../../functions/adapters/secrets/secret-box';
import { mailerFactory, type MailerChoice } from '../../../functions/composition/mailers';
import { providerFromEnv } from '../../../functions/composition/oauth';
import type { Wiring } from '../../../functions/composition/wiring';
import type { EmailSenderConfigItem } from '../../../functions/core/ports/items';
import type { Mailer, OutgoingEmail } from '../../../functions/core/ports/mailer';
import type { Stores } from '../../../functions/core/ports/stores';
import { openTokens, sealTokens } from '../../../functions/core/senders/oauth-tokens';
import type { TenantContext } from '../../../functions/core/tenant';
import { FakeGmailServer } from '../../support/fake-gmail-server';
import { settableClock } from '../../support/http';
import { messageHeaders } from '../../../bin/local/fakes/scripted-api-fake';
import { useTestTable } from '../../support/table-per-file';
import { FakeOAuthProvider, TEST_REDIRECT_URI } from '../senders/fake-oauth-provider';
import { startTestSmtp } from '../senders/support';

const table = useTestTable();
const clock = settableClock('2026-03-02T09:30:00.000Z');
const secretBox = createAesSecretBox(randomBytes(32));
const ctx: TenantContext = { namespaceId: 'ns-mailers', userId: 'user-ana', role: 'ADMIN' };
const SMTP_PASSWORD = 'local mailbox pa55word';
let repos: Stores;
let smtp: LocalSmtp;
let google: FakeOAuthProvider;
let gmail: FakeGmailServer;
let mailDir: string;

beforeAll(async () => {
  repos = createStores(table.client, table.tableName, { now: clock });
  smtp = await startTestSmtp(SMTP_PASSWORD);
  google = await new FakeOAuthProvider({ flavour: 'google' }).start();
  gmail = await new FakeGmailServer().start();
});
afterAll(async () => {
  await Promise.all([smtp.close(), google.stop(), gmail.stop()]);
});
beforeEach(() => {
  mailDir = mkdtempSync(path.join(tmpdir(), 'reachwise-stub-mail-'));
  for (const [name, value] of Object.entries(google.env('GOOGLE'))) vi.stubEnv(name, value);
  vi.stubEnv('GMAIL_API_URL', gmail.baseUrl);
  vi.stubEnv('ALLOW_PRIVATE_SMTP_HOSTS', 'true');
});
afterEach(() => {
  vi.unstubAllEnvs();
  gmail.resetScript();
  gmail.messages.length = 0;
});

/** The sending consumer's composition over the test table, as the worker builds it. */
function factory() {
  const wiring: Wiring = {
    fn: { name: 'SendingConsumer', needs: { table: 'readWrite', senderKey: true, oauth: true, ses: true } },
    overrides: { documentClient: table.client, tableName: table.tableName, secretBox, now: clock, mailDir },
    now: clock,
    storeDeps: { now: clock },
  };
  return mailerFactory(wiring);
}

function mailerOf(choice: MailerChoice): Mailer {
  if (!('mailer' in choice)) throw new Error(`No mailer: ${choice.reason}`);
  return choice.mailer;
}

function email(from: string, id: string): OutgoingEmail {
  return {
    from: { email: from, name: 'Ana Rep' },
    to: { email: 'bob@buyer.example', name: 'Bob Buyer' },
    subject: 'Your pipeline in March',
    text: 'Hi Bob',
    html: '<p>Hi Bob</p>',
    messageId: `<${id}@reachwise.example>`,
  };
}

async function sender(
  fields: Pick<EmailSenderConfigItem, 'senderEmail' | 'type'> & Partial<EmailSenderConfigItem>,
  sealed?: string,
): Promise<EmailSenderConfigItem> {
  const created = await repos.emailSenderConfigs.create(ctx, { senderName: 'Ana Rep', status: 'ACTIVE', ...fields });
  if (sealed === undefined) return created;
  const credential = { secretCiphertext: sealed };
  return repos.emailSenderConfigs.update(ctx, created.id, { credentialsValid: true, ...credential });
}

/** Tokens Google issued for a mailbox through a real code exchange, as a sign-in stores them. */
async function signedInTokens(mailbox: string) {
  const provider = providerFromEnv('GOOGLE', google.env('GOOGLE'));
  const pkce = createPkce();
  const url = authorizationUrl(provider, {
    clientId: google.clientId,
    redirectUri: TEST_REDIRECT_URI,
    state: 'state',
    codeChallenge: pkce.challenge,
  });
  const { code } = google.approve(url, mailbox);
  const tokens = await exchangeCode(
    provider,
    { code, redirectUri: TEST_REDIRECT_URI, codeVerifier: pkce.verifier },
    clock().getTime(),
  );
  return { accessToken: tokens.accessToken, refreshToken: tokens.refreshToken ?? '' };
}

describe('the mailer of a sender', () => {
  it('keeps a STUB sender’s message as an .eml file in the local mail directory', async () => {
    const stub = await sender({ senderEmail: 'demo@stub.example', type: 'STUB' });

    const outcome = await mailerOf(await factory()(ctx, stub)).send(email('demo@stub.example', 'stub-1'));

    expect(outcome).toMatchObject({ kind: 'SENT' });
    const files = readdirSync(mailDir).filter((file) => file.endsWith('.eml'));
    expect(files).toHaveLength(1);
    const raw = readFileSync(path.join(mailDir, files[0] ?? ''), 'utf8');
    expect(messageHeaders(raw)['message-id']).toBe('<stub-1@reachwise.example>');
  });

  it('sends through an SMTP sender’s server with its saved password', async () => {
    const smtpSender = await sender(
      {
        senderEmail: 'ana@seller.example',
        type: 'SMTP',
        smtp: { host: '127.0.0.1', port: smtp.port, username: 'ana', secure: false },
      },
      await secretBox.seal(SMTP_PASSWORD),
    );
    const before = readdirSync(smtp.mailDir).length;

    const outcome = await mailerOf(await factory()(ctx, smtpSender)).send(email('ana@seller.example', 'smtp-1'));

    expect(outcome).toMatchObject({ kind: 'SENT' });
    expect(readdirSync(smtp.mailDir)).toHaveLength(before + 1);
  });

  it('answers CREDENTIALS failed for an SMTP sender without a saved password', async () => {
    const smtpSender = await sender({
      senderEmail: 'nopass@seller.example',
      type: 'SMTP',
      smtp: { host: '127.0.0.1', port: smtp.port, username: 'ana', secure: false },
    });

    const choice = await factory()(ctx, smtpSender);

    expect(choice).toEqual({ failed: 'CREDENTIALS', reason: expect.stringContaining('password') as unknown });
  });

  it('answers CREDENTIALS failed for a Google sender without tokens', async () => {
    const googleSender = await sender({ senderEmail: 'notokens@gmail.example', type: 'GOOGLE' });

    const choice = await factory()(ctx, googleSender);

    expect(choice).toEqual({ failed: 'CREDENTIALS', reason: 'Sign in with Google again to connect notokens@gmail.example.' });
  });

  it('renews a Google sender’s expired token, saves it sealed and sends through Gmail with it', async () => {
    const issued = await signedInTokens('ana@gmail.example');
    const expired = { ...issued, expiresAt: clock().getTime() - 60_000 };
    const googleSender = await sender({ senderEmail: 'ana@gmail.example', type: 'GOOGLE' }, await sealTokens(secretBox, expired));

    const outcome = await mailerOf(await factory()(ctx, googleSender)).send(email('ana@gmail.example', 'gmail-1'));

    expect(outcome).toMatchObject({ kind: 'SENT' });
    expect(google.tokenRequests.map((request) => request.grantType)).toContain('refresh_token');
    const saved = await openTokens(secretBox, (await savedCredential(googleSender.id)) ?? '');
    expect(saved).toMatchObject({ refreshToken: issued.refreshToken, expiresAt: clock().getTime() + 3_600_000 });
    expect(saved?.accessToken).not.toBe(issued.accessToken);
    expect(gmail.requestsOf('send')[0]?.headers.authorization).toBe(`Bearer ${saved?.accessToken ?? ''}`);
    expect(gmail.messages).toHaveLength(1);
  });

  it('uses a Google sender’s token while it is valid, without asking Google', async () => {
    const issued = await signedInTokens('cyd@gmail.example');
    const valid = { ...issued, expiresAt: clock().getTime() + 30 * 60_000 };
    const googleSender = await sender({ senderEmail: 'cyd@gmail.example', type: 'GOOGLE' }, await sealTokens(secretBox, valid));
    const refreshesBefore = google.tokenRequests.filter((request) => request.grantType === 'refresh_token').length;

    const outcome = await mailerOf(await factory()(ctx, googleSender)).send(email('cyd@gmail.example', 'gmail-2'));

    expect(outcome).toMatchObject({ kind: 'SENT' });
    expect(gmail.requestsOf('send')[0]?.headers.authorization).toBe(`Bearer ${issued.accessToken}`);
    expect(google.tokenRequests.filter((request) => request.grantType === 'refresh_token')).toHaveLength(refreshesBefore);
  });

  it('answers AUTH_FAILED when Google no longer accepts the sign-in', async () => {
    const issued = await signedInTokens('dee@gmail.example');
    google.revoke('dee@gmail.example');
    const expired = { ...issued, expiresAt: clock().getTime() - 60_000 };
    const googleSender = await sender({ senderEmail: 'dee@gmail.example', type: 'GOOGLE' }, await sealTokens(secretBox, expired));

    const outcome = await mailerOf(await factory()(ctx, googleSender)).send(email('dee@gmail.example', 'gmail-3'));

    expect(outcome).toMatchObject({ kind: 'AUTH_FAILED' });
    expect(gmail.requests).toHaveLength(0);
  });

  it('sends through SES for a sender on the stage’s SES identity', async () => {
    vi.stubEnv('SES_IDENTITY', 'ses-seller.example');
    vi.stubEnv('SES_CONFIGURATION_SET', 'reachwise-events');
    const onIdentity = await sender({ senderEmail: 'ana@ses-seller.example', type: 'GOOGLE' });
    const elsewhere = await sender({ senderEmail: 'ana@other.example', type: 'GOOGLE' });
    const mailers = factory();

    const ses = await mailers(ctx, onIdentity);
    const notSes = await mailers(ctx, elsewhere);

    // SES needs no mailbox credential; SES cannot be searched, so its lookup cannot tell
    await expect(mailerOf(ses).lookup('<x@reachwise.example>')).resolves.toEqual({
      kind: 'UNKNOWN',
      reason: 'SES cannot be asked whether it took a message.',
    });
    expect(notSes).toMatchObject({ failed: 'CREDENTIALS' });
  });

  it('refuses to compose without the SES configuration set when an SES identity is set', () => {
    vi.stubEnv('SES_IDENTITY', 'ses-seller.example');

    expect(() => factory()).toThrow('SES_CONFIGURATION_SET');
  });
});

/** The sender's sealed credential as stored (a hidden attribute). */
function savedCredential(senderId: string): Promise<string | null> {
  return createSealedCredentialReader(table.client, table.tableName)(ctx, senderId);
}
