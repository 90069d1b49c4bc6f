import * as z from '../schemas/zod';

/** The zone of an instance that names none. */
export const DEFAULT_TIME_ZONE = 'UTC';

/** Whose time zone sending reads office hours and weekdays in. */
const TIME_ZONE_SOURCES = ['RECIPIENT', 'SENDER', 'INSTANCE'] as const;
export const TimeZoneSourceSchema = z.enum(TIME_ZONE_SOURCES);
type TimeZoneSource = z.infer<typeof TimeZoneSourceSchema>;

/** The zones that may be known for one email: the contact's, the sender's and the instance's. */
interface SendingTimeZoneInput {
  readonly contactTimeZone?: string | undefined;
  readonly senderTimeZone?: string | undefined;
  readonly instanceTimeZone?: string | undefined;
}

/** The zone an email's send time is read in, and whose zone it is. */
export interface SendingTimeZone {
  readonly timeZone: string;
  readonly source: TimeZoneSource;
}

function named(zone: string | undefined): zone is string {
  return zone !== undefined && zone.trim() !== '';
}

/**
 * The zone office hours and weekdays are read in for one email: the recipient's when known, else
 * the sender's, else the instance's (UTC when the instance names none).
 */
export function sendingTimeZone(zones: SendingTimeZoneInput): SendingTimeZone {
  if (named(zones.contactTimeZone)) return { timeZone: zones.contactTimeZone, source: 'RECIPIENT' };
  if (named(zones.senderTimeZone)) return { timeZone: zones.senderTimeZone, source: 'SENDER' };
  return { timeZone: named(zones.instanceTimeZone) ? zones.instanceTimeZone : DEFAULT_TIME_ZONE, source: 'INSTANCE' };
}

/** An instance's time zone: the one it names, else UTC. A sender without a zone of its own uses it. */
export function instanceTimeZone(namespace: { readonly timeZone?: string | undefined }): string {
  return named(namespace.timeZone) ? namespace.timeZone : DEFAULT_TIME_ZONE;
}
