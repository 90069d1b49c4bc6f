import { createHmac } from 'node:crypto';

import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as z from 'zod';

import type { RouteDefinition } from '../../../shared/api/route';
import { composeAllServices } from '../../../functions/composition/all-services';
import { RESOURCE_NOT_FOUND_MESSAGES as NOT_FOUND } from '../../../shared/domain/messages';
import { ROUTES, userRoutes } from '../../../shared/api/routes';
import { invitationMailingService } from '../../../functions/composition/services/invitation-mail';
import { invitationTokenIn } from '../../support/system-mail';
import type { TestDeps } from '../../support/http';
import type { TenantContext } from '../../../functions/core/tenant';
import { call, recompose, TEST_PUBLIC_URLS, type CallOptions, type TestIdentity } from '../../support/http';
import { TEST_REDIRECT_URI, useFakeGoogle } from '../senders/fake-oauth-provider';
import { CRM_TEST_REDIRECT_URI, useTinyCrm } from '../integrations/tiny-crm';
import type { TestTable } from '../../support/table-per-file';
import { createReplyStore } from '../../../functions/adapters/dynamodb/reply-store';
import { createCrmOutboxStore } from '../../../functions/adapters/dynamodb/crm-outbox-store';
import { currentRuntime } from '../../../functions/composition/runtime';
import { crmContact, FakeCrmConnector } from '../../support/fakes/crm-connector';
import { tableFor } from '../../../functions/composition/table';

/** A signed-up user with their own instance. */
export interface Tenant {
  identity: TestIdentity;
  namespaceId: string;
  ctx: TenantContext;
}

let counter = 0;
/** A number no other fixture call has used, for unique emails and names. */
export function unique(): number {
  counter += 1;
  return counter;
}

/** Signs a user up through the API; optionally accepts the terms and makes them ADMIN (the operator path). */
export async function signUp(
  deps: TestDeps,
  name: string,
  options: { acceptTerms?: boolean; admin?: boolean } = {},
): Promise<Tenant> {
  const identity: TestIdentity = {
    sub: `sub-${name}`,
    email: `${name}@${name}.example`,
    email_verified: 'true',
    given_name: name,
  };
  const { body } = await call(userRoutes.authenticate, { identity });
  const namespaceId = (body as { defaultNamespaceId: string }).defaultNamespaceId;
  if (options.acceptTerms ?? true) await call(userRoutes.acceptTerms, { identity, namespaceId });
  if (options.admin ?? true) await deps.accounts.grantAdmin(identity.email, namespaceId);
  return { identity, namespaceId, ctx: { namespaceId, userId: identity.sub, role: 'ADMIN' } };
}

/** Creates one of each component in a tenant, through the services, and answers their ids. */
async function makeWorld(deps: TestDeps, t: Tenant) {
  const s = deps.services;
  const n = unique();
  const company = await s.company.create(t.ctx, { name: `Company ${n}`, description: 'We make cold chains visible.' });
  const product = await s.product.create(t.ctx, { name: `Product ${n}`, description: 'Sensors.', companyId: company.id });
  const callToAction = await s.callToAction.create(t.ctx, { objective: 'Book a call.' });
  const sender = await s.sender.create(t.ctx, {
    senderEmail: `sender${n}@${t.namespaceId}.example`,
    senderName: 'Ana',
    type: 'STUB',
  });
  const campaign = await s.campaign.create(t.ctx, {
    name: `Campaign ${n}`,
    companyId: company.id,
    productId: product.id,
    callToActionId: callToAction.id,
    senderConfigIds: [sender.id],
    generatorVersion: 'MCP_NO_LINKS_GENERATOR',
    channel: 'EMAIL',
    language: 'ENGLISH',
  });
  return { company, product, callToAction, sender, campaign };
}

/** A clean written email body, as the writers produce it. */
export const CLEAN_BODY =
  '<html><body><p>Hi {{firstName}},</p><p>Your team ships chilled goods across three countries.</p>' +
  '<p>We help teams like yours see every pallet temperature in one place.</p>' +
  '<p>Would a short call next week be useful?</p><p>Best,<br>Ana</p>' +
  "<p>P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.</p></body></html>";

