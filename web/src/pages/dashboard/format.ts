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
