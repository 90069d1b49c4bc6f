import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { senderRoutes } from '../../../shared/api/routes';
import type { TestDeps } from '../../support/http';
import { call, settableClock, recompose } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, idOf, person, signIn, type Caller } from '../api/behaviour-support';
import { FakeOAuthProvider, TEST_REDIRECT_URI, TEST_WEB_ORIGIN } from './fake-oauth-provider';
import { installSenderDeps } from './support';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
let google: FakeOAuthProvider;
let microsoft: FakeOAuthProvider;
const PROVIDER_ENV_KEYS: string[] = [];

function configure(env: Record<string, string>): void {
  PROVIDER_ENV_KEYS.push(...Object.keys(env));
  Object.assign(process.env, env);
  recompose();
}

beforeAll(async () => {
  deps = installSenderDeps(table, clock);
  google = await new FakeOAuthProvider({ flavour: 'google' }).start();
  microsoft = await new FakeOAuthProvider({ flavour: 'microsoft' }).start();
  google.clock = () => clock().getTime();
  microsoft.clock = () => clock().getTime();
});
beforeEach(() => {
  for (const key of PROVIDER_ENV_KEYS) Reflect.deleteProperty(process.env, key);
  configure({
    ...google.env('GOOGLE'),
    ...microsoft.env('MICROSOFT'),
    WEB_ORIGINS: `https://app.example.com,${TEST_WEB_ORIGIN}`,
  });
  clock.set('2026-03-01T10:00:00.000Z');
  google.signWithForeignKey = false;
});
afterAll(async () => {
  for (const key of PROVIDER_ENV_KEYS) Reflect.deleteProperty(process.env, key);
  await google.stop();
  await microsoft.stop();
});

async function start(caller: Caller, type: 'GOOGLE' | 'MICROSOFT' = 'GOOGLE'): Promise<string> {
  const answer = await call(senderRoutes.oauthStart, { ...as(caller), body: { type, redirectUri: TEST_REDIRECT_URI } });
  expect(answer.status).toBe(200);
  return bodyOf<{ authorizationUrl: string }>(answer).authorizationUrl;
}

async function connect(
  caller: Caller,
  email: string,
  type: 'GOOGLE' | 'MICROSOFT' = 'GOOGLE',
  senderName?: string,
  extra: Record<string, unknown> = {},
) {
  const provider = type === 'GOOGLE' ? google : microsoft;
  const { code, state } = provider.approve(await start(caller, type), email, 'Rita Rep');
  return call(senderRoutes.oauthComplete, {
    ...as(caller),
    body: { type, code, state, redirectUri: TEST_REDIRECT_URI, ...(senderName ? { senderName } : {}), ...extra },
  });
}

describe('which providers are set up', () => {
  it('answers configured true for a provider with a client id and false for one without', async () => {
    const ana = await signIn(deps, person('ana'));
    delete process.env.MICROSOFT_OAUTH_CLIENT_ID;
    recompose();

    const answer = await call(senderRoutes.oauthProviders, as(ana));

    expect(answer).toMatchObject({
      status: 200,
      body: {
        providers: [
          { type: 'GOOGLE', configured: true },
          { type: 'MICROSOFT', configured: false },
        ],
      },
    });
  });
});

describe('starting a sign-in', () => {
  it('answers the provider’s authorization URL with PKCE, the scopes, offline access and a sealed state', async () => {
    const bob = await signIn(deps, person('bob'));

    const url = new URL(await start(bob));

    expect(`${url.origin}${url.pathname}`).toBe(`${google.baseUrl}/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: google.clientId,
      response_type: 'code',
      redirect_uri: TEST_REDIRECT_URI,
      scope: 'openid email https://mail.google.com/',
      code_challenge_method: 'S256',
      code_challenge: expect.stringMatching(/^[\w-]{43}$/) as unknown,
      state: expect.stringMatching(/^v1\./) as unknown,
      access_type: 'offline',
      prompt: 'consent',
    });
    expect(url.searchParams.get('state')).not.toContain(bob.namespaceId);
  });

  it('asks Microsoft for offline access, Mail.Send and Mail.ReadWrite (drafts, and finding a message by its Message-ID)', async () => {
    const cyd = await signIn(deps, person('cyd'));

    const url = new URL(await start(cyd, 'MICROSOFT'));

    expect(url.searchParams.get('scope')).toBe(
      'openid email offline_access https://graph.microsoft.com/Mail.Send https://graph.microsoft.com/Mail.ReadWrite',
    );
  });

  it('answers 400 naming the provider when the server has no client id for it', async () => {
    const dee = await signIn(deps, person('dee'));
    delete process.env.GOOGLE_OAUTH_CLIENT_ID;
    recompose();

    const answer = await call(senderRoutes.oauthStart, { ...as(dee), body: { type: 'GOOGLE', redirectUri: TEST_REDIRECT_URI } });

    expect(answer).toMatchObject({ status: 400, body: { message: 'Google sign-in is not configured on this server.' } });
  });

  it.each([
    'https://evil.example/email-sender-config/add',
    `${TEST_WEB_ORIGIN}/dashboard`,
    `${TEST_WEB_ORIGIN}/email-sender-config/add?next=https://evil.example`,
    'http://app.example.com/email-sender-config/add',
  ])('answers 400 on redirectUri for %s', async (redirectUri) => {
    const eve = await signIn(deps, person('eve'));

    const answer = await call(senderRoutes.oauthStart, { ...as(eve), body: { type: 'GOOGLE', redirectUri } });

    expect(answer).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'redirectUri' }] } });
  });
});

