import { TIME_ZONE_MAX_LENGTH, isTimeZone } from '../rules/time-zone';
import * as z from './zod';

export const TIME_ZONE_MESSAGE = 'Time zone must be an IANA name such as Europe/Paris.';

export { TIME_ZONE_MAX_LENGTH, isTimeZone };

/** A time zone the runtime knows, trimmed and kept as written (`Europe/Paris`, `UTC`). */
export const TimeZoneSchema = z
  .string({
    error: (issue) =>
      issue.input === undefined ? 'Time zone is required.' : 'Time zone must be text, an IANA name such as Europe/Paris.',
  })
  .check(
    z.trim(),
    z.maxLength(TIME_ZONE_MAX_LENGTH, { error: `Time zone must be at most ${TIME_ZONE_MAX_LENGTH} characters.`, abort: true }),
    z.refine(isTimeZone, TIME_ZONE_MESSAGE),
  );
