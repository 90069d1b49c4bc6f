import { createHash } from 'node:crypto';

import { inSendWindow, nextSendSlot, type SendWindow } from '../../../shared/rules/send-slot';

/**
 * The most jitter a planned send time carries after the window opens (ms): the emails held overnight
 * spread over the first quarter hour instead of all leaving at 9:00.
 */
export const SEND_TIME_JITTER_MS = 15 * 60 * 1000;

/** The most jitter of an email due while the window is open (ms): enough that sends never fall on the minute. */
export const OPEN_WINDOW_JITTER_MS = 2 * 60 * 1000;

/** The zones a send time is read in: the recipient's when known, else the sender's. */
export interface SendZones {
  /** the contact's IANA time zone, when known */
  readonly recipient?: string | undefined;
  /** the sender's time zone (the instance's by default) */
  readonly sender: string;
}

/** A planned send time and the zone its office hours and weekdays were read in. */
export interface PlannedSendTime {
  readonly at: Date;
  readonly timeZone: string;
}

/** A fraction in [0, 1) from the email's id: the same email always gets the same jitter. */
function fractionOf(emailId: string): number {
  return createHash('sha256').update(emailId).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * When an email may be sent at the earliest from `from`: the next slot the window allows in the
 * recipient's time zone (the sender's when the recipient's is unknown), plus jitter derived from
 * the email's id (up to 15 minutes after the window opens, up to 2 while it is open), so that a
 * mailbox never sends on the minute and planning the same email twice gives the same time. The
 * jittered time stays inside the window.
 */
export function plannedSendTime(
  from: Date,
  window: Omit<SendWindow, 'timeZone'>,
  zones: SendZones,
  emailId: string,
): PlannedSendTime {
  const timeZone = zones.recipient ?? zones.sender;
  const rules = { ...window, timeZone };
  const slot = nextSendSlot(from, rules);
  const spread = slot.getTime() > from.getTime() ? SEND_TIME_JITTER_MS : OPEN_WINDOW_JITTER_MS;
  const jittered = new Date(slot.getTime() + Math.floor(fractionOf(emailId) * spread));
  // jitter that runs past closing time waits for the next opening, jittered from there
  const at = inSendWindow(jittered, rules) ? jittered : nextSendSlot(jittered, rules);
  return { at, timeZone };
}
