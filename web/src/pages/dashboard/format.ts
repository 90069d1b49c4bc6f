/** A number of minutes as hours and minutes, e.g. `0 min`, `40 min`, `2 h`, `83 h 20 min`. */
export function formatHoursAndMinutes(totalMinutes: number): string {
  const whole = Math.max(0, Math.round(totalMinutes));
  const hours = Math.floor(whole / 60);
  const minutes = whole % 60;
  if (hours === 0) return `${minutes} min`;
  const hoursText = `${hours.toLocaleString('en-US')} h`;
  return minutes === 0 ? hoursText : `${hoursText} ${minutes} min`;
}

/** A count with thousands separators, e.g. `12,500`. */
export function formatCount(count: number): string {
  return count.toLocaleString('en-US');
}

/** A share (0 to 1) as a percentage with at most one decimal, e.g. `0%`, `12.5%`, `33.3%`, `100%`. */
export function formatRate(rate: number): string {
  const share = Number.isFinite(rate) ? Math.min(Math.max(rate, 0), 1) : 0;
  return `${(share * 100).toLocaleString('en-US', { maximumFractionDigits: 1 })}%`;
}

const WEEK_DAY = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });
const DAY_MS = 24 * 60 * 60 * 1000;

/** A week by its Monday (`YYYY-MM-DD`, UTC) as the chart's axis shows it, e.g. `2026-03-02` → `Mar 2`. */
export function formatWeekLabel(monday: string): string {
  return WEEK_DAY.format(new Date(`${monday}T00:00:00.000Z`));
}

/** A week from its Monday to its Sunday, e.g. `2026-03-30` → `Mar 30 – Apr 5`. */
export function formatWeekRange(monday: string): string {
  const start = new Date(`${monday}T00:00:00.000Z`);
  return `${WEEK_DAY.format(start)} – ${WEEK_DAY.format(new Date(start.getTime() + 6 * DAY_MS))}`;
}