/** An email of a campaign of the tenant to a fresh contact, stored as written (SAVED unless asked). */
export async function makeEmail(
  deps: TestDeps,
  t: Tenant,
  options: { status?: 'SAVED' | 'SCHEDULED'; channel?: 'EMAIL' | 'LINKEDIN' } = {},
): Promise<string> {
  const w = await makeWorld(deps, t);
  const contactId = await freshId(deps, t, 'contact');
  const channel = options.channel ?? 'EMAIL';
  const created = await deps.repos.emailMessages.create(t.ctx, {
    campaignId: w.campaign.id,
    contactId,
    type: 'ROOT',
    step: 0,
    status: options.status ?? 'SAVED',
    reviewStatus: 'NOT_REVIEWED',
    copyStatus: 'ORIGINAL',
    channel,
    language: 'ENGLISH',
    ...(channel === 'EMAIL'
      ? { subject: 'An idea for your cold chain', bodyHtml: CLEAN_BODY }
      : { bodyHtml: '<html><body><p>Hi {{firstName}}, saw your work on cold chains. Open to a chat?</p></body></html>' }),
    ...(options.status === 'SCHEDULED' ? { scheduledAt: '2026-03-02T10:00:00.000Z' } : {}),
  });
  return created.id;
}

type Fixture = (deps: TestDeps, t: Tenant) => Promise<CallOptions>;

/** The unsubscribe token of a fresh email of the tenant to a fresh contact, as the send worker signs it. */
async function unsubscribeToken(deps: TestDeps, t: Tenant): Promise<string> {
  const email = await deps.repos.emailMessages.get(t.ctx, await makeEmail(deps, t));
  return deps.links.sign({ purpose: 'unsubscribe', namespaceId: t.namespaceId, contactId: email.contactId, emailId: email.id });
}

/** The open or click token of a fresh email of the tenant, as the send worker signs them. */
async function trackingToken(deps: TestDeps, t: Tenant, purpose: 'open' | 'click'): Promise<string> {
  const email = await deps.repos.emailMessages.get(t.ctx, await makeEmail(deps, t));
  const ids = { namespaceId: t.namespaceId, contactId: email.contactId, emailId: email.id };
  return deps.links.sign(purpose === 'open' ? { purpose, ...ids } : { purpose, ...ids, url: 'https://cal.example.com/ana' });
}

const none: Fixture = () => Promise.resolve({});

/** The inbox id of a reply kept for a fresh email of the tenant, as the mailbox keeps one. */
async function keptReply(deps: TestDeps, t: Tenant): Promise<string> {
  const email = await deps.repos.emailMessages.get(t.ctx, await makeEmail(deps, t));
  const { client, name } = tableFor('readWrite', currentRuntime().overrides);
  const key = `reply-${String(unique())}`;
  const reply = { emailId: email.id, campaignId: email.campaignId, contactId: email.contactId, key };
  await createReplyStore(client, name).keep(
    t.ctx,
    { ...reply, kind: 'REPLY', receivedAt: '2026-03-03T09:00:00.000Z' },
    '2026-03-03T09:00:00.000Z',
  );
  return `${email.contactId}.${email.id}.${key}`;
}

/** A write to HubSpot given up in the tenant's outbox: its event id. */
async function deadCrmWrite(t: Tenant): Promise<string> {
  const { client, name } = tableFor('readWrite', currentRuntime().overrides);
  const outbox = createCrmOutboxStore(client, name);
  const eventId = `EMAIL_SENT#m-${String(unique())}`;
  const at = '2026-03-03T09:00:00.000Z';
  await outbox.record(t.ctx, [{ type: 'HUBSPOT', eventId, kind: 'EMAIL_SENT', contactId: 'c-1', emailId: 'm-1', at }], at);
  const held = await outbox.hold(t.ctx, 'HUBSPOT', eventId, Date.parse(at) + 60_000, Date.parse(at), at);
  if (!held) throw new Error('The outbox event just recorded cannot be held.');
  await outbox.settle(t.ctx, held, { state: 'DEAD', reason: 'HubSpot answered 400.' }, at);
  return eventId;
}

/** A person's reply kept about a sent email of the tenant, from its campaign's sender: one a follow-up may answer. */
async function answerableReply(deps: TestDeps, t: Tenant): Promise<string> {
  const w = await makeWorld(deps, t);
  const email = await deps.repos.emailMessages.create(t.ctx, {
    campaignId: w.campaign.id,
    contactId: await freshId(deps, t, 'contact'),
    senderEmail: w.sender.senderEmail,
    type: 'ROOT',
    step: 0,
    status: 'SENT',
    reviewStatus: 'REVIEWED',
    copyStatus: 'ORIGINAL',
    channel: 'EMAIL',
    language: 'ENGLISH',
    subject: 'An idea for your cold chain',
    bodyHtml: CLEAN_BODY,
    sentAt: '2026-03-02T10:00:00.000Z',
  });
  const { client, name } = tableFor('readWrite', currentRuntime().overrides);
  const key = `reply-${String(unique())}`;
  await createReplyStore(client, name).keep(
    t.ctx,
    {
      emailId: email.id,
      campaignId: email.campaignId,
      contactId: email.contactId,
      key,
      kind: 'REPLY',
      receivedAt: '2026-03-03T09:00:00.000Z',
    },
    '2026-03-03T09:00:00.000Z',
  );
  return `${email.contactId}.${email.id}.${key}`;
}

