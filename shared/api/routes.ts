import type * as z from 'zod';

import * as entity from '../schemas';
import { route, type Access, type RouteDefinition } from './route';
import * as api from './schemas';

/** Create, list, get, update and delete of one component resource, all under `/api/<resource>`. */
function crud<E extends z.ZodType, C extends z.ZodType, U extends z.ZodType>(
  resource: string,
  label: string,
  schemas: { entity: E; create: C; update: U },
  access: Access = 'tenant',
) {
  const base = `/api/${resource}`;
  return {
    create: route({
      name: `${resource}.create`,
      method: 'POST',
      path: `${base}/create`,
      access,
      handler: `${resource}/create`,
      body: schemas.create,
      response: schemas.entity,
      successStatus: 201,
      summary: `Create a ${label}.`,
    }),
    list: route({
      name: `${resource}.list`,
      method: 'POST',
      path: base,
      access,
      handler: `${resource}/list`,
      body: api.ListRequestSchema.optional(),
      response: api.pageSchema(schemas.entity),
      summary: `List ${label}s, newest first, a page at a time.`,
    }),
    get: route({
      name: `${resource}.get`,
      method: 'GET',
      path: `${base}/{id}`,
      access,
      handler: `${resource}/get`,
      params: api.IdParamsSchema,
      response: schemas.entity,
      summary: `Get one ${label}.`,
    }),
    update: route({
      name: `${resource}.update`,
      method: 'PUT',
      path: `${base}/{id}`,
      access,
      handler: `${resource}/update`,
      params: api.IdParamsSchema,
      body: schemas.update,
      response: schemas.entity,
      summary: `Change a ${label}.`,
    }),
    delete: route({
      name: `${resource}.delete`,
      method: 'DELETE',
      path: `${base}/{id}`,
      access,
      handler: `${resource}/delete`,
      params: api.IdParamsSchema,
      response: api.DeletedSchema,
      summary: `Delete a ${label}.`,
    }),
  };
}

/** A route whose behaviour comes with a later feature: it answers 501 with a clear message. */
function later(name: string, method: 'GET' | 'POST', path: string, access: Access, handler: string, summary: string) {
  return route({ name, method, path, access, handler, response: api.NotImplementedResponseSchema, implemented: false, summary });
}

export const userRoutes = {
  getNamespace: route({
    name: 'user.getNamespace',
    method: 'GET',
    path: '/api/user/namespace',
    access: 'user',
    handler: 'user/get-namespace',
    query: api.NamespaceIdQuerySchema,
    response: entity.NamespaceSchema,
    summary: 'Get an instance the caller belongs to.',
  }),
  checkNamespace: route({
    name: 'user.checkNamespace',
    method: 'POST',
    path: '/api/user/namespace',
    access: 'user',
    handler: 'user/check-namespace',
    body: api.NamespaceIdBodySchema,
    response: api.NamespaceValidityResponseSchema,
    summary: 'Check that an instance id is valid for the caller (exists and the caller is a member).',
  }),
  setOptions: route({
    name: 'user.setOptions',
    method: 'POST',
    path: '/api/user/options',
    access: 'tenant',
    handler: 'user/set-options',
    body: api.SetOptionsBodySchema,
    response: api.OptionsResponseSchema,
    summary: "Set the caller's own options in the instance (HAS_LINKEDIN_PREMIUM).",
  }),
  role: route({
    name: 'user.role',
    method: 'GET',
    path: '/api/user/role',
    access: 'tenant',
    handler: 'user/role',
    response: api.RoleResponseSchema,
    summary: "The caller's role in the instance.",
  }),
  register: route({
    name: 'user.register',
    method: 'POST',
    path: '/api/user/register',
    access: 'public',
    handler: 'user/register',
    body: entity.RegisterUserInputSchema,
    response: api.RegisterResponseSchema,
    successStatus: 202,
    summary: 'Record registration details, used when the account is created at its first sign-in.',
  }),
  list: route({
    name: 'user.list',
    method: 'POST',
    path: '/api/user',
    access: 'tenant',
    handler: 'user/list',
    body: api.ListRequestSchema.optional(),
    response: api.pageSchema(api.MemberSchema),
    summary: 'List the members of the instance.',
  }),
  authenticate: route({
    name: 'user.authenticate',
    method: 'POST',
    path: '/api/user/authenticate',
    access: 'user',
    handler: 'user/authenticate',
    body: api.EmptyBodySchema,
    response: api.AuthenticateResponseSchema,
    summary: 'Sign-in hand-shake: creates the account on first use and answers the user and their instances.',
  }),
  get: route({
    name: 'user.get',
    method: 'GET',
    path: '/api/user/{id}',
    access: 'tenant',
    handler: 'user/get',
    params: api.IdParamsSchema,
    response: api.MemberSchema,
    summary: 'Get a member of the instance.',
  }),
  delete: route({
    name: 'user.delete',
    method: 'DELETE',
    path: '/api/user/{id}',
    access: 'admin',
    handler: 'user/delete',
    params: api.IdParamsSchema,
    response: api.DeletedSchema,
    summary: 'Remove a member from the instance (admins only; not yourself).',
  }),
  userNamespace: route({
    name: 'user.userNamespace',
    method: 'GET',
    path: '/api/user/user-namespace',
    access: 'user',
    handler: 'user/user-namespace',
    response: api.UserNamespaceResponseSchema,
    summary: "The caller's default instance id.",
  }),
  acceptTerms: route({
    name: 'user.acceptTerms',
    method: 'POST',
    path: '/api/user/acceptTerms',
    access: 'user',
    handler: 'user/accept-terms',
    body: api.EmptyBodySchema,
    response: entity.UserSchema,
    summary: 'Accept the terms and conditions.',
  }),
};

