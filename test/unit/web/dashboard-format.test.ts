import { describe, expect, it } from 'vitest';

import { formatCount, formatHoursAndMinutes } from '../../../web/src/pages/dashboard/format';

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

  it('separates thousands in counts', () => {
    expect(formatCount(12_500)).toBe('12,500');
    expect(formatCount(7)).toBe('7');
  });
});