/** The push subscription the Gmail webhook is set up for in these tests. */
const GMAIL_PUSH = {
  audience: `${TEST_PUBLIC_URLS.api}/api/webhook/gmail`,
  account: 'gmail-push@reachwise-test.iam.gserviceaccount.com',
};

/**
 * A Gmail push signed by the fake Google (its keys stand for Google's: the webhook is set up for
 * them on first use), naming an address no sender watches: acknowledged, nothing queued.
 */
const gmailPush: Fixture = async (deps) => {
  const google = await useFakeGoogle();
  const jwksUrl = `${google.baseUrl}/jwks`;
  if (process.env.GOOGLE_PUSH_JWKS_URL !== jwksUrl) {
    Object.assign(process.env, {
      GMAIL_PUSH_AUDIENCE: GMAIL_PUSH.audience,
      GMAIL_PUSH_SERVICE_ACCOUNT: GMAIL_PUSH.account,
      GOOGLE_PUSH_JWKS_URL: jwksUrl,
    });
    recompose();
  }
  const token = await google.signed(
    { email: GMAIL_PUSH.account, email_verified: true },
    { issuer: 'https://accounts.google.com', audience: GMAIL_PUSH.audience, at: deps.now().getTime() },
  );
  const data = Buffer.from(JSON.stringify({ emailAddress: `nobody${unique()}@gmail.example`, historyId: 1 })).toString('base64');
  return { headers: { authorization: `Bearer ${token}` }, body: { message: { data, messageId: `push-${unique()}` } } };
};

/** The HubSpot app's client secret the HubSpot webhook is set up with in these tests. */
const HUBSPOT_CLIENT_SECRET = 'contract-hubspot-client-secret';

/**
 * A HubSpot webhook call signed (v3) with the app's client secret over the public URL, naming a
 * portal no instance is connected to: acknowledged, nothing queued.
 */
const hubspotWebhook: Fixture = (deps) => {
  if (process.env.HUBSPOT_OAUTH_CLIENT_SECRET !== HUBSPOT_CLIENT_SECRET) {
    Object.assign(process.env, { HUBSPOT_OAUTH_CLIENT_SECRET: HUBSPOT_CLIENT_SECRET });
    recompose();
  }
  const rawBody = JSON.stringify([
    {
      eventId: unique(),
      subscriptionType: 'contact.deletion',
      portalId: 990_000 + unique(),
      objectId: 51,
      occurredAt: deps.now().getTime(),
      attemptNumber: 0,
    },
  ]);
  const timestamp = String(deps.now().getTime());
  const signature = createHmac('sha256', HUBSPOT_CLIENT_SECRET)
    .update(`POST${TEST_PUBLIC_URLS.api}/api/webhook/hubspot${rawBody}${timestamp}`, 'utf8')
    .digest('base64');
  return Promise.resolve({
    rawBody,
    headers: { 'x-hubspot-signature-v3': signature, 'x-hubspot-request-timestamp': timestamp },
  });
};

/** A valid request to a component's create/update, and a fresh item to get, update or delete. */
interface Component {
  create: (deps: TestDeps, t: Tenant) => Promise<Record<string, unknown>>;
  update: Record<string, unknown>;
}

