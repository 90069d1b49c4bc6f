import { describe, expect, it } from 'vitest';

import { instanceTimeZone, sendingTimeZone } from '../../../shared/domain/time-zone';

describe('sendingTimeZone', () => {
  it("reads office hours in the recipient's zone when it is known", () => {
    const zone = sendingTimeZone({
      contactTimeZone: 'Asia/Tokyo',
      senderTimeZone: 'Europe/Paris',
      instanceTimeZone: 'America/New_York',
    });
    expect(zone).toEqual({ timeZone: 'Asia/Tokyo', source: 'RECIPIENT' });
  });

  it("uses the sender's zone when the recipient's is unknown", () => {
    const zone = sendingTimeZone({ senderTimeZone: 'Europe/Paris', instanceTimeZone: 'America/New_York' });
    expect(zone).toEqual({ timeZone: 'Europe/Paris', source: 'SENDER' });
  });

  it("uses the instance's zone when neither the recipient nor the sender names one", () => {
    const zone = sendingTimeZone({ contactTimeZone: ' ', instanceTimeZone: 'America/New_York' });
    expect(zone).toEqual({ timeZone: 'America/New_York', source: 'INSTANCE' });
  });

  it('falls back to UTC, as the instance, when no zone is known at all', () => {
    const zone = sendingTimeZone({});
    expect(zone).toEqual({ timeZone: 'UTC', source: 'INSTANCE' });
  });
});

describe('instanceTimeZone', () => {
  it('is the zone the instance names', () => {
    expect(instanceTimeZone({ timeZone: 'Europe/Berlin' })).toBe('Europe/Berlin');
  });

  it('is UTC for an instance that names none', () => {
    expect(instanceTimeZone({})).toBe('UTC');
    expect(instanceTimeZone({ timeZone: '' })).toBe('UTC');
  });
});
