import {
  DEFAULT_CHANNEL,
  DEFAULT_GENERATOR_VERSION,
  DEFAULT_LANGUAGE,
  type Channel,
  type GeneratorVersion,
  type Language,
} from '../../../../shared/domain/campaign';
import { AUTO_CADENCE_FOLLOW_UP_DAYS } from '../../../../shared/domain/cadence';
import { SEND_TIME_OPTIONS, THROTTLE_OPTIONS, type ThrottleOption } from '../../../../shared/domain/sending';
import {
  CreateCampaignInputSchema,
  NO_SENDER_MESSAGE,
  type Campaign,
  type CreateCampaignInput,
} from '../../../../shared/schemas/campaign';
import { type CampaignAudienceInput } from '../../../../shared/schemas/campaign-generation';
import type * as z from '../../../../shared/schemas/zod';
import { ApiError } from '../../api/client';
import { fieldErrorMap, fieldOfPath, firstSegment, type FormIssue } from '../forms/field-errors';

/** Where a campaign's contacts come from: a whole contact list, or contacts chosen one by one. */
export const AUDIENCE_SOURCES = ['CONTACT_LIST', 'CONTACTS'] as const;
export type AudienceSource = (typeof AUDIENCE_SOURCES)[number];

/** A contact chosen one by one, with what the settings show of it. */
export interface ChosenContact {
  readonly id: string;
  readonly email: string;
  /** first and last name, when known */
  readonly name?: string | undefined;
}

/**
 * A campaign being set up, as its forms hold it: ids of the chosen components ('' when none),
 * enumerations, and the chosen contacts with their emails (the input sends only their ids).
 */
export interface CampaignDraft {
  readonly name: string;
  readonly companyId: string;
  readonly productId: string;
  readonly callToActionId: string;
  readonly channel: Channel;
  readonly language: Language;
  readonly generatorVersion: GeneratorVersion;
  readonly sampleEmailIds: readonly string[];
  readonly cadenceId: string;
  readonly senderConfigIds: readonly string[];
  readonly throttle: ThrottleOption;
  readonly sendHour: number;
  /** days the automatic cadence waits before its first follow-up */
  readonly followUpAfterDays: number;
  readonly customerProfileId: string;
  readonly personaId: string;
  readonly audienceSource: AudienceSource;
  readonly contactListId: string;
  readonly contacts: readonly ChosenContact[];
}
export type DraftField = keyof CampaignDraft;

/** Messages of a draft's fields; a field without one is valid. */
export type DraftErrors = Partial<Record<DraftField, string>>;

/**
 * A new campaign: the API's defaults for channel, language and generator version, the most
 * cautious throttle, the first send hour of the day and the automatic cadence's own first delay.
 */
export const EMPTY_CAMPAIGN_DRAFT: CampaignDraft = {
  name: '',
  companyId: '',
  productId: '',
  callToActionId: '',
  channel: DEFAULT_CHANNEL,
  language: DEFAULT_LANGUAGE,
  generatorVersion: DEFAULT_GENERATOR_VERSION,
  sampleEmailIds: [],
  cadenceId: '',
  senderConfigIds: [],
  throttle: THROTTLE_OPTIONS[0],
  sendHour: SEND_TIME_OPTIONS[0] ?? 9,
  followUpAfterDays: AUTO_CADENCE_FOLLOW_UP_DAYS[0],
  customerProfileId: '',
  personaId: '',
  audienceSource: 'CONTACT_LIST',
  contactListId: '',
  contacts: [],
};

/** The parts a campaign's settings are edited in, in the order the wizard asks for them. */
const CAMPAIGN_SECTIONS = ['details', 'sending', 'audience'] as const;
export type CampaignSection = (typeof CAMPAIGN_SECTIONS)[number];

/** The fields of each part. */
export const SECTION_FIELDS: Readonly<Record<CampaignSection, readonly DraftField[]>> = {
  details: [
    'name',
    'companyId',
    'productId',
    'callToActionId',
    'channel',
    'language',
    'generatorVersion',
    'sampleEmailIds',
    'cadenceId',
  ],
  sending: ['senderConfigIds', 'throttle', 'sendHour', 'followUpAfterDays'],
  audience: ['customerProfileId', 'personaId', 'audienceSource', 'contactListId', 'contacts'],
};

const DRAFT_FIELDS: readonly DraftField[] = CAMPAIGN_SECTIONS.flatMap((section) => SECTION_FIELDS[section]);

/** The part a field is edited in. */
export function sectionOf(field: DraftField): CampaignSection {
  return CAMPAIGN_SECTIONS.find((section) => SECTION_FIELDS[section].includes(field)) ?? 'details';
}