export const tierRoutes = {
  get: route({
    name: 'tier.get',
    method: 'POST',
    path: '/api/tier',
    access: 'user',
    handler: 'tier/get',
    body: api.NamespaceIdBodySchema,
    response: api.TierResponseSchema,
    summary: 'The plan tier of an instance the caller belongs to, as a string.',
  }),
};

export const namespaceRoutes = {
  setOptions: route({
    name: 'namespace.setOptions',
    method: 'POST',
    path: '/api/namespace/options',
    access: 'tenant',
    handler: 'namespace/set-options',
    body: api.SetOptionsBodySchema,
    response: api.OptionsResponseSchema,
    summary: 'Turn automation options of the instance on or off.',
  }),
  list: route({
    name: 'namespace.list',
    method: 'GET',
    path: '/api/namespace',
    access: 'user',
    handler: 'namespace/list',
    response: api.NamespaceIdsResponseSchema,
    summary: "The ids of the caller's instances, sorted.",
  }),
  reset: route({
    name: 'namespace.reset',
    method: 'POST',
    path: '/api/namespace/reset',
    access: 'admin',
    handler: 'namespace/reset',
    body: api.ResetNamespaceBodySchema,
    response: entity.NamespaceSchema,
    summary: 'Restore default options and run onboarding again; the body names the instance to confirm. Data is kept.',
  }),
  campaignOwners: route({
    name: 'namespace.campaignOwners',
    method: 'POST',
    path: '/api/namespace/campaign-owners',
    access: 'tenant',
    handler: 'namespace/campaign-owners',
    body: api.EmptyBodySchema,
    response: api.CampaignOwnersResponseSchema,
    summary: 'Members who own at least one campaign.',
  }),
  trialEndDate: route({
    name: 'namespace.trialEndDate',
    method: 'GET',
    path: '/api/namespace/trial-end-date',
    access: 'tenant',
    handler: 'namespace/trial-end-date',
    response: api.TrialEndDateResponseSchema,
    summary: 'The last day of the trial.',
  }),
  default: route({
    name: 'namespace.default',
    method: 'GET',
    path: '/api/namespace/default',
    access: 'user',
    handler: 'namespace/default',
    response: entity.NamespaceSchema,
    summary: "The caller's default instance.",
  }),
  getOptions: route({
    name: 'namespace.getOptions',
    method: 'GET',
    path: '/api/namespace/options',
    access: 'user',
    handler: 'namespace/get-options',
    response: api.OptionsResponseSchema,
    summary: "Options of the selected instance (or of the caller's default instance when none is selected).",
  }),
  completeOnboarding: route({
    name: 'namespace.completeOnboarding',
    method: 'POST',
    path: '/api/namespace/complete-onboarding',
    access: 'tenant',
    handler: 'namespace/complete-onboarding',
    body: api.EmptyBodySchema,
    response: entity.NamespaceSchema,
    summary: 'Finish onboarding: the instance needs a company, a sender and a customer profile; sets onboardedAt (once).',
  }),
};

