import { describe, expect, it } from 'vitest';

import { ADD_CAMPAIGN_CUSTOMER_PROFILE_STAGE_INDEX, ADD_CAMPAIGN_END_STAGE_INDEX } from '../../../../shared/domain/campaign';
import { NO_SENDER_MESSAGE } from '../../../../shared/schemas/campaign';
import {
  EMPTY_CAMPAIGN_DRAFT,
  REQUIRED_MESSAGES,
  type CampaignDraft,
} from '../../../../web/src/components/campaign-settings/campaign-draft';
import {
  campaignListHref,
  checkLaunch,
  launchedHref,
  moveTo,
  REVIEW_STAGE_INDEX,
  sectionOfStage,
  STAGE_CONTENTS,
  STAGE_TITLES,
  stageOfErrors,
  stageOfSection,
} from '../../../../web/src/pages/campaign-add/stages';

const complete: CampaignDraft = {
  ...EMPTY_CAMPAIGN_DRAFT,
  name: 'Q3 operations leaders',
  companyId: 'company-1',
  productId: 'product-1',
  callToActionId: 'cta-1',
  senderConfigIds: ['sender-1'],
  contactListId: 'list-1',
};
const detailsDone: CampaignDraft = { ...complete, senderConfigIds: [], contactListId: '' };

describe('the stages of the add-campaign wizard', () => {
  it('has the four entries of the specification, the customer profile third and the review last', () => {
    expect(STAGE_TITLES).toEqual(['Create new campaign', 'Create new campaign', 'Create new campaign', 'Create new campaign']);
    expect(STAGE_CONTENTS).toHaveLength(STAGE_TITLES.length);
    expect(STAGE_CONTENTS[ADD_CAMPAIGN_CUSTOMER_PROFILE_STAGE_INDEX]).toBe('audience');
    expect(REVIEW_STAGE_INDEX).toBe(ADD_CAMPAIGN_END_STAGE_INDEX);
    expect(STAGE_CONTENTS[REVIEW_STAGE_INDEX]).toBe('review');
    expect(sectionOfStage(REVIEW_STAGE_INDEX)).toBeUndefined();
    expect(stageOfSection('sending')).toBe(1);
  });

  it('goes back to any stage without checking anything', () => {
    expect(moveTo(EMPTY_CAMPAIGN_DRAFT, 2, 0)).toEqual({ index: 0, errors: {} });
    expect(moveTo(EMPTY_CAMPAIGN_DRAFT, 3, 1)).toEqual({ index: 1, errors: {} });
  });

  it('stays on the stage being left, with its messages, when it is not complete', () => {
    const move = moveTo({ ...EMPTY_CAMPAIGN_DRAFT, name: 'Q3' }, 0, 1);

    expect(move.index).toBe(0);
    expect(move.errors).toEqual({
      companyId: REQUIRED_MESSAGES.companyId,
      productId: REQUIRED_MESSAGES.productId,
      callToActionId: REQUIRED_MESSAGES.callToActionId,
    });
  });

  it('moves on once the stage being left is complete, whatever later stages still miss', () => {
    expect(moveTo(detailsDone, 0, 1)).toEqual({ index: 1, errors: {} });
  });

  it('stops a jump ahead at the first stage on the way that is not complete', () => {
    expect(moveTo(detailsDone, 0, 3)).toEqual({ index: 1, errors: { senderConfigIds: NO_SENDER_MESSAGE } });
    expect(moveTo(complete, 0, 3)).toEqual({ index: 3, errors: {} });
  });

  it('launches a complete draft, and otherwise opens the first stage that is not', () => {
    const launched = checkLaunch(complete);
    const refused = checkLaunch({ ...complete, contactListId: '' });

    expect(launched.ok).toBe(true);
    expect(refused).toEqual({ ok: false, index: 2, errors: { contactListId: REQUIRED_MESSAGES.contactListId } });
  });

  it("opens the stage of a refused launch's first field message, or stays on the review", () => {
    expect(stageOfErrors({ contacts: 'Contact Not Found', companyId: 'Company Not Found' })).toBe(0);
    expect(stageOfErrors({ senderConfigIds: 'Sender Not Found' })).toBe(1);
    expect(stageOfErrors({})).toBe(REVIEW_STAGE_INDEX);
  });
});

describe('where the wizard leads', () => {
  it('shows a launched campaign in the list, or on its own page when there is one, keeping the instance', () => {
    expect(launchedHref('acme-sales', 'campaign 1')).toBe('/campaign?instance=acme-sales');
    expect(launchedHref('acme-sales', 'campaign-1', (id) => `/campaign/${id}`)).toBe('/campaign/campaign-1?instance=acme-sales');
  });

  it('goes back to the campaign list on Cancel, keeping the instance', () => {
    expect(campaignListHref('acme-sales')).toBe('/campaign?instance=acme-sales');
  });
});