describe('completing a sign-in', () => {
  it('adds a GOOGLE sender for the mailbox of the verified id_token, with its tokens sealed and never answered', async () => {
    const fin = await signIn(deps, person('fin'));

    const answer = await connect(fin, 'Rita@Gmail.example');
    const exchange = google.tokenRequests.at(-1);
    const stored = await table.client.send(
      new GetCommand({ TableName: table.tableName, Key: { pk: `${fin.namespaceId}#sender`, sk: idOf(answer) } }),
    );

    expect(answer).toMatchObject({
      status: 200,
      body: { senderEmail: 'rita@gmail.example', senderName: 'Rita Rep', type: 'GOOGLE', credentialsValid: true },
    });
    expect(exchange).toMatchObject({
      grantType: 'authorization_code',
      form: { redirect_uri: TEST_REDIRECT_URI, code_verifier: expect.stringMatching(/^[\w-]{43}$/) as unknown },
    });
    expect(JSON.stringify(answer.body)).not.toMatch(/access-|refresh-|secretCiphertext/);
    expect(stored.Item?.secretCiphertext).toEqual(expect.stringMatching(/^v1\./));
    expect(String(stored.Item?.secretCiphertext)).not.toMatch(/access-|refresh-/);
  });

  it('renews the same sender when the mailbox connects again, keeping its name unless a new one is given', async () => {
    const gil = await signIn(deps, person('gil'));
    const first = await connect(gil, 'gil@gmail.example', 'GOOGLE', 'Gil Sales');

    const second = await connect(gil, 'gil@gmail.example');
    const listed = await call(senderRoutes.list, { ...as(gil), body: {} });

    expect(second).toMatchObject({ status: 200, body: { id: idOf(first), senderName: 'Gil Sales', credentialsValid: true } });
    expect(bodyOf<{ items: unknown[] }>(listed).items).toHaveLength(1);
  });

  it('starts a newly connected mailbox WARMING_UP unless the rep answers it has already sent 200 messages', async () => {
    const hal = await signIn(deps, person('hal'));

    const fresh = await connect(hal, 'fresh@gmail.example');
    const seasoned = await connect(hal, 'seasoned@outlook.example', 'MICROSOFT', undefined, { alreadyWarmedUp: true });

    expect(fresh).toMatchObject({ status: 200, body: { type: 'GOOGLE', status: 'WARMING_UP' } });
    expect(seasoned).toMatchObject({ status: 200, body: { type: 'MICROSOFT', status: 'ACTIVE' } });
  });

  it('keeps the status of a mailbox that connects again: warm-up is decided when it is added', async () => {
    const ida = await signIn(deps, person('ida'));
    const first = await connect(ida, 'ida@gmail.example');

    const again = await connect(ida, 'ida@gmail.example', 'GOOGLE', undefined, { alreadyWarmedUp: true });

    expect(again).toMatchObject({ status: 200, body: { id: idOf(first), status: 'WARMING_UP' } });
  });

  it('verifies a Microsoft id_token against the issuer of its own tenant', async () => {
    const hoa = await signIn(deps, person('hoa'));

    const answer = await connect(hoa, 'hoa@contoso.example', 'MICROSOFT');

    expect(answer).toMatchObject({ status: 200, body: { senderEmail: 'hoa@contoso.example', type: 'MICROSOFT' } });
  });

  it('answers 400 on state when the sign-in was started by another user', async () => {
    const ian = await signIn(deps, person('ian'));
    const jo = await signIn(deps, person('jo'));
    const { code, state } = google.approve(await start(ian), 'ian@gmail.example');

    const answer = await call(senderRoutes.oauthComplete, {
      ...as(jo),
      body: { type: 'GOOGLE', code, state, redirectUri: TEST_REDIRECT_URI },
    });

    expect(answer).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'state' }] } });
    expect(google.tokenRequests.some((request) => request.form.code === code)).toBe(false);
  });

  it('answers 400 on state when the sign-in took longer than 10 minutes', async () => {
    const kim = await signIn(deps, person('kim'));
    const { code, state } = google.approve(await start(kim), 'kim@gmail.example');
    clock.set('2026-03-01T10:10:01.000Z');

    const answer = await call(senderRoutes.oauthComplete, {
      ...as(kim),
      body: { type: 'GOOGLE', code, state, redirectUri: TEST_REDIRECT_URI },
    });

    expect(answer).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'state' }] } });
  });

  it('answers 400 when the code was issued for another sign-in (its PKCE verifier does not match)', async () => {
    const lea = await signIn(deps, person('lea'));
    const first = google.approve(await start(lea), 'lea@gmail.example');
    const second = google.approve(await start(lea), 'lea@gmail.example');

    const answer = await call(senderRoutes.oauthComplete, {
      ...as(lea),
      body: { type: 'GOOGLE', code: first.code, state: second.state, redirectUri: TEST_REDIRECT_URI },
    });
    const listed = await call(senderRoutes.list, { ...as(lea), body: {} });

    expect(answer).toMatchObject({ status: 400, body: { message: expect.stringContaining('Google did not accept') as unknown } });
    expect(bodyOf<{ items: unknown[] }>(listed).items).toEqual([]);
  });

  it('answers 400 and adds nothing when the id_token is not signed by the provider’s keys', async () => {
    const max = await signIn(deps, person('max'));
    google.signWithForeignKey = true;

    const answer = await connect(max, 'max@gmail.example');
    const listed = await call(senderRoutes.list, { ...as(max), body: {} });

    expect(answer).toMatchObject({
      status: 400,
      body: { message: "Google did not confirm the mailbox's email address. Start connecting the mailbox again." },
    });
    expect(bodyOf<{ items: unknown[] }>(listed).items).toEqual([]);
  });
});

