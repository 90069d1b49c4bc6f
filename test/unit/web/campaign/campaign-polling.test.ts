import { describe, expect, it } from 'vitest';

import {
  campaignPollInterval,
  DETAIL_POLL_INTERVAL_MS,
  LIST_POLL_INTERVAL_MS,
  listPollInterval,
} from '../../../../web/src/pages/campaign/campaign-polling';

describe('when the campaign pages refresh on their own', () => {
  it('refreshes the list every few seconds while it shows a running campaign', () => {
    expect(listPollInterval([{ status: 'PAUSED' }, { status: 'RUNNING' }])).toBe(LIST_POLL_INTERVAL_MS);
    expect(LIST_POLL_INTERVAL_MS).toBeGreaterThanOrEqual(3_000);
    expect(LIST_POLL_INTERVAL_MS).toBeLessThanOrEqual(5_000);
  });

  it('leaves the list alone when no campaign shown is running, or before the first page', () => {
    expect(listPollInterval([{ status: 'PAUSED' }, { status: 'STOPPED' }, { status: 'COMPLETED' }])).toBe(false);
    expect(listPollInterval([])).toBe(false);
    expect(listPollInterval(undefined)).toBe(false);
  });

  it('refreshes a campaign page only while the campaign runs', () => {
    expect(campaignPollInterval('RUNNING')).toBe(DETAIL_POLL_INTERVAL_MS);
    expect(campaignPollInterval('PAUSED')).toBe(false);
    expect(campaignPollInterval('STOPPED')).toBe(false);
    expect(campaignPollInterval('COMPLETED')).toBe(false);
    expect(campaignPollInterval(undefined)).toBe(false);
  });
});
