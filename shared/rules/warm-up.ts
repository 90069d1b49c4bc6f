import type { SenderStatus, SenderType } from '../domain/sender';
import { WARM_UP } from '../domain/sending';

/**
 * Warm-up: a newly added mailbox sends a little at first and more each day, so that mailbox
 * providers learn to trust it before it sends at full volume. It starts at 10 a day, rises by 2 a
 * day to 30, sends at most 150 a week, and ends at its 200th message (it becomes ACTIVE then). The
 * caps are worked out from the day it was added and its count of sends, so no job has to raise them.
 */

const DAY_MS = 24 * 3_600_000;

/** How much warm-up's daily cap rises each day of warm-up, from 10 to 30. */
const WARM_UP_DAILY_STEP = 2;

/** Warm-up's daily cap on day `day` of warm-up counted from 0: 10 at first, 2 more each day, at most 30. */
export function warmUpDailyCap(day: number): number {
  const steps = Math.max(0, Math.floor(day));
  return Math.min(WARM_UP.maxThreadsPerDay, WARM_UP.initialThreadsPerDay + steps * WARM_UP_DAILY_STEP);
}

/** The day of warm-up at `now` of a sender added at `createdAt`: 1 on the day it was added (the limits count from 0). */
export function warmUpDayOf(createdAt: string, now: number): number {
  return Math.max(1, Math.floor((now - Date.parse(createdAt)) / DAY_MS) + 1);
}

/**
 * The status a newly added mailbox starts with: WARMING_UP, unless the rep answers that it has
 * already sent at least 200 messages (it has its reputation already). A test sender (STUB) is
 * always ACTIVE: nothing leaves the app, so there is no reputation to build.
 */
export function initialSenderStatus(type: SenderType, alreadyWarmedUp: boolean | undefined): SenderStatus {
  return type === 'STUB' || alreadyWarmedUp === true ? 'ACTIVE' : 'WARMING_UP';
}
