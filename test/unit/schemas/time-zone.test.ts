import { describe, expect, it } from 'vitest';

import { EmailScheduleInputSchema } from '../../../shared/schemas/email-review';
import { TimeZoneSchema, isTimeZone } from '../../../shared/schemas/time-zone';
import { parseOk, problemsOf } from './helpers';

describe('TimeZoneSchema', () => {
  it.each(['Europe/Paris', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Kolkata'])('accepts %s as written', (zone) => {
    expect(parseOk(TimeZoneSchema, zone)).toBe(zone);
  });

  it('accepts a zone in any case, and trims it', () => {
    expect(parseOk(TimeZoneSchema, ' europe/paris ')).toBe('europe/paris');
  });

  it.each(['', 'Mars/Olympus', '+01:00', 'Paris'])('rejects %j', (zone) => {
    const problems = problemsOf(TimeZoneSchema, zone);
    expect(problems).toEqual([{ path: '', message: 'Time zone must be an IANA name such as Europe/Paris.' }]);
  });

  it('rejects a name longer than 64 characters with its own message', () => {
    const problems = problemsOf(TimeZoneSchema, `Europe/${'x'.repeat(60)}`);
    expect(problems).toEqual([{ path: '', message: 'Time zone must be at most 64 characters.' }]);
  });

  it('answers the same for a zone asked twice, in another case', () => {
    expect([isTimeZone('Asia/Tokyo'), isTimeZone('ASIA/TOKYO'), isTimeZone('Asia/Tokio')]).toEqual([true, true, false]);
  });

  it("is not taken from a schedule request: the next slot is read in the recipient's zone, not the rep's", () => {
    const problems = problemsOf(EmailScheduleInputSchema, { timeZone: 'Europe/Paris' });
    expect(problems).toEqual([{ path: '', message: '"timeZone" is not a known field. Remove it.' }]);
  });
});
