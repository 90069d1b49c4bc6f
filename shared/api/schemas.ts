import { CampaignStatusSchema } from '../domain/campaign';
import { OUTCOME_FIELDS, RATE_FIELDS, type OutcomeField, type RateField } from '../domain/outcomes';
import {
  CrmAuthMethodSchema,
  CrmConnectionStateSchema,
  IntegrationOptionNameSchema,
  IntegrationStatusSchema,
  IntegrationTypeSchema,
} from '../domain/integration';
import { OptionNameSchema, OptionStatusSchema } from '../domain/option';
import { RoleSchema } from '../domain/role';
import { SenderHealthSchema, SenderStatusSchema } from '../domain/sender';
import { TierSchema } from '../domain/tier';
import {
  DateOnlySchema,
  EmailSchema,
  IdSchema,
  IsoDateTimeSchema,
  NamespaceIdSchema,
  arrayField,
  enumField,
  inputObject,
  NAME_MAX_LENGTH,
  optionalText,
  listRequestShape,
  requiredText,
  updateInputObject,
  urlField,
} from '../schemas/common';
import { CreateContactInputSchema } from '../schemas/contact';
import { OAuthSenderTypeSchema, alreadyWarmedUpField } from '../schemas/email-sender-config';
import { UserSchema } from '../schemas/user';
import * as z from '../schemas/zod';

/** `{ id }` path parameters. */
export const IdParamsSchema = z.object({ id: IdSchema });

export { SEARCH_MAX_LENGTH } from '../schemas/common';

/** The filter payload of list calls: a page size, the cursor of the previous page and the order. */
export const ListRequestSchema = inputObject('List request', listRequestShape);
export type ListRequest = z.infer<typeof ListRequestSchema>;

/** A page of items; `cursor` is null on the last page. */
export function pageSchema<Item extends z.core.SomeType>(item: Item) {
  return z.object({ items: z.array(item), cursor: z.nullable(z.string()) });
}

export const DeletedSchema = z.object({ id: z.string() });
export const EmptyBodySchema = z.optional(inputObject('Request', {}));

export const NamespaceIdBodySchema = inputObject('Request', { namespaceId: NamespaceIdSchema });
export const NamespaceIdQuerySchema = z.object({ id: NamespaceIdSchema });

export const TierResponseSchema = TierSchema;
export const RoleResponseSchema = z.object({ role: RoleSchema });
export const UserNamespaceResponseSchema = z.object({ namespaceId: NamespaceIdSchema });
export const NamespaceIdsResponseSchema = z.object({ namespaceIds: z.array(NamespaceIdSchema) });
/** After leaving an instance: the one left and the caller's default instance now. */
export const LeaveNamespaceResponseSchema = z.object({ namespaceId: NamespaceIdSchema, defaultNamespaceId: NamespaceIdSchema });
export const NamespaceValidityResponseSchema = z.object({ namespaceId: z.string(), valid: z.boolean() });
export const TrialEndDateResponseSchema = z.object({ trialEndDate: DateOnlySchema });

/** A member of an instance as the user list shows it. */
export const MemberSchema = z.object({
  userId: IdSchema,
  email: EmailSchema,
  firstName: z.optional(z.string()),
  role: RoleSchema,
  createdAt: IsoDateTimeSchema,
});
export type Member = z.infer<typeof MemberSchema>;

export const AuthenticateResponseSchema = z.object({
  user: UserSchema,
  role: z.optional(RoleSchema),
  defaultNamespaceId: NamespaceIdSchema,
  namespaceIds: z.array(NamespaceIdSchema),
  /** true when this call created the account */
  created: z.boolean(),
});

export const RegisterResponseSchema = z.object({ status: z.literal('PENDING') });

/** An option with its effective status (defaults of docs/product.md, Options, until set). */
const EffectiveOptionSchema = z.object({
  name: OptionNameSchema,
  status: OptionStatusSchema,
  userId: z.optional(z.string()),
  isSet: z.boolean(),
  updatedAt: z.optional(IsoDateTimeSchema),
});
export const OptionsResponseSchema = z.object({ options: z.array(EffectiveOptionSchema) });
export const SetOptionsBodySchema = inputObject('Options', {
  options: z
    .array(
      inputObject('Option', {
        name: enumField(OptionNameSchema, 'Option name'),
        status: enumField(OptionStatusSchema, 'Option status'),
      }),
      { error: 'Options must be a list.' },
    )
    .check(z.minLength(1, 'Give at least one option to change.'), z.maxLength(20, 'Give at most 20 options at once.')),
});
export type SetOptionsBody = z.infer<typeof SetOptionsBodySchema>;

