import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';

import {
  CampaignSchema,
  CreateCadenceInputSchema,
  CreateCampaignInputSchema,
  CreateContactInputSchema,
  CreateCustomerProfileInputSchema,
  CreateEmailMessageInputSchema,
  CreateEmailSenderConfigInputSchema,
  CreateIntegrationInputSchema,
  EmailSenderConfigSchema,
  SetOptionInputSchema,
} from '../../../shared/schemas';

// The API's answer to a value outside a field's choices names every choice the product offers, in
// order: each case below fails when the API stops accepting one of them or starts accepting another.
// Campaign status, contact status, revenue size, tier, role, cadence step type, integration options
// and option status are covered the same way by test/unit/schemas.

const STORED = { id: 'rec_01', namespaceId: 'acme-sales', createdAt: '2025-01-31T09:00:00Z', updatedAt: '2025-02-01T10:30:00Z' };
const CAMPAIGN = {
  name: 'Q3 outreach',
  companyId: 'cmp_1',
  productId: 'prd_1',
  callToActionId: 'cta_1',
  senderConfigIds: ['snd_1'],
};
const EMAIL = {
  campaignId: 'cmp_1',
  contactId: 'ct_1',
  type: 'ROOT',
  channel: 'EMAIL',
  language: 'ENGLISH',
  subject: 'Safer anvils for Acme',
  bodyHtml: '<html><body><p>Hi {firstName},</p></body></html>',
};
const SENDER = { senderEmail: 'jane@acme.example', senderName: 'Jane Doe', type: 'GOOGLE' };
const ROOT_STEP = { type: 'ACTION', actionType: 'SEND_EMAIL_ROOT', delayDays: 1 };
const NO_REPLY_STEP = { type: 'CONDITION', conditionType: 'DID_NOT_REPLY_ROOT' };
const FOLLOW_UP_STEP = { type: 'ACTION', actionType: 'SEND_EMAIL', delayDays: 3 };
const CADENCE = { name: 'Two follow-ups', steps: [ROOT_STEP, NO_REPLY_STEP, FOLLOW_UP_STEP] };
const UNKNOWN = 'NOT_A_CHOICE';

interface Case {
  readonly schema: z.ZodMiniType;
  readonly input: Record<string, unknown>;
  readonly path: string;
  readonly message: string;
}