/** Messages for the choices a campaign cannot go without, naming the field as the form labels it. */
export const REQUIRED_MESSAGES = {
  name: 'Campaign name is required.',
  companyId: 'Company is required. Choose one, or create a new one.',
  productId: 'Product or service is required. Choose one, or create a new one.',
  callToActionId: 'Call to action is required. Choose one, or create a new one.',
  contactListId: 'Contact list is required. Choose one, or switch to chosen contacts.',
  contacts: 'Contacts are required. Choose at least one, or switch to a contact list.',
} as const satisfies DraftErrors;

// the input's own names for the fields the draft holds otherwise
const FIELD_OF_INPUT_KEY: Readonly<Record<string, DraftField>> = { contactIds: 'contacts' };

/** The draft field an input path names (`contactIds.3` → contacts), if any. */
export function draftFieldOf(path: string): DraftField | undefined {
  return FIELD_OF_INPUT_KEY[firstSegment(path)] ?? fieldOfPath(path, DRAFT_FIELDS);
}

/** What is sent for the draft, before the API's schema checks it. */
type CampaignInputDraft = z.input<typeof CreateCampaignInputSchema>;

const blankToUndefined = (id: string): string | undefined => (id.trim() === '' ? undefined : id);

/**
 * The create input of a draft: unset optional choices left out, the audience of the chosen
 * source only (the list, or the chosen contacts' ids), no sample emails left out rather than sent
 * empty. Required choices left empty go as '' so the schema names them.
 */
export function toCampaignInput(draft: CampaignDraft): CampaignInputDraft {
  const input: CampaignInputDraft = {
    name: draft.name,
    channel: draft.channel,
    language: draft.language,
    generatorVersion: draft.generatorVersion,
    companyId: draft.companyId,
    productId: draft.productId,
    callToActionId: draft.callToActionId,
    senderConfigIds: [...draft.senderConfigIds],
    throttle: draft.throttle,
    sendHour: draft.sendHour,
    followUpAfterDays: draft.followUpAfterDays,
  };
  const optional = {
    customerProfileId: blankToUndefined(draft.customerProfileId),
    personaId: blankToUndefined(draft.personaId),
    cadenceId: blankToUndefined(draft.cadenceId),
    contactListId: draft.audienceSource === 'CONTACT_LIST' ? blankToUndefined(draft.contactListId) : undefined,
    contactIds: draft.audienceSource === 'CONTACTS' && draft.contacts.length > 0 ? draft.contacts.map(({ id }) => id) : undefined,
    sampleEmailIds: draft.sampleEmailIds.length > 0 ? [...draft.sampleEmailIds] : undefined,
  };
  for (const [key, value] of Object.entries(optional)) {
    if (value !== undefined) Reflect.set(input, key, value);
  }
  return input;
}

/** Who the draft would write to, as the audience count asks it; undefined until a list or a contact is chosen. */
export function audienceInputOf(draft: CampaignDraft): CampaignAudienceInput | undefined {
  if (draft.audienceSource === 'CONTACT_LIST') {
    const contactListId = blankToUndefined(draft.contactListId);
    return contactListId === undefined ? undefined : { contactListId, channel: draft.channel };
  }
  if (draft.contacts.length === 0) return undefined;
  return { contactIds: draft.contacts.map(({ id }) => id), channel: draft.channel };
}

/** A draft checked: the input to send, or the messages to show on its fields. */
type DraftCheck =
  { readonly ok: true; readonly input: CreateCampaignInput } | { readonly ok: false; readonly errors: DraftErrors };

/** Puts messages of input paths (the schema's, or a 400's field errors) on the draft's fields; paths of no field are left out. */
function draftErrorsOf(issues: readonly FormIssue[]): DraftErrors {
  return fieldErrorMap(issues, draftFieldOf);
}

/**
 * Checks the whole draft: the required choices (messages naming the field), a sender for EMAIL,
 * the audience of the chosen source, then the API's create schema (lengths, senders for EMAIL, limits). The first
 * message of each field is kept.
 */
