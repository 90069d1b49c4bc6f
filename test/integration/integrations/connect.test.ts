import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { integrationRoutes } from '../../../shared/api/routes/integration';
import { INTEGRATION_MESSAGES } from '../../../shared/domain/integration';
import { crmConnections } from '../../../functions/composition/crm';
import type { Wiring } from '../../../functions/composition/wiring';
import { currentRuntime } from '../../../functions/composition/runtime';
import type { TestDeps } from '../../support/http';
import { call, installDeps, settableClock } from '../../support/http';
import { useTestTable } from '../../support/table-per-file';
import { as, bodyOf, joinAs, person, signIn, type Caller } from '../api/behaviour-support';
import { CRM_TEST_REDIRECT_URI, CRM_TEST_WEB_ORIGIN, TinyCrm } from './tiny-crm';

const table = useTestTable();
const clock = settableClock('2026-03-01T10:00:00.000Z');
let deps: TestDeps;
let crm: TinyCrm;
let manager: Caller;
let other: Caller;

interface IntegrationAnswer {
  type: string;
  status: string;
  options: Record<string, string>;
  connection?: { state: string; reason?: string };
  method?: string;
  account?: { id: string; name: string; instanceUrl?: string };
  connectedBy?: string;
  oauthAvailable: boolean;
}

beforeAll(async () => {
  deps = installDeps(table, clock);
  crm = await new TinyCrm().start();
  process.env.WEB_ORIGINS = CRM_TEST_WEB_ORIGIN;
  crm.install();
  manager = await signIn(deps, person('mara'));
  other = await signIn(deps, person('otto'));
});
beforeEach(() => {
  clock.set('2026-03-01T10:00:00.000Z');
  crm.tokenDelayMs = 0;
});
afterAll(async () => {
  crm.uninstall();
  Reflect.deleteProperty(process.env, 'WEB_ORIGINS');
  await crm.stop();
});

async function connectByOAuth(caller: Caller, type: 'HUBSPOT' | 'SALESFORCE') {
  const started = await call(integrationRoutes.oauthStart, {
    ...as(caller),
    params: { type },
    body: { redirectUri: CRM_TEST_REDIRECT_URI },
  });
  expect(started.status).toBe(200);
  const { code, state } = crm.approve(bodyOf<{ url: string }>(started).url);
  return call(integrationRoutes.oauthComplete, {
    ...as(caller),
    params: { type },
    body: { code, state, redirectUri: CRM_TEST_REDIRECT_URI },
  });
}

async function storedItem(caller: Caller, type: string) {
  const { Item } = await table.client.send(
    new GetCommand({ TableName: table.tableName, Key: { pk: `${caller.namespaceId}#integration`, sk: type } }),
  );
  return Item;
}

async function listed(caller: Caller, type: string): Promise<IntegrationAnswer | undefined> {
  const answer = await call(integrationRoutes.list, as(caller));
  return bodyOf<{ integrations: IntegrationAnswer[] }>(answer).integrations.find((item) => item.type === type);
}