const components: Record<string, Component> = {
  company: { create: () => Promise.resolve({ name: `Co ${unique()}`, description: 'Mission.' }), update: { name: 'Renamed' } },
  product: { create: () => Promise.resolve({ name: `Pr ${unique()}`, description: 'Sensors.' }), update: { name: 'Renamed' } },
  persona: {
    create: () => Promise.resolve({ name: `Pe ${unique()}`, responsibilities: 'Logistics.' }),
    update: { name: 'Renamed' },
  },
  'customer-profile': {
    create: () => Promise.resolve({ name: `Cp ${unique()}`, revenueSize: 'MEDIUM' }),
    update: { name: 'Renamed' },
  },
  'call-to-action': {
    create: () => Promise.resolve({ objective: 'Book a demo.', url: 'https://cal.example.com/x' }),
    update: { objective: 'Call.' },
  },
  signature: {
    create: () => Promise.resolve({ name: `Si ${unique()}`, content: '<p>Ana<br><a href="https://ana.example">Site</a></p>' }),
    update: { content: 'Ana R.' },
  },
  'sample-email': {
    create: () => Promise.resolve({ name: `Se ${unique()}`, subject: 'Hi', body: '<p>Hi</p>' }),
    update: { subject: 'Hello' },
  },
  cadence: {
    create: () =>
      Promise.resolve({ name: `Ca ${unique()}`, steps: [{ type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 }] }),
    update: { name: 'Renamed' },
  },
  contact: {
    create: () => Promise.resolve({ email: `contact${unique()}@buyer.example`, firstName: 'Bo', timeZone: 'Europe/Paris' }),
    update: { jobTitle: 'COO' },
  },
  'contact-list': { create: () => Promise.resolve({ name: `List ${unique()}` }), update: { name: 'Renamed' } },
  'email-sender-config': {
    create: () =>
      Promise.resolve({
        senderEmail: `rep${unique()}@seller.example`,
        senderName: 'Ana',
        type: 'STUB',
        timeZone: 'Europe/Lisbon',
      }),
    update: { senderName: 'Ana R.', timeZone: 'Europe/Madrid' },
  },
  campaign: {
    create: async (deps, t) => {
      const w = await makeWorld(deps, t);
      return {
        name: `Campaign ${unique()}`,
        companyId: w.company.id,
        productId: w.product.id,
        callToActionId: w.callToAction.id,
        senderConfigIds: [w.sender.id],
      };
    },
    update: { name: 'Renamed' },
  },
};

/** The service behind each component resource. */
const SERVICE_OF = {
  company: 'company',
  product: 'product',
  persona: 'persona',
  'customer-profile': 'customerProfile',
  'call-to-action': 'callToAction',
  signature: 'signature',
  'sample-email': 'sampleEmail',
  cadence: 'cadence',
  contact: 'contact',
  'contact-list': 'contactList',
  'email-sender-config': 'sender',
  campaign: 'campaign',
} as const;

/**
 * Creates a fresh component in a tenant and answers its id. It goes through the service, not the
 * route, so fixtures work for tenants the gates would stop (terms not accepted, trial over).
 */
/** Connects a fake HubSpot to the tenant's instance, with Read contacts on and one list of one contact. */
async function connectFakeHubSpot(deps: TestDeps, t: Tenant): Promise<void> {
  await deps.repos.integrations.update(t.ctx, 'HUBSPOT', { status: 'ACTIVE', options: { READ_CONTACTS: 'ACTIVE' } });
  const crm = deps.crm.connect(t.namespaceId, new FakeCrmConnector('HUBSPOT'));
  crm.contacts = [crmContact(`${unique()}`, `crm${unique()}@buyer.example`)];
  crm.lists.set(
    'all',
    crm.contacts.map((contact) => contact.id),
  );
}

async function freshId(deps: TestDeps, t: Tenant, resource: string): Promise<string> {
  const component = components[resource];
  const key = SERVICE_OF[resource as keyof typeof SERVICE_OF];
  if (!component) throw new Error(`No component fixture for ${resource}`);
  const createRoute = ROUTES.find((route) => route.name === `${resource}.create`);
  if (!createRoute?.body) throw new Error(`No create route for ${resource}`);
  // parse as the request chain does, so defaults are applied
  const input: unknown = z.parse(createRoute.body, await component.create(deps, t));
  const service = deps.services[key] as { create(ctx: TenantContext, input: never): Promise<{ id: string }> };
  const created = await service.create(t.ctx, input as never);
  return created.id;
}

function componentFixtures(resource: string): Record<string, Fixture> {
  const component = components[resource];
  if (!component) throw new Error(`No component fixture for ${resource}`);
  return {
    [`${resource}.create`]: async (deps, t) => ({ body: await component.create(deps, t) }),
    [`${resource}.list`]: () => Promise.resolve({ body: { limit: 5 } }),
    [`${resource}.get`]: async (deps, t) => ({ params: { id: await freshId(deps, t, resource) } }),
    [`${resource}.update`]: async (deps, t) => ({ params: { id: await freshId(deps, t, resource) }, body: component.update }),
    [`${resource}.delete`]: async (deps, t) => ({ params: { id: await freshId(deps, t, resource) } }),
  };
}

