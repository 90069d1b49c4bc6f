import { describe, expect, it } from 'vitest';

import type { CampaignAudience } from '../../../../shared/schemas/campaign-generation';
import {
  audienceContactLabel,
  formatAudienceCount,
  summarizeAudience,
} from '../../../../web/src/components/campaign-settings/audience-summary';

const noExclusions = {
  DO_NOT_CONTACT: 0,
  IN_OTHER_CAMPAIGN: 0,
  LIFECYCLE_STAGE_TOO_HIGH: 0,
  RECENTLY_EMAILED: 0,
  NO_USABLE_EMAIL: 0,
};

function audience(change: Partial<CampaignAudience>): CampaignAudience {
  return { total: 0, included: 0, excluded: noExclusions, complete: true, firstIncluded: [], ...change };
}

describe('the audience summary', () => {
  it('says who is written to and lists the reasons others are left out, in their fixed order, without empty ones', () => {
    const summary = summarizeAudience(
      audience({
        total: 1250,
        included: 1200,
        excluded: { ...noExclusions, RECENTLY_EMAILED: 30, DO_NOT_CONTACT: 20 },
      }),
    );

    expect(summary.headline).toBe('1,200 of 1,250 contacts will be written to.');
    expect(summary.excluded).toBe(50);
    expect(summary.exclusions).toEqual([
      { reason: 'DO_NOT_CONTACT', label: 'Do not contact', count: 20 },
      { reason: 'RECENTLY_EMAILED', label: 'Emailed in the last 30 days', count: 30 },
    ]);
    expect(summary.warning).toBeUndefined();
  });

  it('counts in the singular for one contact', () => {
    expect(summarizeAudience(audience({ total: 1, included: 1 })).headline).toBe('1 of 1 contact will be written to.');
  });

  it('gives lower bounds when counting stopped early', () => {
    const summary = summarizeAudience(audience({ total: 5000, included: 4800, complete: false }));

    expect(summary.headline).toBe('At least 4,800 contacts will be written to.');
    expect(formatAudienceCount(4800, summary.complete)).toBe('at least 4,800');
    expect(formatAudienceCount(4800, true)).toBe('4,800');
    expect(formatAudienceCount(0, false)).toBe('0 so far');
  });

  it('warns when everyone is left out, and when the audience holds nobody', () => {
    const allOut = summarizeAudience(audience({ total: 3, included: 0, excluded: { ...noExclusions, IN_OTHER_CAMPAIGN: 3 } }));
    const empty = summarizeAudience(audience({}));

    expect(allOut.headline).toBe('Nobody in this audience will be written to.');
    expect(allOut.warning).toBe('All 3 contacts of this audience are left out. Choose another audience before you launch.');
    expect(allOut.exclusions).toEqual([{ reason: 'IN_OTHER_CAMPAIGN', label: 'Already in another running campaign', count: 3 }]);
    expect(empty.warning).toBe('This audience holds no contacts yet.');
  });

  it('says nobody was found yet, without claiming the whole audience, when counting stopped early', () => {
    const summary = summarizeAudience(
      audience({ total: 5000, included: 0, complete: false, excluded: { ...noExclusions, IN_OTHER_CAMPAIGN: 5000 } }),
    );

    expect(summary.headline).toBe('None of the first 5,000 contacts counted will be written to.');
    expect(summary.warning).toBe('All of the first 5,000 contacts counted are left out. Check the audience before you launch.');
  });

  it('names a contact by name and email, or by email alone', () => {
    expect(audienceContactLabel({ email: 'dana@acme.example', firstName: 'Dana', lastName: 'Reyes' })).toBe(
      'Dana Reyes <dana@acme.example>',
    );
    expect(audienceContactLabel({ email: 'lee@acme.example' })).toBe('lee@acme.example');
  });
});