describe('the health of a connected mailbox', () => {
  it('refreshes the token and stays valid, then turns 401 once the user revokes the access', async () => {
    const ned = await signIn(deps, person('ned'));
    const connected = await connect(ned, 'ned@gmail.example', 'GOOGLE', undefined, { alreadyWarmedUp: true });

    const fine = await call(senderRoutes.health, { ...as(ned), body: { senderEmail: 'ned@gmail.example' } });
    google.revoke('ned@gmail.example');
    const revoked = await call(senderRoutes.health, { ...as(ned), body: { senderEmail: 'ned@gmail.example' } });
    const checks = await call(senderRoutes.healthchecks, as(ned));
    const validated = await call(senderRoutes.validate, {
      ...as(ned),
      body: { id: idOf(connected), senderEmail: 'ned@gmail.example', senderName: 'Ned', type: 'GOOGLE' },
    });

    expect(fine).toMatchObject({ status: 200, body: { credentialsValid: true, health: 'OPERATIONAL' } });
    expect(google.tokenRequests.filter((request) => request.grantType === 'refresh_token').length).toBeGreaterThan(0);
    expect(revoked).toMatchObject({
      status: 200,
      body: {
        credentialsValid: false,
        health: 'URGENT_ISSUES',
        message: expect.stringContaining('Sign in with Google again') as unknown,
      },
    });
    expect(bodyOf<{ responseStatuses: unknown[] }>(checks).responseStatuses).toEqual([
      { status: 401, senderEmail: 'ned@gmail.example', senderStatus: 'ACTIVE' },
    ]);
    expect(validated).toMatchObject({
      status: 200,
      body: { valid: false, message: expect.stringContaining('Sign in with Google again') as unknown },
    });
  });

  it('keeps the tokens when the sender is renamed with its type named again', async () => {
    const oda = await signIn(deps, person('oda'));
    const connected = await connect(oda, 'oda@gmail.example');

    const renamed = await call(senderRoutes.update, {
      ...as(oda),
      params: { id: idOf(connected) },
      body: { type: 'GOOGLE', senderName: 'Oda Outbound' },
    });
    const checked = await call(senderRoutes.health, { ...as(oda), body: { senderEmail: 'oda@gmail.example' } });

    expect(renamed).toMatchObject({ status: 200, body: { senderName: 'Oda Outbound', type: 'GOOGLE' } });
    expect(checked).toMatchObject({ status: 200, body: { credentialsValid: true } });
  });
});
