import {
  CHANNELS,
  GENERATOR_VERSION_LABELS,
  LANGUAGES,
  offeredGeneratorVersions,
  type Channel,
  type GeneratorVersion,
  type Language,
} from '../../../../shared/domain/campaign';
import { SEND_AFTER_DAYS, SEND_TIME_OPTIONS, THROTTLE_OPTIONS, type ThrottleOption } from '../../../../shared/domain/sending';

/** A choice of a select: the value sent and the text shown. */
export interface Choice<V extends string | number> {
  readonly value: V;
  readonly label: string;
}

export const CHANNEL_LABELS: Readonly<Record<Channel, string>> = { EMAIL: 'Email', LINKEDIN: 'LinkedIn' };

export const LANGUAGE_LABELS: Readonly<Record<Language, string>> = {
  ENGLISH: 'English',
  FRENCH: 'French',
  GERMAN: 'German',
  SPANISH: 'Spanish',
};

export const CHANNEL_CHOICES: readonly Choice<Channel>[] = CHANNELS.map((value) => ({ value, label: CHANNEL_LABELS[value] }));
export const LANGUAGE_CHOICES: readonly Choice<Language>[] = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

/**
 * The generator versions offered, default first ('Shorter V3 (No Links)'); the integration-only
 * versions only to the product's own integration type.
 */
export function generatorVersionChoices(options: { productIntegration?: boolean } = {}): Choice<GeneratorVersion>[] {
  return offeredGeneratorVersions(options).map((value) => ({ value, label: GENERATOR_VERSION_LABELS[value] }));
}

/** A whole hour of the day on a 12-hour clock: 9 → '9:00 AM', 12 → '12:00 PM', 17 → '5:00 PM'. */
export function formatSendHour(hour: number): string {
  const hours = ((Math.trunc(hour) % 24) + 24) % 24;
  const suffix = hours < 12 ? 'AM' : 'PM';
  const onClock = hours % 12 === 0 ? 12 : hours % 12;
  return `${onClock}:00 ${suffix}`;
}

/** A throttle as the rep reads it: '20 emails a day per sender'. */
export function formatThrottle(throttle: number): string {
  return `${throttle} ${throttle === 1 ? 'email' : 'emails'} a day per sender`;
}

/** A follow-up delay as the rep reads it: '1 day', '3 days'. */
export function formatFollowUpDays(days: number): string {
  return `${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The follow-up delays offered, 1 to 30 days. */
export const FOLLOW_UP_DAY_CHOICES: readonly Choice<number>[] = Array.from(
  { length: SEND_AFTER_DAYS.max - SEND_AFTER_DAYS.min + 1 },
  (_, index) => ({ value: SEND_AFTER_DAYS.min + index, label: formatFollowUpDays(SEND_AFTER_DAYS.min + index) }),
);

/** The send hours offered, 9:00 AM to 5:00 PM. */
export const SEND_HOUR_CHOICES: readonly Choice<number>[] = SEND_TIME_OPTIONS.map((value) => ({
  value,
  label: formatSendHour(value),
}));

/** The throttles offered, as daily caps per sender. */
export const THROTTLE_CHOICES: readonly Choice<ThrottleOption>[] = THROTTLE_OPTIONS.map((value) => ({
  value,
  label: formatThrottle(value),
}));