export const CampaignOwnersResponseSchema = z.object({
  owners: z.array(z.object({ userId: IdSchema, email: EmailSchema, firstName: z.optional(z.string()) })),
});

export const SenderEmailBodySchema = inputObject('Request', { senderEmail: EmailSchema });
export const SenderHealthResponseSchema = z.object({
  senderEmail: EmailSchema,
  status: SenderStatusSchema,
  health: SenderHealthSchema,
  spamRate: z.optional(z.number()),
  credentialsValid: z.boolean(),
  /** when the sender's credentials were last checked */
  lastHealthCheckAt: z.optional(IsoDateTimeSchema),
  /** why the last check failed, for the user */
  message: z.optional(z.string()),
});
export const ValidateSenderResponseSchema = z.object({ valid: z.boolean(), message: z.optional(z.string()) });

/** Which limit sets a mailbox's daily cap: its campaigns' throttle, warm-up, or the provider's own ceiling. */
/** What sets a mailbox's daily cap: its campaigns' throttle, the rep's daily limit for it, warm-up, or its provider. */
const DAILY_CAP_SOURCES = ['THROTTLE', 'SENDER', 'WARM_UP', 'PROVIDER'] as const;
const DailyCapSourceSchema = z.enum(DAILY_CAP_SOURCES);
export type DailyCapSource = z.infer<typeof DailyCapSourceSchema>;

/** A mailbox's sends today against its daily cap, and where it stands in warm-up. */
export const SenderUsageResponseSchema = z.object({
  /** today, `YYYY-MM-DD` in the sender's time zone: the day the daily cap counts */
  day: z.string(),
  /** the sender's time zone, else the instance's */
  timeZone: z.string(),
  /** emails that left the mailbox today */
  sentToday: z.number().check(z.int()),
  /** sends given to the mailbox today, sent or still planned: the daily cap counts these */
  reservedToday: z.number().check(z.int()),
  /** the most the mailbox sends today */
  dailyCap: z.number().check(z.int()),
  capSource: DailyCapSourceSchema,
  /** the throttles of the running and paused campaigns that send from it */
  throttles: z.array(z.number().check(z.int())),
  warmUp: z.object({
    /** true while the mailbox warms up (WARMING_UP, and fewer than `until` messages sent) */
    active: z.boolean(),
    /** day of warm-up, 1 on the day the sender was added */
    day: z.number().check(z.int()),
    /** warm-up's cap for that day */
    dailyCap: z.number().check(z.int()),
    /** sends given out in the last 7 days (today included), as the weekly cap counts them */
    sentThisWeek: z.number().check(z.int()),
    weekCap: z.number().check(z.int()),
    /** emails that ever left the mailbox through the product */
    sentTotal: z.number().check(z.int()),
    /** messages after which warm-up ends */
    until: z.number().check(z.int()),
  }),
  /** why the mailbox sends nothing more now (daily cap reached, credentials expired, ...), while it does not */
  holdReason: z.optional(z.string()),
  /** when the mailbox last sent */
  lastSendAt: z.optional(IsoDateTimeSchema),
});
export type SenderUsageResponse = z.infer<typeof SenderUsageResponseSchema>;

/** Google and Microsoft sign-in for senders, and whether this server is set up for each. */
export const OAuthProvidersResponseSchema = z.object({
  providers: z.array(z.object({ type: OAuthSenderTypeSchema, configured: z.boolean() })),
});

const OAUTH_CODE_MAX_LENGTH = 4096;
const OAUTH_STATE_MAX_LENGTH = 4096;
const oauthTypeField = enumField(OAuthSenderTypeSchema, 'Sender type');

export const OAuthStartBodySchema = inputObject('Request', {
  type: oauthTypeField,
  /** the web app's add-sender page, where the provider sends the user back */
  redirectUri: urlField('Redirect URI'),
});
export type OAuthStartBody = z.infer<typeof OAuthStartBodySchema>;
export const OAuthStartResponseSchema = z.object({ authorizationUrl: z.url() });

export const OAuthCompleteBodySchema = inputObject('Request', {
  type: oauthTypeField,
  code: requiredText('Authorization code', OAUTH_CODE_MAX_LENGTH),
  state: requiredText('State', OAUTH_STATE_MAX_LENGTH),
  redirectUri: urlField('Redirect URI'),
  /** the name recipients see; the mailbox's own name (or its address) when absent */
  senderName: optionalText('Sender name', NAME_MAX_LENGTH),
  /** whether the mailbox has already sent at least 200 messages; a new mailbox warms up unless true */
  alreadyWarmedUp: alreadyWarmedUpField,
});
export type OAuthCompleteBody = z.infer<typeof OAuthCompleteBodySchema>;