/** Adds a throwaway member to a tenant's instance and answers their user id. */
async function freshMember(deps: TestDeps, t: Tenant): Promise<string> {
  const n = unique();
  const identity = { sub: `sub-member-${n}`, email: `member${n}@members.example` };
  await call(userRoutes.authenticate, { identity });
  await deps.repos.memberships.add({ namespaceId: t.namespaceId, userId: identity.sub, email: identity.email, role: 'DEFAULT' });
  return identity.sub;
}

/** An instance the tenant's user belongs to as a DEFAULT member besides their own, for them to leave. */
async function joinedInstance(deps: TestDeps, t: Tenant): Promise<string> {
  const namespaceId = `joined-${unique()}`;
  await deps.repos.namespaces.create({
    id: namespaceId,
    name: 'Joined',
    tier: 'FREE',
    trialEndDate: '2026-03-15',
    isPaid: false,
    warmedUp: true,
  });
  await deps.repos.memberships.add({ namespaceId, userId: t.identity.sub, email: t.identity.email, role: 'DEFAULT' });
  return namespaceId;
}

/**
 * Invites `email` to the instance of `host` as its manager, through the service the routes use
 * (so before the terms and after the trial too), and answers the invitation's id and its link's
 * token (read from the email sent).
 */
export async function invite(deps: TestDeps, host: Tenant, email: string): Promise<{ id: string; token: string }> {
  const wiring = {
    fn: { name: 'invitation fixture', needs: { table: 'readWrite', systemMail: true, publicUrls: true } as const },
    overrides: currentRuntime().overrides,
    now: deps.now,
    storeDeps: { now: deps.now },
  };
  const invitation = await invitationMailingService(wiring).invite(host.ctx, { email, role: 'DEFAULT' });
  const sent = deps.systemMail.sent.at(-1);
  if (!sent || sent.to !== email) throw new Error(`No invitation email to ${email}`);
  return { id: invitation.id, token: invitationTokenIn(sent) };
}

/** A pending invitation in the instance of `t`, to a new address. */
async function freshInvitation(deps: TestDeps, t: Tenant): Promise<{ id: string; token: string }> {
  return invite(deps, t, `invitee${unique()}@invited.example`);
}

/** An invitation of `t`'s own address to another person's new instance: what `t` may accept. */
async function invitationFor(deps: TestDeps, t: Tenant): Promise<string> {
  const host = await signUp(deps, `host${unique()}`);
  return (await invite(deps, host, t.identity.email)).token;
}

