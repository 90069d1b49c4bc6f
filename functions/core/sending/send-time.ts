import { createHash } from 'node:crypto';

import { inSendWindow, nextSendSlot } from '../../../shared/rules/send-slot';
import type { ZonedSendWindow } from '../options/send-window';

/**
 * The most jitter a planned send time carries after the window opens (ms): the emails held overnight
 * spread over the first quarter hour instead of all leaving at 9:00.
 */
export const SEND_TIME_JITTER_MS = 15 * 60 * 1000;

/** The most jitter of an email due while the window is open (ms): enough that sends never fall on the minute. */
export const OPEN_WINDOW_JITTER_MS = 2 * 60 * 1000;

/** A planned send time and the zone its office hours and weekdays were read in. */
interface PlannedSendTime {
  readonly at: Date;
  readonly timeZone: string;
}

/** A fraction in [0, 1) from the email's id: the same email always gets the same jitter. */
function fractionOf(emailId: string): number {
  return createHash('sha256').update(emailId).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * When an email may be sent at the earliest from `from`: the next slot its window allows, in the
 * window's zone (emailSendWindow, emailTimeZone), plus jitter derived from the email's id (up to 15
 * minutes after the window opens, up to 2 while it is open), so that a mailbox never sends on the
 * minute and planning the same email twice gives the same time. The jittered time stays inside the
 * window.
 */
export function plannedSendTime(from: Date, window: ZonedSendWindow, emailId: string): PlannedSendTime {
  const slot = nextSendSlot(from, window);
  // the slot of a time inside the window is its next whole minute: that is not a wait for the opening
  const spread = inSendWindow(from, window) ? OPEN_WINDOW_JITTER_MS : SEND_TIME_JITTER_MS;
  const jittered = new Date(slot.getTime() + Math.floor(fractionOf(emailId) * spread));
  // jitter that runs past closing time waits for the next opening, jittered from there
  const at = inSendWindow(jittered, window) ? jittered : nextSendSlot(jittered, window);
  return { at, timeZone: window.timeZone };
}
