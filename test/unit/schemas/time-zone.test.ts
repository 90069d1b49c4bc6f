import { describe, expect, it } from 'vitest';

import { EmailScheduleInputSchema } from '../../../shared/schemas/email-review';
import { TimeZoneSchema, isTimeZone } from '../../../shared/schemas/time-zone';
import { parseOk, problemsOf } from './helpers';

describe('TimeZoneSchema', () => {
  it.each(['Europe/Paris', 'America/Argentina/Buenos_Aires', 'UTC', 'Asia/Kolkata'])('accepts %s as written', (zone) => {
    // Act / Assert
    expect(parseOk(TimeZoneSchema, zone)).toBe(zone);
  });

  it('accepts a zone in any case, and trims it', () => {
    // Act / Assert
    expect(parseOk(TimeZoneSchema, ' europe/paris ')).toBe('europe/paris');
  });

  it.each(['', 'Mars/Olympus', '+01:00', 'Paris'])('rejects %j', (zone) => {
    // Act
    const problems = problemsOf(TimeZoneSchema, zone);
    // Assert
    expect(problems).toEqual([{ path: '', message: 'Time zone must be an IANA name such as Europe/Paris.' }]);
  });

  it('rejects a name longer than 64 characters with its own message', () => {
    // Act
    const problems = problemsOf(TimeZoneSchema, `Europe/${'x'.repeat(60)}`);
    // Assert
    expect(problems).toEqual([{ path: '', message: 'Time zone must be at most 64 characters.' }]);
  });

  it('answers the same for a zone asked twice, in another case', () => {
    // Act / Assert
    expect([isTimeZone('Asia/Tokyo'), isTimeZone('ASIA/TOKYO'), isTimeZone('Asia/Tokio')]).toEqual([true, true, false]);
  });

  it("is not taken from a schedule request: the next slot is read in the recipient's zone, not the rep's", () => {
    // Act
    const problems = problemsOf(EmailScheduleInputSchema, { timeZone: 'Europe/Paris' });
    // Assert
    expect(problems).toEqual([{ path: '', message: '"timeZone" is not a known field. Remove it.' }]);
  });
});
