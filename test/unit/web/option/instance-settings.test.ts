import { describe, expect, it } from 'vitest';

import type { Namespace } from '../../../../shared/schemas/namespace';
import { changesOf } from '../../../../web/src/pages/option/instance-settings';

const INSTANCE: Namespace = {
  id: 'ns-1',
  name: 'Northwind',
  tier: 'FREE',
  trialEndDate: '2026-12-31',
  isPaid: false,
  warmedUp: true,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

describe('the instance settings form', () => {
  it('sends nothing while the form shows the instance as stored (tracking on when never set)', () => {
    expect(changesOf(INSTANCE, 'Northwind', 'UTC', true)).toEqual({});
  });

  it('sends tracking only when the toggle differs from the instance', () => {
    expect(changesOf(INSTANCE, 'Northwind', 'UTC', false)).toEqual({ trackOpensAndClicks: false });
    expect(changesOf({ ...INSTANCE, trackOpensAndClicks: false }, 'Northwind', 'UTC', true)).toEqual({
      trackOpensAndClicks: true,
    });
  });
});
