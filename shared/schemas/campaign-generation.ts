import * as z from './zod';

import { AUDIENCE_EXCLUSIONS, CAMPAIGN_PROGRESS_FIELDS, CampaignStatusSchema, ChannelSchema } from '../domain/campaign';
import { OFFLINE_WRITER_REASONS } from '../domain/ai';
import { EmailListTabSchema } from '../domain/email';
import { addIssue, enumField, inputObject, listRequestShape, optionalId } from './common';
import { campaignFieldsShape, CampaignSchema } from './campaign';

// ---------------------------------------------------------------------------
// Generation: audience, preview, progress, runs
// ---------------------------------------------------------------------------

/** A campaign's counts (CAMPAIGN_PROGRESS_FIELDS), kept as its emails move. */
const CampaignProgressSchema = z.object(
  Object.fromEntries(CAMPAIGN_PROGRESS_FIELDS.map((field) => [field, z.number()])) as Record<
    (typeof CAMPAIGN_PROGRESS_FIELDS)[number],
    z.ZodMiniNumber
  >,
);
export type CampaignProgress = z.infer<typeof CampaignProgressSchema>;

/** A campaign as lists and pages show it: with its progress. */
export const CampaignWithProgressSchema = z.extend(CampaignSchema, { progress: CampaignProgressSchema });
export type CampaignWithProgress = z.infer<typeof CampaignWithProgressSchema>;

/** Lists campaigns, newest first, optionally of one status. */
export const CampaignListRequestSchema = inputObject('List request', {
  ...listRequestShape,
  status: z.optional(enumField(CampaignStatusSchema, 'Campaign status')),
});

export type CampaignListRequest = z.infer<typeof CampaignListRequestSchema>;

export const AUDIENCE_REQUIRED_MESSAGE = 'Choose a contact list or at least one contact.';

/** Who a campaign would write to: a contact list, chosen contacts, or both. */
export const CampaignAudienceInputSchema = inputObject('Audience', {
  contactListId: campaignFieldsShape.contactListId,
  contactIds: campaignFieldsShape.contactIds,
  channel: z.optional(enumField(ChannelSchema, 'Channel')),
  /** the campaign being edited: its own contacts do not count as "in another campaign" */
  campaignId: optionalId('Campaign ID'),
}).check(
  z.superRefine((value, ctx) => {
    if (value.contactListId === undefined && (value.contactIds?.length ?? 0) === 0) {
      addIssue(ctx, ['contactListId'], AUDIENCE_REQUIRED_MESSAGE);
    }
  }),
);
export type CampaignAudienceInput = z.infer<typeof CampaignAudienceInputSchema>;

const AudienceExclusionSchema = z.enum(AUDIENCE_EXCLUSIONS);

/** A contact of an audience, as the wizard shows it. */
const AudienceContactSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.optional(z.string()),
  lastName: z.optional(z.string()),
  companyName: z.optional(z.string()),
  jobTitle: z.optional(z.string()),
});
export type AudienceContact = z.infer<typeof AudienceContactSchema>;

/**
 * Who is in and who is left out, and why. Counting stops after `AUDIENCE_COUNT_LIMIT` contacts:
 * `complete` is false then, and the counts are of the contacts read.
 */
export const CampaignAudienceSchema = z.object({
  total: z.number(),
  included: z.number(),
  excluded: z.record(AudienceExclusionSchema, z.number()),
  complete: z.boolean(),
  /** the first contacts written to, in order (the preview writes to the first) */
  firstIncluded: z.array(AudienceContactSchema),
});
export type CampaignAudience = z.infer<typeof CampaignAudienceSchema>;

/** One rule the preview email breaks. */
const PreviewViolationSchema = z.object({ code: z.string(), message: z.string() });

/**
 * One email written for the first contact of the audience by the configured writer, with the
 * checker's verdict. `contact` is null (and `email` too) when nobody in the audience can be written to.
 */
export const CampaignPreviewSchema = z.object({
  contact: z.nullable(AudienceContactSchema),
  status: z.enum(['WRITTEN', 'FAILED', 'NO_CONTACT']),
  subject: z.string(),
  bodyHtml: z.string(),
  bodyText: z.string(),
  violations: z.array(PreviewViolationSchema),
  writer: z.string(),
  /** why nothing usable came back, when the writer failed outright */
  error: z.optional(z.string()),
});
export type CampaignPreview = z.infer<typeof CampaignPreviewSchema>;

/** What one planner run over a campaign did. */
export const GenerationRunSchema = z.object({
  /** emails created and queued for writing by this run */
  queued: z.number(),
  /** true when every contact of the audience has an email of this step */
  exhausted: z.boolean(),
});
export type GenerationRun = z.infer<typeof GenerationRunSchema>;

/** The emails of a campaign, a page at a time, optionally of one tab (EMAIL_LIST_TAB_STATUSES). */
export const CampaignEmailsRequestSchema = inputObject('List request', {
  ...listRequestShape,
  tab: z.optional(enumField(EmailListTabSchema, 'Tab')),
});
export type CampaignEmailsRequest = z.infer<typeof CampaignEmailsRequestSchema>;

/**
 * Which writer writes the instance's emails where they are written: the model (by name), or the
 * offline writer and why (see OFFLINE_WRITER_REASONS).
 */
export const WriterStatusSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('model'), model: z.string() }),
  z.object({ kind: z.literal('offline'), reason: z.enum(OFFLINE_WRITER_REASONS) }),
]);
export type WriterStatus = z.infer<typeof WriterStatusSchema>;