describe('connecting HubSpot', () => {
  it('connects by OAuth with PKCE at the current token endpoint, and never answers or stores the tokens in clear', async () => {
    const result = await connectByOAuth(manager, 'HUBSPOT');

    expect(result).toMatchObject({
      status: 200,
      body: {
        type: 'HUBSPOT',
        status: 'ACTIVE',
        connection: { state: 'CONNECTED' },
        method: 'OAUTH',
        account: { id: '4242', name: 'acme.hubspot.test' },
        connectedBy: manager.identity.sub,
      },
    });
    const exchange = crm.tokenRequests.at(-1);
    expect(exchange?.path).toBe('/oauth/2026-03/token');
    expect(exchange?.search).toBe('');
    expect(exchange?.form.client_secret).toBe(crm.clientSecret);
    expect(exchange?.form).toMatchObject({ grant_type: 'authorization_code', client_id: 'hubspot-client' });
    expect(exchange?.form.code_verifier).toHaveLength(43);
    const item = await storedItem(manager, 'HUBSPOT');
    expect(JSON.stringify(item)).not.toMatch(/access-HUBSPOT|refresh-HUBSPOT/);
    expect(typeof item?.secretCiphertext).toBe('string');
    expect(JSON.stringify(result.body)).not.toMatch(/access-|refresh-|secretCiphertext/);
  });

  it('connects with a private-app token HubSpot accepts, and refuses one it does not with a message naming the token', async () => {
    crm.privateTokens.add('pat-na1-good');

    const refused = await call(integrationRoutes.privateAppToken, { ...as(other), body: { token: 'pat-na1-wrong' } });
    const accepted = await call(integrationRoutes.privateAppToken, { ...as(other), body: { token: 'pat-na1-good' } });

    expect(refused).toMatchObject({
      status: 400,
      body: { fieldErrors: [{ path: 'token', message: INTEGRATION_MESSAGES.tokenRefused('HubSpot') }] },
    });
    expect(accepted).toMatchObject({ status: 200, body: { status: 'ACTIVE', method: 'PRIVATE_APP', account: { id: '4242' } } });
    expect(JSON.stringify(await storedItem(other, 'HUBSPOT'))).not.toContain('pat-na1-good');
  });

  it('refuses a state started in another instance, and one replayed after 10 minutes', async () => {
    const started = await call(integrationRoutes.oauthStart, {
      ...as(manager),
      params: { type: 'HUBSPOT' },
      body: { redirectUri: CRM_TEST_REDIRECT_URI },
    });
    const { code, state } = crm.approve(bodyOf<{ url: string }>(started).url);

    const elsewhere = await call(integrationRoutes.oauthComplete, {
      ...as(other),
      params: { type: 'HUBSPOT' },
      body: { code, state, redirectUri: CRM_TEST_REDIRECT_URI },
    });
    clock.set('2026-03-01T10:10:01.000Z');
    const late = await call(integrationRoutes.oauthComplete, {
      ...as(manager),
      params: { type: 'HUBSPOT' },
      body: { code, state, redirectUri: CRM_TEST_REDIRECT_URI },
    });

    for (const refused of [elsewhere, late]) {
      expect(refused).toMatchObject({
        status: 400,
        body: { fieldErrors: [{ path: 'state', message: INTEGRATION_MESSAGES.stateInvalid }] },
      });
    }
  });

  it('refuses a redirect URI that is not the app’s own return page', async () => {
    const result = await call(integrationRoutes.oauthStart, {
      ...as(manager),
      params: { type: 'HUBSPOT' },
      body: { redirectUri: 'https://evil.example/integration/oauth' },
    });

    expect(result).toMatchObject({ status: 400, body: { fieldErrors: [{ path: 'redirectUri' }] } });
  });
});

describe('connecting Salesforce', () => {
  it('keeps the instance URL it answered, and saves the rotated refresh token of every refresh', async () => {
    const result = await connectByOAuth(manager, 'SALESFORCE');
    expect(result).toMatchObject({
      status: 200,
      body: { status: 'ACTIVE', account: { id: '00D000000000001', instanceUrl: crm.instanceUrl } },
    });
    const connections = crmConnections(wiringNow());

    const connector = await connections.connectorFor(manager.ctx, 'SALESFORCE');
    const first = await storedItem(manager, 'SALESFORCE');
    // Salesforce says no expiry: a 401 is what asks for a refresh; force two in a row
    const access = crm.lastAccess;
    await access?.refresh();
    await access?.refresh();

    const refreshes = crm.tokenRequests.filter((request) => request.form.grant_type === 'refresh_token');
    expect(refreshes.map((request) => request.form.refresh_token)).toHaveLength(2);
    // the second refresh used the token the first one rotated in: the old one is spent
    expect(refreshes[1]?.form.refresh_token).not.toBe(refreshes[0]?.form.refresh_token);
    const after = await storedItem(manager, 'SALESFORCE');
    expect(after?.credentialVersion).toBe(Number(first?.credentialVersion) + 2);
    await expect(connector?.account()).resolves.toEqual({ id: '00D000000000001', name: 'Acme Org' });
  });

  it('shares one refresh among concurrent calls whose token expired', async () => {
    await connectByOAuth(manager, 'HUBSPOT');
    const connector = await crmConnections(wiringNow()).connectorFor(manager.ctx, 'HUBSPOT');
    const before = crm.tokenRequests.length;
    clock.set('2026-03-01T10:40:00.000Z'); // past the 30 minutes
    crm.tokenDelayMs = 50;

    const accounts = await Promise.all([connector?.account(), connector?.account(), connector?.account()]);

    expect(accounts.map((account) => account?.id)).toEqual(['4242', '4242', '4242']);
    expect(crm.tokenRequests.slice(before).filter((request) => request.form.grant_type === 'refresh_token')).toHaveLength(1);
  });

  it('marks the integration ERROR with “reconnect” when the CRM revoked the refresh token, and tries no more', async () => {
    await connectByOAuth(manager, 'SALESFORCE');
    const connector = await crmConnections(wiringNow()).connectorFor(manager.ctx, 'SALESFORCE');
    crm.revokeAll();

    await expect(connector?.account()).rejects.toMatchObject({ failure: 'auth' });

    expect(await listed(manager, 'SALESFORCE')).toMatchObject({
      status: 'ACTIVE',
      connection: { state: 'ERROR', reason: INTEGRATION_MESSAGES.reconnect('Salesforce') },
    });
    await expect(crmConnections(wiringNow()).connectorFor(manager.ctx, 'SALESFORCE')).resolves.toBeNull();
  });
});

