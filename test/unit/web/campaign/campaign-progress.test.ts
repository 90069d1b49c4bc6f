import { describe, expect, it } from 'vitest';

import type { CampaignProgress } from '../../../../shared/schemas/campaign-generation';
import {
  formatCount,
  outreachSummary,
  progressCounts,
  writingSummary,
  writtenPercent,
  writtenSummary,
} from '../../../../web/src/pages/campaign/campaign-progress';

const NONE: CampaignProgress = {
  inScope: 0,
  queued: 0,
  written: 0,
  failed: 0,
  scheduled: 0,
  sent: 0,
  opened: 0,
  clicked: 0,
  replied: 0,
  bounced: 0,
  complained: 0,
  unsubscribed: 0,
  contactsEmailed: 0,
};

function progress(counts: Partial<CampaignProgress>): CampaignProgress {
  return { ...NONE, ...counts };
}

describe('campaign progress as the pages show it', () => {
  it('shows written against the contacts in scope', () => {
    expect(writtenSummary(progress({ written: 12, inScope: 40 }))).toBe('12/40 written');
    expect(writtenSummary(progress({ written: 1250, inScope: 2000 }))).toBe('1,250/2,000 written');
  });

  it('adds the failed emails to the writing summary only when some failed', () => {
    expect(writingSummary(progress({ written: 12, inScope: 40 }))).toBe('12/40 written');
    expect(writingSummary(progress({ written: 12, inScope: 40, failed: 2 }))).toBe('12/40 written · 2 failed');
  });

  it('sums up what was scheduled, sent, opened and replied', () => {
    expect(outreachSummary(progress({ scheduled: 5, sent: 8, opened: 2, replied: 1 }))).toBe(
      '5 scheduled · 8 sent · 2 opened · 1 replied',
    );
  });

  it.each([
    [{ written: 0, inScope: 0 }, 0],
    [{ written: 10, inScope: 40 }, 25],
    [{ written: 1, inScope: 3 }, 33],
    [{ written: 45, inScope: 40 }, 100],
  ])('puts %j at %d percent', (counts, percent) => {
    expect(writtenPercent(progress(counts))).toBe(percent);
  });

  it('lists every count under its label, in the contract order', () => {
    const counts = progressCounts(progress({ inScope: 40, written: 12, opened: 3 }));

    expect(counts.map((count) => count.label)).toEqual([
      'Contacts in scope',
      'Being written',
      'Written',
      'Failed',
      'Scheduled',
      'Sent',
      'Opened',
      'Clicked',
      'Replied',
      'Bounced',
      'Reported as spam',
      'Unsubscribed',
      'Contacts emailed',
    ]);
    expect(counts.find((count) => count.field === 'written')?.value).toBe('12');
  });

  it('never shows a negative or fractional count', () => {
    expect(formatCount(-3)).toBe('0');
    expect(formatCount(2.6)).toBe('3');
    expect(formatCount(Number.NaN)).toBe('0');
  });
});