/** One valid request per route name, in tenant `t`. A route missing here fails the coverage test. */
export const FIXTURES: Record<string, Fixture> = {
  'user.getNamespace': (_deps, t) => Promise.resolve({ query: { id: t.namespaceId } }),
  'user.checkNamespace': (_deps, t) => Promise.resolve({ body: { namespaceId: t.namespaceId } }),
  'user.setOptions': () => Promise.resolve({ body: { options: [{ name: 'HAS_LINKEDIN_PREMIUM', status: 'ACTIVE' }] } }),
  'user.role': none,
  'user.register': () =>
    Promise.resolve({ body: { email: `new${unique()}@prospect.example`, firstName: 'Cleo', companyName: 'Prospect' } }),
  'user.list': () => Promise.resolve({ body: { limit: 10 } }),
  'user.authenticate': none,
  'user.get': async (deps, t) => ({ params: { id: await freshMember(deps, t) } }),
  'user.delete': async (deps, t) => ({ params: { id: await freshMember(deps, t) } }),
  'user.userNamespace': none,
  'user.acceptTerms': none,
  'tier.get': (_deps, t) => Promise.resolve({ body: { namespaceId: t.namespaceId } }),
  'namespace.setOptions': () => Promise.resolve({ body: { options: [{ name: 'AUTO_SEND_EMAILS', status: 'ACTIVE' }] } }),
  'namespace.update': () => Promise.resolve({ body: { name: `Instance ${unique()}`, timeZone: 'Europe/Paris' } }),
  'namespace.list': none,
  'namespace.reset': (_deps, t) => Promise.resolve({ body: { namespaceId: t.namespaceId } }),
  'namespace.campaignOwners': () => Promise.resolve({ body: {} }),
  'namespace.trialEndDate': none,
  'namespace.default': none,
  'namespace.getOptions': none,
  'namespace.create': () => Promise.resolve({ body: { name: `Workspace ${unique()}`, timeZone: 'Europe/Paris' } }),
  'namespace.leave': async (deps, t) => ({ body: { namespaceId: await joinedInstance(deps, t) } }),
  ...Object.keys(components).reduce<Record<string, Fixture>>((all, resource) => ({ ...all, ...componentFixtures(resource) }), {}),
  'email-sender-config.validate': () =>
    Promise.resolve({ body: { senderEmail: `check${unique()}@seller.example`, senderName: 'Ana', type: 'STUB' } }),
  'email-sender-config.healthchecks': none,
  'email-sender-config.usage': async (deps, t) => ({ params: { id: await freshId(deps, t, 'email-sender-config') } }),
  'email-sender-config.resume': async (deps, t) => ({
    params: { id: await freshId(deps, t, 'email-sender-config') },
    body: {},
  }),
  'email-sender-config.onboarding': () =>
    Promise.resolve({ body: { senderEmail: `onboard${unique()}@seller.example`, senderName: 'Ana', type: 'STUB' } }),
  'email-sender-config.health': async (deps, t) => {
    const w = await makeWorld(deps, t);
    return { body: { senderEmail: w.sender.senderEmail } };
  },
  'email-sender-config.attachSenders': async (deps, t) => {
    const w = await makeWorld(deps, t);
    return { params: { id: w.campaign.id }, body: { senderEmail: w.sender.senderEmail } };
  },
  'email-sender-config.detachAllSenders': async (deps, t) => {
    const w = await makeWorld(deps, t);
    return { params: { id: w.campaign.id }, body: {} };
  },
  'email-sender-config.oauthProviders': none,
  'email-sender-config.oauthStart': async () => {
    await useFakeGoogle();
    return { body: { type: 'GOOGLE', redirectUri: TEST_REDIRECT_URI } };
  },
  'email-sender-config.oauthComplete': async (deps, t) => {
    // a real sign-in against the fake Google, started for this tenant and user
    const google = await useFakeGoogle();
    google.clock = () => deps.now().getTime();
    // composed now, after the fake provider's settings are in the environment
    const started = await composeAllServices().senderOAuth.oauthStart(
      t.ctx,
      { type: 'GOOGLE', redirectUri: TEST_REDIRECT_URI },
      deps.now(),
    );
    const { code, state } = google.approve(started.authorizationUrl, `mailbox${unique()}@gmail.example`);
    return { body: { type: 'GOOGLE', code, state, redirectUri: TEST_REDIRECT_URI, senderName: 'Ana' } };
  },
  'campaign.update': async (deps, t) => {
    // settings change only while a campaign is paused
    const w = await makeWorld(deps, t);
    await deps.services.campaign.setStatus(t.ctx, w.campaign.id, 'PAUSED');
    return { params: { id: w.campaign.id }, body: { name: 'Renamed' } };
  },
  'campaign.generate': async (deps, t) => ({ params: { id: (await makeWorld(deps, t)).campaign.id } }),
  'campaign.emails': async (deps, t) => ({
    params: { id: (await makeWorld(deps, t)).campaign.id },
    body: { limit: 5, tab: 'GENERATED' },
  }),
  'campaign.audience': async (deps, t) => ({ body: { contactListId: await freshId(deps, t, 'contact-list') } }),
  'campaign.writer': none,
  'campaign.preview': async (deps, t) => {
    const w = await makeWorld(deps, t);
    const contactId = await freshId(deps, t, 'contact');
    return {
      body: {
        name: `Preview ${unique()}`,
        companyId: w.company.id,
        productId: w.product.id,
        callToActionId: w.callToAction.id,
        senderConfigIds: [w.sender.id],
        contactIds: [contactId],
      },
    };
  },
  'campaign.setStatus': async (deps, t) => {
    const w = await makeWorld(deps, t);
    return { params: { id: w.campaign.id }, body: { status: 'PAUSED' } };
  },
  'dashboard.summary': none,
  'reply.list': () => Promise.resolve({ body: { limit: 5, filter: 'INTERESTED' } }),
  'reply.handled': async (deps, t) => ({ params: { id: await keptReply(deps, t) }, body: { handled: true } }),
  'reply.correct': async (deps, t) => ({
    params: { id: await keptReply(deps, t) },
    body: { kind: 'OUT_OF_OFFICE', expected: 'REPLY' },
  }),
  'reply.followUpDraft': async (deps, t) => ({ params: { id: await answerableReply(deps, t) } }),
  'reply.followUp': async (deps, t) => ({
    params: { id: await answerableReply(deps, t) },
    body: {
      subject: 'Re: An idea for your cold chain',
      body: 'Thanks, Dana. Tuesday at 10 works.',
      idempotencyKey: `follow-up-key-${String(unique())}`,
    },
  }),
  'email.list': () => Promise.resolve({ body: { tab: 'GENERATED', limit: 5 } }),
  'email.get': async (deps, t) => ({ params: { id: await makeEmail(deps, t) } }),
  'email.update': async (deps, t) => ({
    params: { id: await makeEmail(deps, t) },
    body: { subject: 'A better idea for your cold chain', bodyHtml: CLEAN_BODY },
  }),
  'email.delete': async (deps, t) => ({ params: { id: await makeEmail(deps, t) } }),
  'email.regenerate': async (deps, t) => ({ params: { id: await makeEmail(deps, t) }, body: { instruction: 'Shorter.' } }),
  'email.review': async (deps, t) => ({ params: { id: await makeEmail(deps, t) }, body: { reviewStatus: 'REVIEWED' } }),
  'email.schedule': async (deps, t) => ({
    params: { id: await makeEmail(deps, t) },
    body: { at: '2026-03-02T10:00:00.000Z' },
  }),
  'email.unschedule': async (deps, t) => ({ params: { id: await makeEmail(deps, t, { status: 'SCHEDULED' }) } }),
  'email.cancel': async (deps, t) => ({ params: { id: await makeEmail(deps, t) } }),
  'email.copied': async (deps, t) => ({ params: { id: await makeEmail(deps, t, { channel: 'LINKEDIN' }) } }),
  'email.bulk': async (deps, t) => ({ body: { action: 'REVIEW', ids: [await makeEmail(deps, t)] } }),
  'contact.thread': async (deps, t) => ({ params: { id: await freshId(deps, t, 'contact') } }),
  'linkedin.session': () => Promise.resolve({ body: { take: 10 } }),
  'contact.emails': async (deps, t) => ({ params: { id: await freshId(deps, t, 'contact') }, body: { limit: 5 } }),
  'contact.existingEmails': () => Promise.resolve({ body: { emails: [`someone${unique()}@buyer.example`] } }),
  'contact-list.import': async (deps, t) => ({
    params: { id: await freshId(deps, t, 'contact-list') },
    body: { contacts: [{ email: `imported${unique()}@buyer.example`, firstName: 'Ivo' }] },
  }),
  'integration.list': none,
  'integration.oauthStart': async () => {
    await useTinyCrm();
    return { params: { type: 'SALESFORCE' }, body: { redirectUri: CRM_TEST_REDIRECT_URI } };
  },
  'integration.oauthComplete': async (deps, t) => {
    // a real sign-in against the tiny CRM, started for this tenant and user
    const crm = await useTinyCrm();
    const started = await composeAllServices().integrations.oauthStart(t.ctx, 'SALESFORCE', {
      redirectUri: CRM_TEST_REDIRECT_URI,
    });
    const { code, state } = crm.approve(started.url);
    return { params: { type: 'SALESFORCE' }, body: { code, state, redirectUri: CRM_TEST_REDIRECT_URI } };
  },
  'integration.privateAppToken': async () => {
    const crm = await useTinyCrm();
    const token = `pat-na1-${String(unique())}`;
    crm.privateTokens.add(token);
    return { body: { token } };
  },
  'integration.update': async (deps, t) => {
    // only a connected CRM changes
    const crm = await useTinyCrm();
    const token = `pat-na1-${String(unique())}`;
    crm.privateTokens.add(token);
    await composeAllServices().integrations.connectPrivateApp(t.ctx, { token });
    return { params: { type: 'HUBSPOT' }, body: { status: 'INACTIVE', options: { READ_CONTACTS: 'ACTIVE' } } };
  },
  'integration.disconnect': () => Promise.resolve({ params: { type: 'HUBSPOT' } }),
  'integration.deadLetters': () => Promise.resolve({ params: { type: 'HUBSPOT' }, body: { limit: 5 } }),
  'integration.retryWrite': async (_deps, t) => ({ params: { type: 'HUBSPOT' }, body: { eventId: await deadCrmWrite(t) } }),
  'integration.sources': async (deps, t) => {
    await connectFakeHubSpot(deps, t);
    return { params: { type: 'HUBSPOT' } };
  },
  'integration.importStart': async (deps, t) => {
    await connectFakeHubSpot(deps, t);
    return {
      params: { type: 'HUBSPOT' },
      body: { source: { kind: 'LIST', id: 'all' }, contactListId: await freshId(deps, t, 'contact-list') },
    };
  },
  'integration.importProgress': () => Promise.resolve({ params: { type: 'HUBSPOT' } }),
  'namespace.completeOnboarding': async (deps, t) => {
    await makeWorld(deps, t);
    await deps.services.customerProfile.create(t.ctx, { name: `Profile ${unique()}` });
    return { body: {} };
  },
  'webhook.healthcheck': none,
  'webhook.gmail': gmailPush,
  'webhook.outlook': () => Promise.resolve({ body: { value: [] } }),
  'webhook.hubspot': hubspotWebhook,
  'emailStatus.read': async (deps, t) => ({ query: { token: await trackingToken(deps, t, 'open') } }),
  'emailStatus.click': async (deps, t) => ({ query: { token: await trackingToken(deps, t, 'click') } }),
  'emailStatus.unsubscribe': async (deps, t) => ({ query: { token: await unsubscribeToken(deps, t) } }),
  'emailStatus.unsubscribeOneClick': async (deps, t) => ({
    query: { token: await unsubscribeToken(deps, t) },
    body: { 'List-Unsubscribe': 'One-Click' },
  }),
  'emailStatus.decrypt': async (deps, t) => ({ body: { token: await unsubscribeToken(deps, t) } }),
  'emailStatus.encrypt': async (deps, t) => ({
    body: { id: await makeEmail(deps, t), url: 'https://buyer.example/pricing' },
  }),
  'python.run': none,
  'instantDemo.isValidEmail': none,
  'instantDemo.randomExampleEmail': none,
  'member.setRole': async (deps, t) => ({ params: { id: await freshMember(deps, t) }, body: { role: 'MANAGER' } }),
  'invitation.create': () => Promise.resolve({ body: { email: `invitee${unique()}@invited.example`, role: 'DEFAULT' } }),
  'invitation.list': () => Promise.resolve({ body: { limit: 10 } }),
  'invitation.resend': async (deps, t) => ({ params: { id: (await freshInvitation(deps, t)).id } }),
  'invitation.revoke': async (deps, t) => ({ params: { id: (await freshInvitation(deps, t)).id } }),
  'invitation.preview': async (deps, t) => ({ query: { token: (await freshInvitation(deps, t)).token } }),
  'invitation.accept': async (deps, t) => ({ body: { token: await invitationFor(deps, t) } }),
};