const SENDER = '/api/email-sender-config';
export const senderRoutes = {
  ...crud('email-sender-config', 'sender', {
    entity: entity.EmailSenderConfigSchema,
    create: entity.CreateEmailSenderConfigInputSchema,
    update: entity.UpdateEmailSenderConfigInputSchema,
  }),
  validate: route({
    name: 'email-sender-config.validate',
    method: 'POST',
    path: `${SENDER}/validate`,
    access: 'tenant',
    handler: 'email-sender-config/validate',
    body: entity.ValidateEmailSenderConfigInputSchema,
    response: api.ValidateSenderResponseSchema,
    summary:
      "Check that a sender configuration can send: connects to the SMTP server and signs in (with `id` and no password, the saved sender's password).",
  }),
  healthchecks: route({
    name: 'email-sender-config.healthchecks',
    method: 'GET',
    path: `${SENDER}/healthchecks`,
    access: 'tenant',
    handler: 'email-sender-config/healthchecks',
    response: api.HealthchecksResponseSchema,
    summary: 'Credential status of every sender: 200 when usable, 401 when the credentials have expired.',
  }),
  onboarding: route({
    name: 'email-sender-config.onboarding',
    method: 'POST',
    path: `${SENDER}/onboarding`,
    access: 'tenant',
    handler: 'email-sender-config/onboarding',
    body: entity.CreateEmailSenderConfigInputSchema,
    response: entity.EmailSenderConfigSchema,
    summary: 'Onboarding step 2: add the sender, or replace the one with the same email.',
  }),
  health: route({
    name: 'email-sender-config.health',
    method: 'POST',
    path: `${SENDER}/health`,
    access: 'tenant',
    handler: 'email-sender-config/health',
    body: api.SenderEmailBodySchema,
    response: api.SenderHealthResponseSchema,
    summary: "Check one sender's credentials now (SMTP sign-in, Google or Microsoft token refresh) and answer its health.",
  }),
  oauthProviders: route({
    name: 'email-sender-config.oauthProviders',
    method: 'GET',
    path: `${SENDER}/oauth/providers`,
    access: 'tenant',
    handler: 'email-sender-config/oauth-providers',
    response: api.OAuthProvidersResponseSchema,
    summary: 'Google and Microsoft sign-in for senders, and whether this server is set up for each.',
  }),
  oauthStart: route({
    name: 'email-sender-config.oauthStart',
    method: 'POST',
    path: `${SENDER}/oauth/start`,
    access: 'tenant',
    handler: 'email-sender-config/oauth-start',
    body: api.OAuthStartBodySchema,
    response: api.OAuthStartResponseSchema,
    summary: "Start connecting a Google or Microsoft mailbox: the provider's sign-in address to send the user to.",
  }),
  oauthComplete: route({
    name: 'email-sender-config.oauthComplete',
    method: 'POST',
    path: `${SENDER}/oauth/complete`,
    access: 'tenant',
    handler: 'email-sender-config/oauth-complete',
    body: api.OAuthCompleteBodySchema,
    response: entity.EmailSenderConfigSchema,
    summary: 'Finish connecting a mailbox with the code the provider sent back: adds the sender, or renews its credentials.',
  }),
  attachSenders: route({
    name: 'email-sender-config.attachSenders',
    method: 'POST',
    path: `${SENDER}/attachSenders/{id}`,
    access: 'tenant',
    handler: 'email-sender-config/attach-senders',
    params: api.IdParamsSchema,
    body: api.SenderEmailBodySchema,
    response: entity.CampaignSchema,
    summary: 'Attach the sender with this email to campaign {id}.',
  }),
  detachAllSenders: route({
    name: 'email-sender-config.detachAllSenders',
    method: 'POST',
    path: `${SENDER}/detachAllSenders/{id}`,
    access: 'tenant',
    handler: 'email-sender-config/detach-all-senders',
    params: api.IdParamsSchema,
    body: api.EmptyBodySchema,
    response: entity.CampaignSchema,
    summary: 'Detach every sender from campaign {id}.',
  }),
};