/** Confirmation of `POST /namespace/reset`: the header instance named again. */
export const ResetNamespaceBodySchema = NamespaceIdBodySchema;

const CountSchema = z.number().check(z.int(), z.nonnegative());

/** An outcome as a share of the emails sent: 0 to 1, and 0 when nothing was sent. */
const RateSchema = z.number().check(z.gte(0), z.lte(1));

/** What became of sent emails (`OUTCOME_FIELDS`), each counted once. */
const OutcomeCountsSchema = z.object(
  Object.fromEntries(OUTCOME_FIELDS.map((field) => [field, CountSchema])) as Record<OutcomeField, typeof CountSchema>,
);

/** opened, clicked, replied, bounced and unsubscribed over sent (`RATE_FIELDS`). */
const OutcomeRatesSchema = z.object(
  Object.fromEntries(RATE_FIELDS.map((field) => [field, RateSchema])) as Record<RateField, typeof RateSchema>,
);

/** One campaign on the dashboard: what it is and what its sends became. */
const DashboardCampaignSchema = z.object({
  id: IdSchema,
  name: z.string(),
  status: CampaignStatusSchema,
  counts: OutcomeCountsSchema,
  rates: OutcomeRatesSchema,
});
export type DashboardCampaign = z.infer<typeof DashboardCampaignSchema>;

/** One send week on the dashboard, by its Monday (UTC). */
const DashboardWeekSchema = z.object({
  week: DateOnlySchema,
  counts: OutcomeCountsSchema,
  rates: OutcomeRatesSchema,
});
export type DashboardWeek = z.infer<typeof DashboardWeekSchema>;

/**
 * The instance's outreach at a glance (`GET /api/dashboard/summary`), from counters kept as emails
 * change, so the call reads the same few items whatever the instance's size:
 * - `totals`: the sum of every campaign's counts: `sent` (emails that left, a bounce at the send
 *   included), `opened` (by a person: machine opens are not counted), `clicked`, `replied`,
 *   `bounced`, `complained` (reported as spam), `unsubscribed` (contacts who unsubscribed through a
 *   campaign's email, once each), `contactsEmailed` (contacts whose first email of a campaign left);
 * - `rates`: opened, clicked, replied, bounced and unsubscribed over sent, 0 when nothing was sent;
 * - `timeSavedMinutes`: `totals.contactsEmailed` × (10 minutes writing + 10 minutes research), docs/product.md, Campaigns;
 * - `campaigns`: every campaign of the instance, newest first, with its counts and rates;
 * - `weeks`: the last 8 weeks (Monday to Sunday, UTC), oldest first, the current one last, zeros
 *   for a week with no send. A week counts its own sends' outcomes whenever they come (cohort by
 *   send week): an email sent on Friday and opened the next Tuesday is an open of Friday's week.
 */
export const DashboardSummaryResponseSchema = z.object({
  totals: OutcomeCountsSchema,
  rates: OutcomeRatesSchema,
  timeSavedMinutes: CountSchema,
  campaigns: z.array(DashboardCampaignSchema),
  weeks: z.array(DashboardWeekSchema),
});
export type DashboardSummary = z.infer<typeof DashboardSummaryResponseSchema>;

export { HealthResponseSchema, NotImplementedResponseSchema } from './status-schemas';

/** The error answer of every route. */
export const ErrorResponseSchema = z.object({
  message: z.string(),
  fieldErrors: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
  requestId: z.optional(z.string()),
});

// ---------------------------------------------------------------------------
// Contacts and contact-list import
// ---------------------------------------------------------------------------

export const EXISTING_EMAILS_MAX = 1000;
export const IMPORT_BATCH_MAX = 100;

/** `POST /api/contact/existing-emails`: which of these emails a contact of the instance already uses. */
export const ExistingEmailsBodySchema = inputObject('Request', {
  emails: arrayField('Emails', EmailSchema).check(
    z.minLength(1, 'Emails must list at least one address.'),
    z.maxLength(EXISTING_EMAILS_MAX, `Emails must list at most ${EXISTING_EMAILS_MAX} addresses.`),
  ),
});
export const ExistingEmailsResponseSchema = z.object({ existing: z.array(EmailSchema) });

/** One contact of an import batch: the contact's fields; the list is the one imported into. */
const ContactImportRowSchema = z.omit(CreateContactInputSchema, { contactListId: true });
export type ContactImportRow = z.infer<typeof ContactImportRowSchema>;

export const ContactImportBodySchema = inputObject('Import', {
  contacts: arrayField('Contacts', ContactImportRowSchema).check(
    z.minLength(1, 'Contacts must list at least one contact.'),
    z.maxLength(IMPORT_BATCH_MAX, `Import at most ${IMPORT_BATCH_MAX} contacts per request.`),
  ),
});

