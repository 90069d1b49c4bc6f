import { InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { Context } from 'aws-lambda';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { cognitoClient, ensureUser } from '../../bin/local/cognito';
import { DEMO_SMTP_SENDER } from '../../bin/local/seed';
import { createStores } from '../../functions/adapters/dynamodb/stores';
import { createEmailReviewStore } from '../../functions/adapters/dynamodb/review-store';
import { currentRuntime } from '../../functions/composition/runtime';
import { emailIdFor } from '../../functions/core/generation/email-id';
import type { EmailMessageItem } from '../../functions/core/ports/items';
import { progressFor, statusEntry } from '../../functions/core/review/status-change';
import { freeLocalPorts, startLocalStack, type LocalStack } from '../../bin/local/stack';
import { SELECTED_NAMESPACE_HEADER } from '../../shared/domain/product';
import type { Contact } from '../../shared/schemas/contact';
import { sqsEvent, sqsRecord } from '../support/ses-events';
import { launchChromium } from './browser';

const root = path.resolve(import.meta.dirname, '../..');

/** Screenshots of the main pages, kept as test artifacts (git-ignored). */
export const ARTIFACTS_DIR = path.join(root, 'test', 'e2e', 'artifacts');

export interface E2eEnvironment {
  readonly stack: LocalStack;
  readonly browser: Browser;
  /** a fresh browser profile (its own storage) */
  newContext(): Promise<BrowserContext>;
  stop(): Promise<void>;
}

/**
 * The local stack on free ports with its own data directory, and Chromium. The web app is served by
 * its dev server, or with `web: 'built'` built for production and served as a deploy serves it.
 */
export async function startE2eEnvironment(
  options: { readonly web?: 'built'; readonly log?: (line: string) => void } = {},
): Promise<E2eEnvironment> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'reachwise-e2e-'));
  const stack = await startLocalStack({
    root,
    dataDir,
    ...(options.web ? { web: options.web } : {}),
    ...(options.log ? { log: options.log } : {}),
    ports: await freeLocalPorts(),
    // the e2e project's one DynamoDB Local (test/support/dynamodb-global-setup.ts), a table per file
    dynamodb: { endpoint: inject('dynamoDbEndpoint'), table: `e2e-${randomUUID()}` },
  });
  const browser = await launchChromium();
  return {
    stack,
    browser,
    newContext: async () => {
      const context = await browser.newContext({ baseURL: stack.webUrl, viewport: { width: 1366, height: 900 } });
      context.setDefaultTimeout(10_000);
      return context;
    },
    stop: async () => {
      await browser.close();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Saves a full-page screenshot under test/e2e/artifacts/<name>.png. */
export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `${name}.png`), fullPage: true });
}

/**
 * A person who can sign in but has never used the product: a confirmed cognito-local user with no
 * account yet (their first call creates it, with the terms not accepted).
 */
export async function freshUser(stack: LocalStack, name: string): Promise<{ email: string; password: string }> {
  const email = `${name}.${Date.now()}@example.com`;
  const password = 'Fresh-user-pass-123';
  const client = cognitoClient(stack.cognitoEndpoint);
  try {
    await ensureUser(client, stack.runtimeConfig.userPoolId, {
      email,
      password,
      givenName: name.charAt(0).toUpperCase() + name.slice(1),
    });
  } finally {
    client.destroy();
  }
  return { email, password };
}

/** The seeded demo instance every signed-in test starts in. */
export const DEMO_INSTANCE = 'demo-workspace';

/** Signs the demo user in on `page` (the local sign-in page offers the demo email) and waits for the dashboard. */
export async function signInAsDemo(env: E2eEnvironment, page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Password', { exact: true }).fill(env.stack.demo.password);
  await page.getByLabel('Password', { exact: true }).press('Enter');
  await page.waitForURL(`**/dashboard?instance=${DEMO_INSTANCE}`, { timeout: 30_000 });
}

/** The local API as one person, in one of their instances, for arranging what a test starts from. */
export interface DemoApi {
  /** POSTs `body` as JSON and answers the JSON body; throws on an error status */
  post<T>(path: string, body: unknown): Promise<T>;
  /** GETs `path` and answers the JSON body; throws on an error status */
  get<T>(path: string): Promise<T>;
}

/** Signs the demo user in to cognito-local once and calls the local API with their token. */
export async function demoApi(env: E2eEnvironment): Promise<DemoApi> {
  return apiAs(env, { email: env.stack.demo.email, password: env.stack.demo.password }, DEMO_INSTANCE);
}

/** Signs `person` in to cognito-local once (with their password alone) and calls the local API with their token in `namespaceId`. */
export async function apiAs(
  env: E2eEnvironment,
  person: { readonly email: string; readonly password: string },
  namespaceId: string,
): Promise<DemoApi> {
  const client = cognitoClient(env.stack.cognitoEndpoint);
  let token: string;
  try {
    const auth = await client.send(
      new InitiateAuthCommand({
        AuthFlow: 'USER_PASSWORD_AUTH',
        ClientId: env.stack.runtimeConfig.userPoolClientId,
        AuthParameters: { USERNAME: person.email, PASSWORD: person.password },
      }),
    );
    token = auth.AuthenticationResult?.IdToken ?? '';
  } finally {
    client.destroy();
  }
  const call = async <T>(path: string, init: RequestInit): Promise<T> => {
    const response = await fetch(`${env.stack.apiUrl}${path}`, {
      ...init,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': 'application/json',
        [SELECTED_NAMESPACE_HEADER]: namespaceId,
      },
    });
    if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
    return (await response.json()) as T;
  };
  return {
    post: (path, body) => call(path, { method: 'POST', body: JSON.stringify(body) }),
    get: (path) => call(path, { method: 'GET' }),
  };
}

