import {
  CAMPAIGN_PROGRESS_FIELDS,
  CAMPAIGN_PROGRESS_LABELS,
  type CampaignProgressField,
} from '../../../../shared/domain/campaign';
import type { CampaignProgress } from '../../../../shared/schemas/campaign-generation';

/** A count as shown: whole, never negative, thousands separated (`1,250`). */
export function formatCount(count: number): string {
  const whole = Number.isFinite(count) ? Math.max(0, Math.round(count)) : 0;
  return whole.toLocaleString('en-US');
}

/** Emails written so far against the contacts in scope: `12/40 written`. */
export function writtenSummary(progress: CampaignProgress): string {
  return `${formatCount(progress.written)}/${formatCount(progress.inScope)} written`;
}

/** The list's writing cell: `12/40 written`, with `· 2 failed` when some failed. */
export function writingSummary(progress: CampaignProgress): string {
  const written = writtenSummary(progress);
  return progress.failed > 0 ? `${written} · ${formatCount(progress.failed)} failed` : written;
}

/** The list's outreach cell: `5 scheduled · 8 sent · 2 opened · 1 replied`. */
export function outreachSummary(progress: CampaignProgress): string {
  return (['scheduled', 'sent', 'opened', 'replied'] as const)
    .map((field) => `${formatCount(progress[field])} ${field}`)
    .join(' · ');
}

/** How much of the audience has an email written, 0–100 (0 with nobody in scope). */
export function writtenPercent(progress: CampaignProgress): number {
  if (!(progress.inScope > 0)) return 0;
  const percent = Math.round((Math.max(0, progress.written) / progress.inScope) * 100);
  return Math.min(100, percent);
}

/** One count of a campaign's progress, with the label that names it. */
export interface ProgressCount {
  readonly field: CampaignProgressField;
  readonly label: string;
  readonly value: string;
}

/** Every count of the progress, in CAMPAIGN_PROGRESS_FIELDS order, with CAMPAIGN_PROGRESS_LABELS. */
export function progressCounts(progress: CampaignProgress): ProgressCount[] {
  return CAMPAIGN_PROGRESS_FIELDS.map((field) => ({
    field,
    label: CAMPAIGN_PROGRESS_LABELS[field],
    value: formatCount(progress[field]),
  }));
}
