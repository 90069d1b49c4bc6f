import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { cognitoClient } from '../../../bin/local/cognito';
import { SEED_ORGANIZATION_NAME } from '../../../bin/local/fakes/salesforce-seed';
import { DEMO_NAMESPACES } from '../../../bin/local/seed';
import type { LocalStack } from '../../../bin/local/stack';
import { IntegrationsResponseSchema } from '../../../shared/api/schemas';
import { CRM_OAUTH_REDIRECT_PATH } from '../../../shared/domain/integration';
import { startTestStack } from './started-stack';

let started: Awaited<ReturnType<typeof startTestStack>>;
let stack: LocalStack;
let idToken: string;

beforeAll(async () => {
  started = await startTestStack('crm');
  stack = started.stack;
  const cognito = cognitoClient(stack.cognitoEndpoint);
  const signedIn = await cognito.send(
    new InitiateAuthCommand({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: stack.runtimeConfig.userPoolClientId,
      AuthParameters: { USERNAME: stack.demo.email, PASSWORD: stack.demo.password },
    }),
  );
  cognito.destroy();
  idToken = signedIn.AuthenticationResult?.IdToken ?? '';
}, 180_000);

afterAll(async () => {
  await started?.remove();
});

/** A call to the local API as the demo manager in the demo workspace. */
async function call(method: string, route: string, body?: unknown): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${stack.apiUrl}${route}`, {
    method,
    headers: {
      authorization: `Bearer ${idToken}`,
      'content-type': 'application/json',
      SelectedNamespaceId: DEMO_NAMESPACES.workspace.id,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: response.status, body: await response.json() };
}

async function integrations() {
  const listed = await call('GET', '/api/integration');
  expect(listed.status).toBe(200);
  return IntegrationsResponseSchema.parse(listed.body).integrations;
}

/** A browser on a consent page: reads its form and submits it with Allow pressed; answers where it is sent back. */
async function allow(consentUrl: string): Promise<URL> {
  const page = await fetch(consentUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const form = new URLSearchParams();
  for (const [, name = '', value = ''] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.set(
      name,
      value.replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
    );
  }
  form.set('decision', 'allow');
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1] ?? '';
  const answer = await fetch(new URL(action, consentUrl), { method: 'POST', body: form, redirect: 'manual' });
  expect(answer.status).toBe(302);
  return new URL(answer.headers.get('location') ?? '');
}

/** Connects a CRM as the integrations page does: OAuth start, Allow on the fake's consent page, complete. */
async function connectByOAuth(type: 'HUBSPOT' | 'SALESFORCE', consentPage: string): Promise<number> {
  const redirectUri = `${stack.apiUrl}${CRM_OAUTH_REDIRECT_PATH}`;
  const started = await call('POST', `/api/integration/${type}/oauth/start`, { redirectUri });
  expect(started.status).toBe(200);
  const consentUrl = (started.body as { url: string }).url;
  expect(consentUrl.startsWith(`${consentPage}?`)).toBe(true);
  const back = await allow(consentUrl);
  expect(`${back.origin}${back.pathname}`).toBe(redirectUri);
  const completed = await call('POST', `/api/integration/${type}/oauth/complete`, {
    code: back.searchParams.get('code'),
    state: back.searchParams.get('state'),
    redirectUri,
  });
  return completed.status;
}

function connections(listed: Awaited<ReturnType<typeof integrations>>) {
  return listed.map(({ type, status, connection, method, account }) => ({
    type,
    status,
    state: connection?.state,
    method,
    name: account?.name,
  }));
}

describe('the CRMs under npm start', () => {
  it('offers both, connectable by OAuth, before anything is connected', async () => {
    const listed = await integrations();

    expect(listed.map(({ type, status, oauthAvailable }) => ({ type, status, oauthAvailable }))).toEqual([
      { type: 'HUBSPOT', status: 'NOT_SETUP', oauthAvailable: true },
      { type: 'SALESFORCE', status: 'NOT_SETUP', oauthAvailable: true },
    ]);
  });

  it('connects the fake HubSpot with the printed private-app token, and the fake Salesforce through its consent page', async () => {
    const hubspot = await call('POST', '/api/integration/HUBSPOT/token', { token: stack.crms.hubspot.privateAppToken });
    expect(hubspot.status).toBe(200);

    expect(await connectByOAuth('SALESFORCE', stack.crms.salesforce.consentUrl)).toBe(200);

    const listed = await integrations();
    expect(connections(listed)).toEqual([
      {
        type: 'HUBSPOT',
        status: 'ACTIVE',
        state: 'CONNECTED',
        method: 'PRIVATE_APP',
        name: `HubSpot portal ${String(stack.crms.hubspot.fake.portalId)}`,
      },
      { type: 'SALESFORCE', status: 'ACTIVE', state: 'CONNECTED', method: 'OAUTH', name: SEED_ORGANIZATION_NAME },
    ]);
  });

  it('connects the fake HubSpot through its consent page too', async () => {
    expect(await connectByOAuth('HUBSPOT', stack.crms.hubspot.consentUrl)).toBe(200);

    const [hubspot] = connections(await integrations());
    expect(hubspot).toMatchObject({ type: 'HUBSPOT', state: 'CONNECTED', method: 'OAUTH' });
  });

  it('seeds each fake with its 50 demo contacts', () => {
    expect(stack.crms.hubspot.fake.store.liveContacts().length).toBe(50);
    expect(stack.crms.salesforce.fake.contacts.size).toBe(50);
  });
});
