import { offeredGeneratorVersions, type Channel, type GeneratorVersion, type Language } from '../../../../shared/domain/campaign';
import { NO_SENDER_MESSAGE, UpdateCampaignInputSchema, type Campaign } from '../../../../shared/schemas/campaign';
import { AUDIENCE_REQUIRED_MESSAGE } from '../../../../shared/schemas/campaign-generation';
import { formErrorsOf, type FormErrors } from '../../components/resource-page/field-errors';
import { CAMPAIGN_SETTINGS_STRINGS as S } from './strings';

/** The settings the edit form changes, named as the update input names them. */
export const SETTINGS_FIELDS = [
  'name',
  'channel',
  'language',
  'generatorVersion',
  'senderConfigIds',
  'throttle',
  'sendHour',
  'followUpAfterDays',
  'contactListId',
] as const;
export type SettingsField = (typeof SETTINGS_FIELDS)[number];

/** The values of the form: text as typed, choices as chosen ('' for "not set"). */
export interface SettingsValues {
  readonly name: string;
  readonly channel: Channel;
  readonly language: Language;
  readonly generatorVersion: GeneratorVersion;
  readonly senderConfigIds: readonly string[];
  /** emails a day per sender, as text ('' when not set) */
  readonly throttle: string;
  /** the hour, as text ('' when not set) */
  readonly sendHour: string;
  /** days before the automatic cadence's first follow-up, as text ('' when not set: its own 3) */
  readonly followUpAfterDays: string;
  readonly contactListId: string;
}

/** The form's values for a stored campaign. */
export function settingsValuesOf(campaign: Campaign): SettingsValues {
  return {
    name: campaign.name,
    channel: campaign.channel,
    language: campaign.language,
    generatorVersion: campaign.generatorVersion,
    senderConfigIds: [...campaign.senderConfigIds],
    throttle: campaign.throttle === undefined ? '' : String(campaign.throttle),
    sendHour: campaign.sendHour === undefined ? '' : String(campaign.sendHour),
    followUpAfterDays: campaign.followUpAfterDays === undefined ? '' : String(campaign.followUpAfterDays),
    contactListId: campaign.contactListId ?? '',
  };
}

function sameMembers(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id) => b.includes(id));
}

/** An optional number setting: unchanged (undefined), cleared (null), or its new value. */
function numberChange(text: string, stored: number | undefined): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return stored === undefined ? undefined : null;
  const value = Number(trimmed);
  return value === stored ? undefined : value;
}

/**
 * The update input of the form: only what changed (an update never touches a setting it does not
 * name), cleared optional settings as null. The channel goes with a change of senders, as the
 * senders rule depends on it.
 */
export function settingsChanges(campaign: Campaign, values: SettingsValues): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  if (values.name.trim() !== campaign.name) input.name = values.name;
  if (values.channel !== campaign.channel) input.channel = values.channel;
  if (values.language !== campaign.language) input.language = values.language;
  if (values.generatorVersion !== campaign.generatorVersion) input.generatorVersion = values.generatorVersion;
  if (!sameMembers(values.senderConfigIds, campaign.senderConfigIds)) {
    input.senderConfigIds = [...values.senderConfigIds];
    input.channel = values.channel;
  }
  const throttle = numberChange(values.throttle, campaign.throttle);
  if (throttle !== undefined) input.throttle = throttle;
  const sendHour = numberChange(values.sendHour, campaign.sendHour);
  if (sendHour !== undefined) input.sendHour = sendHour;
  const followUpAfterDays = numberChange(values.followUpAfterDays, campaign.followUpAfterDays);
  if (followUpAfterDays !== undefined) input.followUpAfterDays = followUpAfterDays;
  if (values.contactListId !== (campaign.contactListId ?? '')) {
    input.contactListId = values.contactListId === '' ? null : values.contactListId;
  }
  return input;
}

/** The outcome of checking the form before it is sent. */
export type SettingsCheck =
  { readonly ok: true; readonly input: Record<string, unknown> } | { readonly ok: false; readonly errors: FormErrors };

/**
 * Checks the changes with the route's update schema, each problem on its field; an audience left
 * with nobody (no contact list and no contact chosen one by one) is refused as the wizard refuses it.
 */
export function checkSettings(campaign: Campaign, values: SettingsValues): SettingsCheck {
  const input = settingsChanges(campaign, values);
  if (Object.keys(input).length === 0) return { ok: false, errors: { fields: {}, paths: {}, form: [S.nothingChanged] } };
  const issues: { path: (string | number)[]; message: string }[] = [];
  if (input.contactListId === null && (campaign.contactIds?.length ?? 0) === 0) {
    issues.push({ path: ['contactListId'], message: AUDIENCE_REQUIRED_MESSAGE });
  }
  // the schema checks its senders rule only once every field is valid; the form shows all at once
  const sendersTouched = 'senderConfigIds' in input || 'channel' in input;
  if (values.senderConfigIds.length === 0 && values.channel !== 'LINKEDIN' && sendersTouched) {
    issues.push({ path: ['senderConfigIds'], message: NO_SENDER_MESSAGE });
  }
  const parsed = UpdateCampaignInputSchema.safeParse(input);
  const all = [...issues, ...(parsed.success ? [] : parsed.error.issues)];
  if (all.length > 0) return { ok: false, errors: formErrorsOf(all, SETTINGS_FIELDS) };
  return { ok: true, input };
}

/** The generator versions offered: the selectable ones, and the campaign's own when it is not one of them. */
export function generatorVersionChoices(current: GeneratorVersion): GeneratorVersion[] {
  const offered = offeredGeneratorVersions();
  return offered.includes(current) ? offered : [current, ...offered];
}

/** An hour of the day as a clock time: 9 → `9:00 AM`, 12 → `12:00 PM`, 17 → `5:00 PM`. */
export function formatSendHour(hour: number): string {
  const suffix = hour < 12 ? 'AM' : 'PM';
  const onClock = hour % 12 === 0 ? 12 : hour % 12;
  return `${onClock}:00 ${suffix}`;
}