export const companyRoutes = crud('company', 'company', {
  entity: entity.CompanySchema,
  create: entity.CreateCompanyInputSchema,
  update: entity.UpdateCompanyInputSchema,
});

export const productRoutes = crud('product', 'product', {
  entity: entity.ProductSchema,
  create: entity.CreateProductInputSchema,
  update: entity.UpdateProductInputSchema,
});

export const personaRoutes = crud(
  'persona',
  'persona',
  { entity: entity.PersonaSchema, create: entity.CreatePersonaInputSchema, update: entity.UpdatePersonaInputSchema },
  'admin',
);

export const customerProfileRoutes = crud('customer-profile', 'customer profile', {
  entity: entity.CustomerProfileSchema,
  create: entity.CreateCustomerProfileInputSchema,
  update: entity.UpdateCustomerProfileInputSchema,
});

export const callToActionRoutes = crud('call-to-action', 'call to action', {
  entity: entity.CallToActionSchema,
  create: entity.CreateCallToActionInputSchema,
  update: entity.UpdateCallToActionInputSchema,
});

export const sampleEmailRoutes = crud('sample-email', 'sample email', {
  entity: entity.SampleEmailSchema,
  create: entity.CreateSampleEmailInputSchema,
  update: entity.UpdateSampleEmailInputSchema,
});

export const cadenceRoutes = crud('cadence', 'cadence', {
  entity: entity.CadenceSchema,
  create: entity.CreateCadenceInputSchema,
  update: entity.UpdateCadenceInputSchema,
});

export const contactRoutes = {
  ...crud('contact', 'contact', {
    entity: entity.ContactSchema,
    create: entity.CreateContactInputSchema,
    update: entity.UpdateContactInputSchema,
  }),
  emails: route({
    name: 'contact.emails',
    method: 'POST',
    path: '/api/contact/{id}/emails',
    access: 'tenant',
    handler: 'contact/emails',
    params: api.IdParamsSchema,
    body: api.ListRequestSchema.optional(),
    response: api.pageSchema(entity.EmailMessageSchema),
    summary: 'The emails written to contact {id} so far, newest first, a page at a time.',
  }),
  existingEmails: route({
    name: 'contact.existingEmails',
    method: 'POST',
    path: '/api/contact/existing-emails',
    access: 'tenant',
    handler: 'contact/existing-emails',
    body: api.ExistingEmailsBodySchema,
    response: api.ExistingEmailsResponseSchema,
    summary: 'Which of these emails (up to 1000) a contact of the instance already uses, lower-cased.',
  }),
};

export const contactListRoutes = {
  ...crud('contact-list', 'contact list', {
    entity: entity.ContactListSchema,
    create: entity.CreateContactListInputSchema,
    update: entity.UpdateContactListInputSchema,
  }),
  import: route({
    name: 'contact-list.import',
    method: 'POST',
    path: '/api/contact-list/{id}/import',
    access: 'tenant',
    handler: 'contact-list/import',
    params: api.IdParamsSchema,
    body: api.ContactImportBodySchema,
    response: api.ContactImportResponseSchema,
    summary:
      'Import up to 100 contacts into list {id}. Idempotent: an email already in the list is ALREADY_IMPORTED, one used by another contact is DUPLICATE and left as it is.',
  }),
};

export const integrationRoutes = {
  list: route({
    name: 'integration.list',
    method: 'GET',
    path: '/api/integration',
    access: 'tenant',
    handler: 'integration/list',
    response: api.IntegrationsResponseSchema,
    summary: 'The CRM integrations of the instance (both types; NOT_SETUP until connected).',
  }),
};

export const campaignRoutes = crud('campaign', 'campaign', {
  entity: entity.CampaignSchema,
  create: entity.CreateCampaignInputSchema,
  update: entity.UpdateCampaignInputSchema,
});

/** Campaign status changes, beside the campaign's create/list/get/update/delete. */
export const campaignStatusRoutes = {
  setStatus: route({
    name: 'campaign.setStatus',
    method: 'POST',
    path: '/api/campaign/{id}/status',
    access: 'tenant',
    handler: 'campaign/set-status',
    params: api.IdParamsSchema,
    body: entity.CampaignStatusChangeInputSchema,
    response: entity.CampaignSchema,
    summary: 'Run, pause, stop or complete a campaign (transitions in shared/domain/campaign.ts).',
  }),
};

