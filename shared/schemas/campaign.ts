import * as z from './zod';

import {
  CampaignStatusSchema,
  ChannelSchema,
  DEFAULT_CAMPAIGN_STATUS,
  DEFAULT_CHANNEL,
  DEFAULT_GENERATOR_VERSION,
  DEFAULT_LANGUAGE,
  GeneratorVersionSchema,
  LanguageSchema,
  MAX_CHOSEN_CONTACTS,
  SELECTABLE_GENERATOR_VERSIONS,
  SEND_AFTER_DAYS,
  SEND_HOURS,
  SEND_TIME_OPTIONS,
  THROTTLE_OPTIONS,
} from '../domain';
import type { Channel, GeneratorVersion } from '../domain';
import {
  NAME_MAX_LENGTH,
  addIssue,
  arrayField,
  enumField,
  idField,
  inputObject,
  intField,
  listChoices,
  optionalId,
  requiredText,
  tenantEntity,
  updateInputObject,
  IdSchema,
} from './common';

export const MAX_CAMPAIGN_SAMPLE_EMAILS = 5;
const GENERATOR_VERSION_NOT_AVAILABLE_MESSAGE = 'This generator version is not available.';
export const NO_SENDER_MESSAGE = 'Choose at least one sender.';

function isSelectableGeneratorVersion(version: GeneratorVersion): boolean {
  return SELECTABLE_GENERATOR_VERSIONS.includes(version);
}

const throttleMessage = `Throttle must be ${listChoices(THROTTLE_OPTIONS)} emails a day per sender.`;
const sendHourMessage = `Send hour must be a whole hour from ${SEND_HOURS.first} to ${SEND_HOURS.last}.`;

const ThrottleSchema = z.literal(THROTTLE_OPTIONS, {
  error: (issue) => (issue.input === undefined ? 'Throttle is required.' : throttleMessage),
});

const SendHourSchema = z
  .number({ error: (issue) => (issue.input === undefined ? 'Send hour is required.' : sendHourMessage) })
  .check(z.refine((hour: number) => SEND_TIME_OPTIONS.includes(hour), sendHourMessage));

/** The fields of a campaign a rep sets (shared by the entity, its inputs and the audience request). */
export const campaignFieldsShape = {
  name: requiredText('Name', NAME_MAX_LENGTH),
  channel: z._default(enumField(ChannelSchema, 'Channel'), DEFAULT_CHANNEL),
  language: z._default(enumField(LanguageSchema, 'Language'), DEFAULT_LANGUAGE),
  companyId: idField('Company ID'),
  productId: idField('Product ID'),
  customerProfileId: optionalId('Customer profile ID'),
  personaId: optionalId('Persona ID'),
  callToActionId: idField('Call to action ID'),
  contactListId: optionalId('Contact list ID'),
  /** Contacts chosen one by one, written to besides (or instead of) the contact list's. */
  contactIds: z.optional(
    arrayField('Contacts', idField('Contact ID')).check(
      z.maxLength(MAX_CHOSEN_CONTACTS, `Choose at most ${MAX_CHOSEN_CONTACTS} contacts; use a contact list for more.`),
    ),
  ),
  /** At least one for the EMAIL channel. */
  senderConfigIds: z._default(arrayField('Senders', idField('Sender ID')), () => []),
  sampleEmailIds: z.optional(
    arrayField('Sample emails', idField('Sample email ID')).check(
      z.maxLength(MAX_CAMPAIGN_SAMPLE_EMAILS, `Choose at most ${MAX_CAMPAIGN_SAMPLE_EMAILS} sample emails.`),
    ),
  ),
  cadenceId: optionalId('Cadence ID'),
  throttle: z.optional(ThrottleSchema),
  sendHour: z.optional(SendHourSchema),
  followUpAfterDays: z.optional(
    intField('Follow-up delay', SEND_AFTER_DAYS.min, SEND_AFTER_DAYS.max, {
      message: `Follow-up delay must be a whole number of days from ${SEND_AFTER_DAYS.min} to ${SEND_AFTER_DAYS.max}.`,
    }),
  ),
};

const campaignInputShape = {
  ...campaignFieldsShape,
  /** Hidden and integration-only versions cannot be chosen by a client. */
  generatorVersion: z._default(
    enumField(GeneratorVersionSchema, 'Generator version').check(
      z.refine(isSelectableGeneratorVersion, GENERATOR_VERSION_NOT_AVAILABLE_MESSAGE),
    ),
    DEFAULT_GENERATOR_VERSION,
  ),
};

interface SenderRuleInput {
  channel?: Channel | undefined;
  senderConfigIds?: readonly string[] | undefined;
}

/** EMAIL campaigns need a sender. An update may empty the list only while moving to LINKEDIN. */
function checkSenders(value: SenderRuleInput, ctx: z.core.$RefinementCtx): void {
  if (value.senderConfigIds?.length === 0 && value.channel !== 'LINKEDIN') {
    addIssue(ctx, ['senderConfigIds'], NO_SENDER_MESSAGE);
  }
}

/** Stored campaigns may carry any generator version, including those set by integrations. */
export const CampaignSchema = tenantEntity({
  ...campaignFieldsShape,
  /** the member who created the campaign */
  ownerId: z.optional(IdSchema),
  generatorVersion: z._default(enumField(GeneratorVersionSchema, 'Generator version'), DEFAULT_GENERATOR_VERSION),
  status: z._default(enumField(CampaignStatusSchema, 'Campaign status'), DEFAULT_CAMPAIGN_STATUS),
});

/** Creates a campaign; it starts RUNNING. Status changes go through CampaignStatusChangeInputSchema. */
export const CreateCampaignInputSchema = inputObject('Campaign', campaignInputShape).check(z.superRefine(checkSenders));
export const UpdateCampaignInputSchema = updateInputObject('Campaign', campaignInputShape).check(z.superRefine(checkSenders));

/** Asks for a new campaign status; the API checks CAMPAIGN_STATUS_TRANSITIONS against the current one. */
export const CampaignStatusChangeInputSchema = inputObject('Status change', {
  status: enumField(CampaignStatusSchema, 'Campaign status'),
});

export type Campaign = z.infer<typeof CampaignSchema>;
export type CreateCampaignInput = z.infer<typeof CreateCampaignInputSchema>;
export type UpdateCampaignInput = z.infer<typeof UpdateCampaignInputSchema>;
