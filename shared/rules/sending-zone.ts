import { sendingTimeZone, type SendingTimeZone } from '../domain/time-zone';

/** Anything that may name a time zone: a contact, a sender. */
interface Zoned {
  readonly timeZone?: string | undefined;
}

/**
 * The zone one email's office hours, weekdays and send hour are read in (sendingTimeZone): the
 * recipient's when the contact names one, else the sender's, else the instance's. The instance's
 * zone costs a read, so it is asked only when neither names one.
 */
export async function emailTimeZone(
  contact: Zoned | null | undefined,
  sender: Zoned | null | undefined,
  instanceTimeZone: () => Promise<string>,
): Promise<SendingTimeZone> {
  const known = sendingTimeZone({ contactTimeZone: contact?.timeZone, senderTimeZone: sender?.timeZone });
  if (known.source !== 'INSTANCE') return known;
  return sendingTimeZone({ instanceTimeZone: await instanceTimeZone() });
}

/**
 * The zone a mailbox's day is counted in (its daily cap, warm-up, bounces): the same rule with no
 * recipient, so the sender's zone, else the instance's. A mailbox has one day, whoever it writes to.
 */
export async function mailboxTimeZone(
  sender: Zoned | null | undefined,
  instanceTimeZone: () => Promise<string>,
): Promise<string> {
  return (await emailTimeZone(null, sender, instanceTimeZone)).timeZone;
}
