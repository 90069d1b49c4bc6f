import { DEFAULT_TIME_ZONE } from '../../../shared/domain/time-zone';

/** The browser's time zone (`Europe/Paris`), or UTC when it names none. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return typeof zone === 'string' && zone !== '' ? zone : DEFAULT_TIME_ZONE;
}

let choices: readonly string[] | undefined;

/** Every time zone the browser knows, UTC first, then by name; read once. */
export function timeZoneChoices(): readonly string[] {
  choices ??= [DEFAULT_TIME_ZONE, ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== DEFAULT_TIME_ZONE)];
  return choices;
}

/** A zone as people read it: `America/New_York` → `America/New York`. */
export function timeZoneLabel(zone: string): string {
  return zone.replaceAll('_', ' ');
}

let labels: Readonly<Record<string, string>> | undefined;

/** The label of each of {@link timeZoneChoices}, for a select. */
export function timeZoneLabels(): Readonly<Record<string, string>> {
  labels ??= Object.fromEntries(timeZoneChoices().map((zone) => [zone, timeZoneLabel(zone)]));
  return labels;
}