/**
 * What became of each imported row:
 * - `CREATED`: a new contact of the list;
 * - `ALREADY_IMPORTED`: the email already is a contact of this list (a retried batch: nothing changes);
 * - `DUPLICATE`: another contact of the instance has the email; it is left as it is.
 */
const IMPORT_OUTCOMES = ['CREATED', 'ALREADY_IMPORTED', 'DUPLICATE'] as const;
const ImportOutcomeSchema = z.enum(IMPORT_OUTCOMES);
export type ImportOutcome = z.infer<typeof ImportOutcomeSchema>;

export const ContactImportResponseSchema = z.object({
  results: z.array(z.object({ email: EmailSchema, outcome: ImportOutcomeSchema, contactId: IdSchema })),
  /** contacts in the list after the batch */
  contactCount: z.number().check(z.int(), z.nonnegative()),
});
export type ContactImportResponse = z.infer<typeof ContactImportResponseSchema>;

// ---------------------------------------------------------------------------
// Integrations
// ---------------------------------------------------------------------------

/**
 * An integration as it stands: never-set-up types read NOT_SETUP with every option inactive; a
 * connected one has its connection (CONNECTED, or ERROR with why), method, account and who
 * connected it when. Never its credential.
 */
export const EffectiveIntegrationSchema = z.object({
  type: IntegrationTypeSchema,
  status: IntegrationStatusSchema,
  options: z.record(IntegrationOptionNameSchema, OptionStatusSchema),
  updatedAt: z.optional(IsoDateTimeSchema),
  connection: z.optional(z.object({ state: CrmConnectionStateSchema, reason: z.optional(z.string()), at: IsoDateTimeSchema })),
  method: z.optional(CrmAuthMethodSchema),
  account: z.optional(z.object({ id: z.string(), name: z.string(), instanceUrl: z.optional(z.string()) })),
  connectedAt: z.optional(IsoDateTimeSchema),
  connectedBy: z.optional(z.string()),
  /** whether this server has an OAuth client for the CRM (a private-app token connects HubSpot without one) */
  oauthAvailable: z.boolean(),
});
export type EffectiveIntegrationResponse = z.infer<typeof EffectiveIntegrationSchema>;

/** `GET /api/integration`: both CRMs, in a stable order, set up or not. */
export const IntegrationsResponseSchema = z.object({ integrations: z.array(EffectiveIntegrationSchema) });

/** `{ type }` path parameters of the integration routes. */
export const IntegrationTypeParamsSchema = z.object({ type: enumField(IntegrationTypeSchema, 'Integration type') });

/** Starting a CRM's OAuth sign-in: where the CRM sends the user back (the app's `/integration/oauth` page). */
export const CrmOAuthStartBodySchema = inputObject('Request', { redirectUri: urlField('Redirect URI') });
export const CrmOAuthStartResponseSchema = z.object({ url: z.url() });

/** Finishing it with what the CRM sent back. */
export const CrmOAuthCompleteBodySchema = inputObject('Request', {
  code: requiredText('Authorization code', OAUTH_CODE_MAX_LENGTH),
  state: requiredText('State', OAUTH_STATE_MAX_LENGTH),
  redirectUri: urlField('Redirect URI'),
});
export type CrmOAuthCompleteBody = z.infer<typeof CrmOAuthCompleteBodySchema>;

/** The longest private-app token accepted (HubSpot's are about 45 characters). */
const PRIVATE_APP_TOKEN_MAX_LENGTH = 512;

/** A HubSpot private-app access token, pasted by a manager. */
export const PrivateAppTokenBodySchema = inputObject('Request', {
  token: requiredText('Token', PRIVATE_APP_TOKEN_MAX_LENGTH),
});

/** Only a connected integration's status changes, between ACTIVE and INACTIVE (paused). */
const CONNECTED_STATUSES = ['ACTIVE', 'INACTIVE'] as const;

/** Pausing or resuming a connected CRM, or switching its options; options not named keep their value. */
export const UpdateIntegrationBodySchema = updateInputObject('Integration', {
  status: enumField(z.enum(CONNECTED_STATUSES), 'Integration status'),
  options: z.partialRecord(
    enumField(IntegrationOptionNameSchema, 'Integration option'),
    enumField(OptionStatusSchema, 'Integration option status'),
    { error: 'Integration options must be an object of option names (READ_CONTACTS, UPDATE_CONTACTS) and statuses.' },
  ),
});
export type UpdateIntegrationBody = z.infer<typeof UpdateIntegrationBodySchema>;
