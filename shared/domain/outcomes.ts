/**
 * What became of sent emails: the counts a campaign and a send week both keep, each moved once by
 * the change that reaches it (see `progressFor`), and `unsubscribed` by the one unsubscribe that
 * suppressed a contact.
 */
export const OUTCOME_FIELDS = [
  'sent',
  'opened',
  'clicked',
  'replied',
  'bounced',
  'complained',
  'unsubscribed',
  'contactsEmailed',
] as const;
export type OutcomeField = (typeof OUTCOME_FIELDS)[number];
export type OutcomeCounts = Record<OutcomeField, number>;

/** The outcomes shown as a share of the emails sent. */
export const RATE_FIELDS = ['opened', 'clicked', 'replied', 'bounced', 'unsubscribed'] as const satisfies readonly OutcomeField[];
export type RateField = (typeof RATE_FIELDS)[number];
type OutcomeRates = Record<RateField, number>;

/** Weeks the dashboard shows, the current one last. */
export const DASHBOARD_WEEKS = 8;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Every outcome at 0. */
export function noOutcomes(): OutcomeCounts {
  return Object.fromEntries(OUTCOME_FIELDS.map((field) => [field, 0])) as OutcomeCounts;
}

/** The outcome fields of any counts (missing ones 0). */
export function outcomesOf(counts: Partial<Record<OutcomeField, number | undefined>>): OutcomeCounts {
  return Object.fromEntries(OUTCOME_FIELDS.map((field) => [field, counts[field] ?? 0])) as OutcomeCounts;
}

/** Only the outcome fields of a change of counts that move (the rest are not kept by week). */
export function movedOutcomes(delta: Partial<Record<OutcomeField, number | undefined>>): Partial<OutcomeCounts> {
  const moved: Partial<OutcomeCounts> = {};
  for (const field of OUTCOME_FIELDS) {
    const value = delta[field];
    if (value !== undefined && value !== 0) moved[field] = value;
  }
  return moved;
}

/** Sums outcome counts. */
export function addOutcomes(a: OutcomeCounts, b: OutcomeCounts): OutcomeCounts {
  return Object.fromEntries(OUTCOME_FIELDS.map((field) => [field, a[field] + b[field]])) as OutcomeCounts;
}

/** Each rate field as a share of `sent` (0 to 1); every rate is 0 when nothing was sent. */
export function outcomeRates(counts: OutcomeCounts): OutcomeRates {
  return Object.fromEntries(
    RATE_FIELDS.map((field) => [field, counts.sent > 0 ? counts[field] / counts.sent : 0]),
  ) as OutcomeRates;
}

/**
 * The week an instant falls in, by its Monday in UTC (`YYYY-MM-DD`): the key of a week's counters.
 * `2026-03-04T23:00:00Z` (a Wednesday) is in the week `2026-03-02`.
 */
export function weekOf(instant: string | Date): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) throw new Error(`Not an instant: "${String(instant)}".`);
  const sinceMonday = (date.getUTCDay() + 6) % 7;
  const monday = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()) - sinceMonday * DAY_MS);
  return monday.toISOString().slice(0, 10);
}

/** The Mondays of the `count` weeks up to the one `now` falls in, oldest first. */
export function lastWeeks(now: Date, count: number = DASHBOARD_WEEKS): string[] {
  const current = Date.parse(`${weekOf(now)}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, index) =>
    new Date(current - (count - 1 - index) * 7 * DAY_MS).toISOString().slice(0, 10),
  );
}