const CASES: Record<string, Case> = {
  'the channel of a campaign': {
    schema: CreateCampaignInputSchema,
    input: { ...CAMPAIGN, channel: UNKNOWN },
    path: 'channel',
    message: 'Channel must be EMAIL or LINKEDIN.',
  },
  'the language of a campaign': {
    schema: CreateCampaignInputSchema,
    input: { ...CAMPAIGN, language: UNKNOWN },
    path: 'language',
    message: 'Language must be one of ENGLISH, FRENCH, GERMAN or SPANISH.',
  },
  'the generator version of a stored campaign': {
    schema: CampaignSchema,
    input: { ...STORED, ...CAMPAIGN, generatorVersion: UNKNOWN },
    path: 'generatorVersion',
    message:
      'Generator version must be one of MCP_NO_LINKS_GENERATOR, MCP_GENERATOR, SHORTER_V2, STANDARD, OBJECTIVE, NESTED, ' +
      'LINKEDIN, LINKEDIN_FRESH_GRAD, LINKEDIN_TEMPLATE, CUSTOM_INSTRUCTIONS, CONVERSATIONAL or CONVERSATIONAL_FOLLOW_UP.',
  },
  'the source of a contact ({product} is REACHWISE)': {
    schema: CreateContactInputSchema,
    input: { email: 'jane@example.com', source: UNKNOWN },
    path: 'source',
    message: 'Source must be one of AI_PROSPECTOR, REACHWISE, HUBSPOT, SALESFORCE, INSTANT_DEMO, WEBSITE or UNKNOWN.',
  },
  'the lifecycle stage of a contact': {
    schema: CreateContactInputSchema,
    input: { email: 'jane@example.com', lifecycleStage: UNKNOWN },
    path: 'lifecycleStage',
    message:
      'Lifecycle stage must be one of SUBSCRIBER, LEAD, QUALIFIED_LEAD, MARKETING_QUALIFIED_LEAD, SALES_QUALIFIED_LEAD, ' +
      'OPPORTUNITY, CUSTOMER, EVANGELIST or OTHER.',
  },
  'the email status of a contact': {
    schema: CreateContactInputSchema,
    input: { email: 'jane@example.com', emailStatus: UNKNOWN },
    path: 'emailStatus',
    message:
      'Email status must be one of CREATED, SAVED, REGENERATED, SCHEDULED, SENT, READ, CLICKED, REPLIED, FAILED, CANCELLED, ' +
      'BOUNCED, SPAM, LIFECYCLE_STAGE_TOO_HIGH, DO_NOT_CONTACT or NEW.',
  },
  'the sharing status of a contact': {
    schema: CreateContactInputSchema,
    input: { email: 'jane@example.com', sharingStatus: UNKNOWN },
    path: 'sharingStatus',
    message: 'Sharing status must be NOT_SHARED or SHARED.',
  },
  'the business model of a customer profile': {
    schema: CreateCustomerProfileInputSchema,
    input: { name: 'Ops', businessModel: UNKNOWN },
    path: 'businessModel',
    message: 'Business model must be one of B2B, B2C or C2C.',
  },
  'the type of an email': {
    schema: CreateEmailMessageInputSchema,
    input: { ...EMAIL, type: UNKNOWN },
    path: 'type',
    message: 'Email type must be ROOT or FOLLOW_UP.',
  },
  'the status of an email, which a contact-level status is not': {
    schema: CreateEmailMessageInputSchema,
    input: { ...EMAIL, status: 'DO_NOT_CONTACT' },
    path: 'status',
    message:
      'Email status must be one of CREATED, SAVED, REGENERATED, SCHEDULED, SENDING, SENT, READ, CLICKED, REPLIED, FAILED, CANCELLED, ' +
      'BOUNCED, SPAM or LIFECYCLE_STAGE_TOO_HIGH.',
  },
  'the review status of an email': {
    schema: CreateEmailMessageInputSchema,
    input: { ...EMAIL, reviewStatus: UNKNOWN },
    path: 'reviewStatus',
    message: 'Review status must be NOT_REVIEWED or REVIEWED.',
  },
  'the copy status of an email': {
    schema: CreateEmailMessageInputSchema,
    input: { ...EMAIL, copyStatus: UNKNOWN },
    path: 'copyStatus',
    message: 'Copy status must be ORIGINAL or SENT.',
  },
  'the type of a sender': {
    schema: CreateEmailSenderConfigInputSchema,
    input: { ...SENDER, type: UNKNOWN },
    path: 'type',
    message: 'Sender type must be one of STUB, SMTP, SMTP_SSL, GOOGLE or MICROSOFT.',
  },
  'the status of a stored sender': {
    schema: EmailSenderConfigSchema,
    input: { ...STORED, ...SENDER, status: UNKNOWN },
    path: 'status',
    message: 'Sender status must be one of ACTIVE, WARMING_UP, WARNING or SUSPENDED.',
  },
  'the health of a stored sender': {
    schema: EmailSenderConfigSchema,
    input: { ...STORED, ...SENDER, health: UNKNOWN },
    path: 'health',
    message: 'Sender health must be one of OPERATIONAL, MINOR_ISSUES, WARNINGS or URGENT_ISSUES.',
  },
  'the action of a cadence step': {
    schema: CreateCadenceInputSchema,
    input: { ...CADENCE, steps: [ROOT_STEP, NO_REPLY_STEP, { ...FOLLOW_UP_STEP, actionType: UNKNOWN }] },
    path: 'steps.2.actionType',
    message: 'Action type must be one of SEND_EMAIL_ROOT, SEND_EMAIL or DO_NOTHING.',
  },
  'the condition of a cadence step': {
    schema: CreateCadenceInputSchema,
    input: { ...CADENCE, steps: [ROOT_STEP, { ...NO_REPLY_STEP, conditionType: UNKNOWN }, FOLLOW_UP_STEP] },
    path: 'steps.1.conditionType',
    message: 'Condition type must be LAST_REPLIED or DID_NOT_REPLY_ROOT.',
  },
  'the objective of a cadence': {
    schema: CreateCadenceInputSchema,
    input: { ...CADENCE, objective: UNKNOWN },
    path: 'objective',
    message: 'Objective must be STANDARD.',
  },
  'the type of an integration': {
    schema: CreateIntegrationInputSchema,
    input: { type: UNKNOWN },
    path: 'type',
    message: 'Integration type must be HUBSPOT or SALESFORCE.',
  },
  'the status of an integration': {
    schema: CreateIntegrationInputSchema,
    input: { type: 'HUBSPOT', status: UNKNOWN },
    path: 'status',
    message: 'Integration status must be one of NOT_SETUP, INACTIVE or ACTIVE.',
  },
  'the name of an option': {
    schema: SetOptionInputSchema,
    input: { name: UNKNOWN, status: 'ACTIVE' },
    path: 'name',
    message:
      'Option name must be one of AI_PROSPECTOR, AUTO_PROSPECT_FROM_CONTACTS, AUTO_CADENCES, AUTO_RUN_CAMPAIGNS, ' +
      'AUTO_SEND_EMAILS, SEND_REVIEWED_EMAILS_ONLY, SEND_DURING_OFFICE_HOURS_ONLY, SEND_DURING_WEEKDAYS_ONLY or HAS_LINKEDIN_PREMIUM.',
  },
};

function problemsOf(schema: z.ZodMiniType, input: unknown): { path: string; message: string }[] {
  const result = schema.safeParse(input);
  if (result.success) return [];
  return result.error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

describe('the choices of the API', () => {
  it.each(Object.entries(CASES))(
    'refuses a value outside %s, naming every choice',
    (_field, { schema, input, path, message }) => {
      const problems = problemsOf(schema, input);
      expect(problems).toEqual([{ path, message }]);
    },
  );
});
