import { describe, expect, it } from 'vitest';

import type { DashboardCampaign } from '../../../shared/api/schemas';
import { lastWeeks, noOutcomes, outcomeRates, weekOf } from '../../../shared/domain/outcomes';
import { timeSavedMinutes } from '../../../shared/domain/prospector';
import { pageOfCampaigns, sortCampaigns } from '../../../web/src/pages/dashboard/campaign-rows';
import {
  formatCount,
  formatHoursAndMinutes,
  formatRate,
  formatWeekLabel,
  formatWeekRange,
} from '../../../web/src/pages/dashboard/format';

describe('time saved on the dashboard', () => {
  it.each([
    [0, '0 min'],
    [40, '40 min'],
    [60, '1 h'],
    [120, '2 h'],
    [5000, '83 h 20 min'],
    [90_000, '1,500 h'],
    [-5, '0 min'],
    [59.6, '1 h'],
  ])('shows %d minutes as %s', (minutes, expected) => {
    expect(formatHoursAndMinutes(minutes)).toBe(expected);
  });

  it('counts 10 minutes of writing and 10 of research per contact emailed', () => {
    expect(formatHoursAndMinutes(timeSavedMinutes(7))).toBe('2 h 20 min');
    expect(formatHoursAndMinutes(timeSavedMinutes(0))).toBe('0 min');
  });

  it('separates thousands in counts', () => {
    expect(formatCount(12_500)).toBe('12,500');
    expect(formatCount(7)).toBe('7');
  });
});

describe('rates on the dashboard', () => {
  it.each([
    [0, '0%'],
    [0.375, '37.5%'],
    [1 / 3, '33.3%'],
    [0.1234, '12.3%'],
    [1, '100%'],
    [1.5, '100%'],
    [-0.2, '0%'],
    [Number.NaN, '0%'],
  ])('shows the share %d as %s', (rate, expected) => {
    expect(formatRate(rate)).toBe(expected);
  });

  it('divides each outcome by the emails sent, and answers 0 when nothing was sent', () => {
    expect(outcomeRates({ ...noOutcomes(), sent: 8, opened: 3, clicked: 2, replied: 1, bounced: 2, unsubscribed: 2 })).toEqual({
      opened: 0.375,
      clicked: 0.25,
      replied: 0.125,
      bounced: 0.25,
      unsubscribed: 0.25,
    });
    expect(outcomeRates({ ...noOutcomes(), opened: 4 })).toEqual({
      opened: 0,
      clicked: 0,
      replied: 0,
      bounced: 0,
      unsubscribed: 0,
    });
  });
});

describe('weeks on the dashboard', () => {
  it.each([
    ['2026-03-02T00:00:00.000Z', '2026-03-02'],
    ['2026-03-04T23:00:00.000Z', '2026-03-02'],
    ['2026-03-08T23:59:59.999Z', '2026-03-02'],
    ['2026-03-09T00:00:00.000Z', '2026-03-09'],
    ['2026-01-01T12:00:00.000Z', '2025-12-29'],
  ])('puts %s in the week of Monday %s (UTC)', (instant, monday) => {
    expect(weekOf(instant)).toBe(monday);
  });

  it('lists the last 8 Mondays, oldest first, the current week last', () => {
    expect(lastWeeks(new Date('2026-03-18T12:00:00.000Z'))).toEqual([
      '2026-01-26',
      '2026-02-02',
      '2026-02-09',
      '2026-02-16',
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
  });

  it('labels a week by its Monday, and spells its range out to the Sunday across months and years', () => {
    expect(formatWeekLabel('2026-03-02')).toBe('Mar 2');
    expect(formatWeekRange('2026-03-30')).toBe('Mar 30 – Apr 5');
    expect(formatWeekRange('2025-12-29')).toBe('Dec 29 – Jan 4');
  });
});

function campaign(name: string, sent: number, opened: number): DashboardCampaign {
  const counts = { ...noOutcomes(), sent, opened };
  return { id: name, name, status: 'RUNNING', counts, rates: outcomeRates(counts) };
}

describe('the campaign table on the dashboard', () => {
  const rows = [campaign('beta', 10, 5), campaign('Alpha', 40, 4), campaign('gamma', 20, 10)];

  it('sorts by name without regard to case, by a count, or by a rate, either way', () => {
    expect(sortCampaigns(rows, 'name', false).map((row) => row.name)).toEqual(['Alpha', 'beta', 'gamma']);
    expect(sortCampaigns(rows, 'counts.sent', true).map((row) => row.name)).toEqual(['Alpha', 'gamma', 'beta']);
    expect(sortCampaigns(rows, 'rates.opened', false).map((row) => row.name)).toEqual(['Alpha', 'beta', 'gamma']);
  });

  it('keeps the order answered when no column is chosen', () => {
    expect(sortCampaigns(rows, undefined, false).map((row) => row.name)).toEqual(['beta', 'Alpha', 'gamma']);
  });

  it('pages the rows, keeping the page asked within the pages there are', () => {
    const many = Array.from({ length: 23 }, (_, index) => index);

    expect(pageOfCampaigns(many, 3, 10)).toEqual({ items: [20, 21, 22], pagesCount: 3, currentPage: 3 });
    expect(pageOfCampaigns(many, 9, 10).currentPage).toBe(3);
    expect(pageOfCampaigns([], 1, 10)).toEqual({ items: [], pagesCount: 1, currentPage: 1 });
  });
});