/** The named not-found message a route answers for an id that is not in the caller's instance. */
export function notFoundMessageFor(route: RouteDefinition): string {
  const resource = route.name.split('.')[0] ?? '';
  if (route.name.startsWith('email-sender-config.') && route.path.includes('Senders/')) return NOT_FOUND.campaign;
  const byResource: Record<string, string> = {
    company: NOT_FOUND.company,
    product: NOT_FOUND.product,
    persona: NOT_FOUND.persona,
    'customer-profile': NOT_FOUND.customerProfile,
    'call-to-action': NOT_FOUND.callToAction,
    signature: NOT_FOUND.signature,
    'sample-email': NOT_FOUND.sampleEmail,
    cadence: NOT_FOUND.cadence,
    contact: NOT_FOUND.contact,
    'contact-list': NOT_FOUND.contactList,
    campaign: NOT_FOUND.campaign,
    'email-sender-config': NOT_FOUND.emailSenderConfig,
    email: NOT_FOUND.emailMessage,
    reply: NOT_FOUND.reply,
    user: NOT_FOUND.user,
    member: NOT_FOUND.user,
    invitation: NOT_FOUND.invitation,
  };
  const message = byResource[resource];
  if (!message) throw new Error(`No not-found message known for ${route.name}`);
  return message;
}

/** Every item of the test table whose partition key lies in `namespaceId`, sorted: to prove nothing was written. */
export async function snapshot(table: TestTable, namespaceId?: string): Promise<unknown[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page = await table.client.send(new ScanCommand({ TableName: table.tableName, ExclusiveStartKey: start }));
    items.push(...((page.Items ?? []) as Record<string, unknown>[]));
    start = page.LastEvaluatedKey;
  } while (start);
  return items
    .filter((item) => namespaceId === undefined || String(item.pk).startsWith(`${namespaceId}#`))
    .sort((x, y) => `${String(x.pk)}|${String(x.sk)}`.localeCompare(`${String(y.pk)}|${String(y.sk)}`));
}
