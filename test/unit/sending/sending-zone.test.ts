import { describe, expect, it } from 'vitest';

import { emailTimeZone, mailboxTimeZone } from '../../../shared/rules/sending-zone';

/** The instance's zone as a reader that counts how often it is asked. */
function instance(zone: string) {
  let asked = 0;
  return {
    get asked() {
      return asked;
    },
    read: () => {
      asked += 1;
      return Promise.resolve(zone);
    },
  };
}

describe("an email's sending zone", () => {
  it("is the recipient's when the contact names one, without reading the instance", async () => {
    const zones = instance('America/New_York');

    const zone = await emailTimeZone({ timeZone: 'Asia/Tokyo' }, { timeZone: 'Europe/Paris' }, zones.read);

    expect(zone).toEqual({ timeZone: 'Asia/Tokyo', source: 'RECIPIENT' });
    expect(zones.asked).toBe(0);
  });

  it("is the sender's when the contact names none (or a blank one)", async () => {
    const zone = await emailTimeZone({ timeZone: ' ' }, { timeZone: 'Europe/Paris' }, instance('UTC').read);

    expect(zone).toEqual({ timeZone: 'Europe/Paris', source: 'SENDER' });
  });

  it("is the instance's when neither names one, or the contact and sender are gone", async () => {
    expect(await emailTimeZone({}, {}, instance('America/New_York').read)).toEqual({
      timeZone: 'America/New_York',
      source: 'INSTANCE',
    });
    expect(await emailTimeZone(null, null, instance('').read)).toEqual({ timeZone: 'UTC', source: 'INSTANCE' });
  });
});

describe("a mailbox's day zone", () => {
  it("is the sender's, else the instance's: the recipient's never moves a mailbox's day", async () => {
    const zones = instance('Pacific/Pago_Pago');

    expect(await mailboxTimeZone({ timeZone: 'Asia/Tokyo' }, zones.read)).toBe('Asia/Tokyo');
    expect(zones.asked).toBe(0);
    expect(await mailboxTimeZone({ timeZone: '' }, zones.read)).toBe('Pacific/Pago_Pago');
    expect(await mailboxTimeZone(null, zones.read)).toBe('Pacific/Pago_Pago');
  });
});