export const dashboardRoutes = {
  summary: route({
    name: 'dashboard.summary',
    method: 'GET',
    path: '/api/dashboard/summary',
    access: 'tenant',
    handler: 'dashboard/summary',
    response: api.DashboardSummaryResponseSchema,
    summary: 'The instance at a glance: contacts, campaigns and emails by status, contacts emailed and time saved.',
  }),
};

/** Public paths of SPEC §7 declared now; each answers 501 until its feature lands. */
export const laterRoutes = {
  webhook_gmail: later('webhook.gmail', 'POST', '/api/webhook/gmail', 'public', 'webhook/gmail', 'Gmail push notifications.'),
  webhook_outlook: later(
    'webhook.outlook',
    'POST',
    '/api/webhook/outlook',
    'public',
    'webhook/outlook',
    'Microsoft Graph change notifications.',
  ),
  webhook_hubspot: later('webhook.hubspot', 'POST', '/api/webhook/hubspot', 'public', 'webhook/hubspot', 'HubSpot webhooks.'),
  emailStatus_read: later(
    'emailStatus.read',
    'GET',
    '/api/email-status/read',
    'public',
    'email-status/read',
    'Open-tracking pixel.',
  ),
  emailStatus_click: later(
    'emailStatus.click',
    'GET',
    '/api/email-status/click',
    'public',
    'email-status/click',
    'Click tracking redirect.',
  ),
  emailStatus_unsubscribe: later(
    'emailStatus.unsubscribe',
    'GET',
    '/api/email-status/unsubscribe',
    'public',
    'email-status/unsubscribe',
    'Unsubscribe link.',
  ),
  emailStatus_decrypt: later(
    'emailStatus.decrypt',
    'POST',
    '/api/email-status/decrypt',
    'public',
    'email-status/decrypt',
    'Open a tracking token.',
  ),
  emailStatus_encrypt: later(
    'emailStatus.encrypt',
    'POST',
    '/api/email-status/encrypt',
    'public',
    'email-status/encrypt',
    'Make a tracking token.',
  ),
  python_run: later('python.run', 'POST', '/api/python', 'public', 'python/run', 'Scripted generation entry point.'),
  instantDemo_isValidEmail: later(
    'instantDemo.isValidEmail',
    'POST',
    '/api/instant-demo/is-valid-email',
    'public',
    'instant-demo/is-valid-email',
    'Check an address for the instant demo.',
  ),
  instantDemo_randomExampleEmail: later(
    'instantDemo.randomExampleEmail',
    'GET',
    '/api/instant-demo/random-example-email',
    'public',
    'instant-demo/random-example-email',
    'A sample email for the instant demo.',
  ),
  linkedin_session: later(
    'linkedin.session',
    'POST',
    '/api/linkedin/session',
    'tenant',
    'linkedin/session',
    'LinkedIn session of the browser extension.',
  ),
};

export const webhookHealthRoutes = {
  healthcheck: route({
    name: 'webhook.healthcheck',
    method: 'GET',
    path: '/api/webhook/healthcheck',
    access: 'public',
    handler: 'webhook/healthcheck',
    response: api.HealthResponseSchema,
    summary: 'Liveness of the webhook endpoint.',
  }),
};

/** Every route of the API, in a stable order. */
export const ROUTES: readonly RouteDefinition[] = [
  userRoutes,
  tierRoutes,
  namespaceRoutes,
  senderRoutes,
  companyRoutes,
  productRoutes,
  personaRoutes,
  customerProfileRoutes,
  callToActionRoutes,
  sampleEmailRoutes,
  cadenceRoutes,
  contactRoutes,
  contactListRoutes,
  integrationRoutes,
  campaignRoutes,
  campaignStatusRoutes,
  dashboardRoutes,
  webhookHealthRoutes,
  laterRoutes,
].flatMap((group) => Object.values<RouteDefinition>(group));

/** The route with this name; throws for an unknown name (a programming error). */
export function routeNamed(name: string): RouteDefinition {
  const found = ROUTES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`Unknown route ${name}`);
  return found;
}