/**
 * An email of the demo instance to `contactId`, sent ten minutes ago: created SCHEDULED, then moved
 * to SENT through the review store as the send worker marks it, so its campaign and its send week
 * count it. Nothing is sent over SMTP.
 */
export async function sentDemoEmail(
  contactId: string,
  fields: { readonly campaignId: string; readonly subject: string; readonly bodyHtml: string; readonly bodyText: string },
): Promise<EmailMessageItem> {
  const { documentClient, tableName } = currentRuntime().overrides ?? {};
  if (!documentClient || !tableName) throw new Error('The local stack installed no table.');
  const ctx = { namespaceId: DEMO_INSTANCE, userId: 'e2e', role: 'DEFAULT' as const };
  const scheduled = await createStores(documentClient, tableName).emailMessages.create(ctx, {
    ...fields,
    contactId,
    type: 'ROOT',
    step: 0,
    status: 'SCHEDULED',
    reviewStatus: 'REVIEWED',
    copyStatus: 'ORIGINAL',
    channel: 'EMAIL',
    language: 'ENGLISH',
    senderEmail: 'dana@northwind.example',
  });
  const sentAt = new Date(Date.now() - 10 * 60_000).toISOString();
  const sent = await createEmailReviewStore(documentClient, tableName).change(
    ctx,
    scheduled,
    {
      set: { status: 'SENT', sentAt },
      history: [statusEntry('SCHEDULED', 'SENT', sentAt, 'system')],
      progress: progressFor('SCHEDULED', 'SENT', 0),
    },
    sentAt,
  );
  if (sent.outcome !== 'CHANGED') throw new Error(`The email could not be marked sent (${sent.outcome}).`);
  return sent.email;
}

/** The .eml the local SMTP server kept of a message, by its Message-ID. */
export function emlWith(mailDir: string, messageId: string): string {
  const file = readdirSync(mailDir)
    .filter((name) => name.endsWith('.eml'))
    .map((name) => path.join(mailDir, name))
    .find((candidate) =>
      new RegExp(`^message-id:\\s*${messageId.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(
        readFileSync(candidate, 'utf8'),
      ),
    );
  if (!file) throw new Error(`No .eml of ${readdirSync(mailDir).length} holds ${messageId}`);
  return readFileSync(file, 'utf8');
}

/** The id of the first item of `resource` (a list route of the API) that passes `filter`, among the first 100. */
export async function firstId(
  api: DemoApi,
  resource: string,
  filter: (item: Record<string, unknown>) => boolean = () => true,
): Promise<string> {
  const { items } = await api.post<{ items: Record<string, unknown>[] }>(`/api/${resource}`, { limit: 100 });
  const found = items.find(filter);
  if (!found || typeof found.id !== 'string') throw new Error(`The demo workspace has no ${resource}.`);
  return found.id;
}

/** The status of an email of the demo instance, or undefined while the API has none. */
export async function emailStatus(api: DemoApi, emailId: string): Promise<string | undefined> {
  try {
    return (await api.get<{ email: { status: string } }>(`/api/email/${emailId}`)).email.status;
  } catch {
    return undefined;
  }
}

const lambdaContext = { getRemainingTimeInMillis: () => 60_000 } as unknown as Context;

/**
 * A campaign named `name` of the demo instance to `contact` alone, from the demo SMTP sender and its
 * seeded company, product and call to action: its first email written (SAVED), scheduled by the rep
 * and sent (SENT) by the sending worker through the local SMTP server. Answers the campaign's id and
 * the email's.
 */
export async function sendFirstEmail(
  api: DemoApi,
  contact: Contact,
  name: string,
): Promise<{ campaignId: string; emailId: string }> {
  const campaign = await api.post<{ id: string }>('/api/campaign/create', {
    name,
    channel: 'EMAIL',
    language: 'ENGLISH',
    companyId: await firstId(api, 'company'),
    productId: await firstId(api, 'product'),
    callToActionId: await firstId(api, 'call-to-action'),
    contactIds: [contact.id],
    senderConfigIds: [await firstId(api, 'email-sender-config', (sender) => sender.senderEmail === DEMO_SMTP_SENDER.email)],
  });
  await api.post(`/api/campaign/${campaign.id}/generate`, {});
  const emailId = emailIdFor(campaign.id, contact.id, 0);
  await expect.poll(() => emailStatus(api, emailId), { timeout: 30_000 }).toBe('SAVED');

  await api.post(`/api/email/${emailId}/schedule`, { acceptViolations: true });
  const { handler: sendConsumer } = await import('../../functions/workers/send-email');
  const message = { namespaceId: DEMO_INSTANCE, emailId, mailbox: DEMO_SMTP_SENDER.email, plannedAt: new Date().toISOString() };
  expect((await sendConsumer(sqsEvent(sqsRecord(message)), lambdaContext)).batchItemFailures).toEqual([]);
  // a send within 10 s of the mailbox's last one (an earlier test's) is put back on the queue, which sends it 15 s later
  await expect.poll(() => emailStatus(api, emailId), { timeout: 45_000 }).toBe('SENT');
  return { campaignId: campaign.id, emailId };
}
