import { describe, expect, it } from 'vitest';

import { CampaignListRequestSchema } from '../../../../shared/schemas/campaign-generation';
import {
  campaignListBody,
  STATUS_FILTER_OPTIONS,
  statusFilterOf,
  type CampaignListScope,
} from '../../../../web/src/pages/campaign/campaign-list-request';

const SCOPE: CampaignListScope = { status: 'ALL', search: '', order: 'desc', limit: 10 };

describe('the campaign list request', () => {
  it('offers the status filters All, Running, Paused, Stopped and Completed', () => {
    expect(STATUS_FILTER_OPTIONS.map((option) => option.label)).toEqual(['All', 'Running', 'Paused', 'Stopped', 'Completed']);
  });

  it('sends no status for All and the status chosen otherwise', () => {
    expect(campaignListBody(SCOPE, undefined)).toEqual({ limit: 10, order: 'desc' });
    expect(campaignListBody({ ...SCOPE, status: 'PAUSED' }, undefined)).toEqual({ limit: 10, order: 'desc', status: 'PAUSED' });
  });

  it('sends the search trimmed, a blank one not at all, and the cursor of the page', () => {
    expect(campaignListBody({ ...SCOPE, search: '  spring  ' }, 'c1')).toEqual({
      limit: 10,
      order: 'desc',
      search: 'spring',
      cursor: 'c1',
    });
    expect(campaignListBody({ ...SCOPE, search: '   ' }, undefined)).not.toHaveProperty('search');
  });

  it('builds bodies the contract accepts', () => {
    const body = campaignListBody({ status: 'RUNNING', search: 'q', order: 'asc', limit: 50 }, 'c2');

    expect(CampaignListRequestSchema.safeParse(body).success).toBe(true);
  });

  it('reads an unknown filter value as All', () => {
    expect(statusFilterOf('COMPLETED')).toBe('COMPLETED');
    expect(statusFilterOf('DELETED')).toBe('ALL');
    expect(statusFilterOf(undefined)).toBe('ALL');
  });
});
