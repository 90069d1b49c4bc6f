import type { SenderUsageResponse } from '../../../../shared/api/schemas';
import { timeZoneLabel } from '../../app/time-zones';
import { SENDER_USAGE_STRINGS as S } from './strings';

/** How far through its daily cap a mailbox is, 0 to 100: the sends given out today, sent or planned. */
export function dailyCapPercent(usage: Pick<SenderUsageResponse, 'reservedToday' | 'sentToday' | 'dailyCap'>): number {
  const used = Math.max(usage.reservedToday, usage.sentToday);
  if (usage.dailyCap <= 0) return used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / usage.dailyCap) * 100));
}

/** '12 of 30 sent today'. */
export function sentTodayText(usage: Pick<SenderUsageResponse, 'sentToday' | 'dailyCap'>): string {
  return S.sentOfCap(usage.sentToday, usage.dailyCap);
}

/** The sends given out today that have not left yet: '3 more planned today'. */
export function plannedTodayText(usage: Pick<SenderUsageResponse, 'sentToday' | 'reservedToday'>): string {
  const planned = usage.reservedToday - usage.sentToday;
  return planned > 0 ? S.planned(planned) : S.nonePlanned;
}

/** The daily cap and the limit that sets it: '30 a day: the largest throttle of its campaigns (20, 30)'. */
export function dailyCapText(usage: Pick<SenderUsageResponse, 'dailyCap' | 'capSource' | 'throttles' | 'warmUp'>): string {
  switch (usage.capSource) {
    case 'WARM_UP':
      return S.capSource.warmUp(usage.dailyCap, usage.warmUp.day);
    case 'PROVIDER':
      return S.capSource.provider(usage.dailyCap);
    case 'SENDER':
      return S.capSource.sender(usage.dailyCap);
    default:
      return S.capSource.throttle(usage.dailyCap, usage.throttles);
  }
}

/** Where the mailbox stands in warm-up: 'Warming up: day 4, 16 a day, 48 of 150 this week, 60 of 200 messages'. */
export function warmUpText(warmUp: SenderUsageResponse['warmUp']): string {
  if (!warmUp.active) return S.warmedUp(warmUp.sentTotal);
  return S.warmingUp(warmUp.day, warmUp.dailyCap, warmUp.sentThisWeek, warmUp.weekCap, warmUp.sentTotal, warmUp.until);
}

/** The sender's day and zone: 'Tue 3 Mar 2026 in Asia/Tokyo'. */
export function usageDayText(usage: Pick<SenderUsageResponse, 'day' | 'timeZone'>, locale?: string): string {
  const at = new Date(`${usage.day}T00:00:00.000Z`);
  // the day is a calendar day: read in UTC it stays that day whatever the browser's zone
  const day = Number.isNaN(at.getTime())
    ? usage.day
    : new Intl.DateTimeFormat(locale, {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(at);
  return S.day(day, timeZoneLabel(usage.timeZone));
}