describe('pausing, options and disconnecting', () => {
  it('pauses and resumes a connected CRM and switches its options; refuses all of it while not connected (409)', async () => {
    const fresh = await signIn(deps, person('nina'));
    const before = await call(integrationRoutes.update, {
      ...as(fresh),
      params: { type: 'HUBSPOT' },
      body: { status: 'ACTIVE' },
    });
    crm.privateTokens.add('pat-nina');
    await call(integrationRoutes.privateAppToken, { ...as(fresh), body: { token: 'pat-nina' } });

    const paused = await call(integrationRoutes.update, {
      ...as(fresh),
      params: { type: 'HUBSPOT' },
      body: { status: 'INACTIVE', options: { READ_CONTACTS: 'ACTIVE' } },
    });

    expect(before).toMatchObject({ status: 409, body: { message: INTEGRATION_MESSAGES.notConnected('HubSpot') } });
    expect(paused).toMatchObject({
      status: 200,
      body: { status: 'INACTIVE', options: { READ_CONTACTS: 'ACTIVE', UPDATE_CONTACTS: 'INACTIVE' }, method: 'PRIVATE_APP' },
    });
    await expect(crmConnections(wiringNow()).connectorFor(fresh.ctx, 'HUBSPOT')).resolves.toBeNull();
    // reconnecting a paused CRM leaves it paused
    crm.privateTokens.add('pat-nina-2');
    const reconnected = await call(integrationRoutes.privateAppToken, { ...as(fresh), body: { token: 'pat-nina-2' } });
    expect(reconnected).toMatchObject({ status: 200, body: { status: 'INACTIVE', connection: { state: 'CONNECTED' } } });
  });

  it('disconnects: the credential is gone and the CRM reads NOT_SETUP', async () => {
    const fresh = await signIn(deps, person('dora'));
    crm.privateTokens.add('pat-dora');
    await call(integrationRoutes.privateAppToken, { ...as(fresh), body: { token: 'pat-dora' } });

    const result = await call(integrationRoutes.disconnect, { ...as(fresh), params: { type: 'HUBSPOT' } });

    expect(result).toMatchObject({ status: 200, body: { type: 'HUBSPOT', status: 'NOT_SETUP' } });
    expect(bodyOf<IntegrationAnswer>(result).connection).toBeUndefined();
    expect(await storedItem(fresh, 'HUBSPOT')).toBeUndefined();
  });

  it('lets a DEFAULT member read the integrations but not connect, change or disconnect them (403)', async () => {
    const member = await joinAs(deps, person('deb'), manager.namespaceId, 'DEFAULT');
    crm.privateTokens.add('pat-deb');

    const attempts = [
      await call(integrationRoutes.privateAppToken, { ...as(member), body: { token: 'pat-deb' } }),
      await call(integrationRoutes.oauthStart, {
        ...as(member),
        params: { type: 'HUBSPOT' },
        body: { redirectUri: CRM_TEST_REDIRECT_URI },
      }),
      await call(integrationRoutes.update, { ...as(member), params: { type: 'HUBSPOT' }, body: { status: 'INACTIVE' } }),
      await call(integrationRoutes.disconnect, { ...as(member), params: { type: 'HUBSPOT' } }),
    ];
    const read = await call(integrationRoutes.list, as(member));

    expect(attempts.map((attempt) => attempt.status)).toEqual([403, 403, 403, 403]);
    expect(attempts.every((attempt) => bodyOf<{ message: string }>(attempt).message === INTEGRATION_MESSAGES.managersOnly)).toBe(
      true,
    );
    expect(read.status).toBe(200);
  });

  it('never shows one instance’s connection to another', async () => {
    const stranger = await signIn(deps, person('sven'));
    await connectByOAuth(manager, 'HUBSPOT');

    const theirs = await listed(stranger, 'HUBSPOT');

    expect(theirs).toEqual({
      type: 'HUBSPOT',
      status: 'NOT_SETUP',
      options: { READ_CONTACTS: 'INACTIVE', UPDATE_CONTACTS: 'INACTIVE' },
      oauthAvailable: true,
    });
  });
});

/** The wiring a CRM job composes from: what the import workers declare. */
function wiringNow(): Wiring {
  const { overrides } = currentRuntime();
  return {
    fn: { name: 'crm-test-job', needs: { table: 'readWrite', senderKey: true, crm: true } },
    overrides,
    now: clock,
    storeDeps: { now: clock },
  };
}