export function checkDraft(draft: CampaignDraft): DraftCheck {
  const errors: Partial<Record<DraftField, string>> = {};
  if (draft.name.trim() === '') errors.name = REQUIRED_MESSAGES.name;
  if (draft.companyId === '') errors.companyId = REQUIRED_MESSAGES.companyId;
  if (draft.productId === '') errors.productId = REQUIRED_MESSAGES.productId;
  if (draft.callToActionId === '') errors.callToActionId = REQUIRED_MESSAGES.callToActionId;
  // the schema's own rule, which it checks only once every field is valid
  if (draft.channel !== 'LINKEDIN' && draft.senderConfigIds.length === 0) errors.senderConfigIds = NO_SENDER_MESSAGE;
  if (draft.audienceSource === 'CONTACT_LIST' && draft.contactListId === '')
    errors.contactListId = REQUIRED_MESSAGES.contactListId;
  if (draft.audienceSource === 'CONTACTS' && draft.contacts.length === 0) errors.contacts = REQUIRED_MESSAGES.contacts;

  const parsed = CreateCampaignInputSchema.safeParse(toCampaignInput(draft));
  if (!parsed.success) {
    for (const [field, message] of Object.entries(draftErrorsOf(parsed.error.issues))) {
      errors[field as DraftField] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors };
  return { ok: true, input: parsed.data };
}

/** The messages of one part of the settings. */
function sectionErrors(errors: DraftErrors, section: CampaignSection): DraftErrors {
  const fields = SECTION_FIELDS[section];
  return Object.fromEntries(Object.entries(errors).filter(([field]) => fields.includes(field as DraftField)));
}

/** Checks one part of the settings: the messages of its fields only (later parts are checked in their turn). */
export function checkSection(draft: CampaignDraft, section: CampaignSection): DraftErrors {
  const check = checkDraft(draft);
  return check.ok ? {} : sectionErrors(check.errors, section);
}

/** The first part, in order, that has a message; undefined when none has. */
export function firstSectionWithErrors(errors: DraftErrors): CampaignSection | undefined {
  return CAMPAIGN_SECTIONS.find((section) => Object.keys(sectionErrors(errors, section)).length > 0);
}

/** The draft without the message of a field the user just changed. */
export function withoutError(errors: DraftErrors, field: DraftField): DraftErrors {
  if (errors[field] === undefined) return errors;
  const next = { ...errors };
  delete next[field];
  return next;
}

/** What a failed save means for the form: messages on fields, and those that belong to none. */
interface SaveFailure {
  readonly fields: DraftErrors;
  /** messages no field claims (or the failure's own message), for the whole form */
  readonly other: readonly string[];
}

/**
 * A refused save, placed: a 400's field errors on the draft's fields, the rest (and any other
 * failure) as messages of the whole form, written by `describe`.
 */
export function saveFailureOf(error: unknown, describe: (error: unknown) => string): SaveFailure {
  if (error instanceof ApiError && error.status === 400 && error.fieldErrors.length > 0) {
    const fields = draftErrorsOf(error.fieldErrors);
    const other = error.fieldErrors.filter(({ path }) => draftFieldOf(path) === undefined).map(({ message }) => message);
    // a refusal whose messages land nowhere still says why
    return { fields, other: Object.keys(fields).length === 0 && other.length === 0 ? [describe(error)] : [...new Set(other)] };
  }
  return { fields: {}, other: [describe(error)] };
}

/** True when the draft holds something the rep entered (so leaving asks first). */
export function isDraftChanged(draft: CampaignDraft, initial: CampaignDraft = EMPTY_CAMPAIGN_DRAFT): boolean {
  return JSON.stringify(draft) !== JSON.stringify(initial);
}

function isThrottleOption(value: number | undefined): value is ThrottleOption {
  return value !== undefined && (THROTTLE_OPTIONS as readonly number[]).includes(value);
}

/**
 * The draft of a stored campaign, to change its settings. Its chosen contacts are known by id
 * only until `contacts` names them.
 */
export function draftOfCampaign(campaign: Campaign, contacts: readonly ChosenContact[] = []): CampaignDraft {
  const named = new Map(contacts.map((contact) => [contact.id, contact]));
  const chosen = (campaign.contactIds ?? []).map((id) => named.get(id) ?? { id, email: id });
  return {
    name: campaign.name,
    companyId: campaign.companyId,
    productId: campaign.productId,
    callToActionId: campaign.callToActionId,
    channel: campaign.channel,
    language: campaign.language,
    generatorVersion: campaign.generatorVersion,
    sampleEmailIds: campaign.sampleEmailIds ?? [],
    cadenceId: campaign.cadenceId ?? '',
    senderConfigIds: campaign.senderConfigIds,
    throttle: isThrottleOption(campaign.throttle) ? campaign.throttle : EMPTY_CAMPAIGN_DRAFT.throttle,
    sendHour: campaign.sendHour ?? EMPTY_CAMPAIGN_DRAFT.sendHour,
    followUpAfterDays: campaign.followUpAfterDays ?? EMPTY_CAMPAIGN_DRAFT.followUpAfterDays,
    customerProfileId: campaign.customerProfileId ?? '',
    personaId: campaign.personaId ?? '',
    audienceSource: campaign.contactListId === undefined && chosen.length > 0 ? 'CONTACTS' : 'CONTACT_LIST',
    contactListId: campaign.contactListId ?? '',
    contacts: chosen,
  };
}
