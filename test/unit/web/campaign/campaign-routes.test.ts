import { describe, expect, it } from 'vitest';

import { campaignRoutes, campaignStatusRoutes } from '../../../../shared/api/routes';
import { campaignDetailPath, PATHS } from '../../../../web/src/app/paths';
import {
  campaignEmailsQueryKey,
  campaignListQueryKey,
  campaignQueryKey,
  isCampaignQueryKey,
} from '../../../../web/src/app/query-keys';
import { pageRouteOf } from '../../../../web/src/app/route-table';

describe('the campaign pages’ addresses', () => {
  it('gives each campaign its own address', () => {
    expect(campaignDetailPath('01JCAMPAIGN')).toBe('/campaign/01JCAMPAIGN');
    expect(campaignDetailPath('a b')).toBe('/campaign/a%20b');
  });

  it('keeps /campaign/add the wizard and any other /campaign/<id> a campaign page', () => {
    expect(pageRouteOf('/campaign/add').path).toBe(PATHS.campaignAdd);
    expect(pageRouteOf('/campaign/01JCAMPAIGN')).toMatchObject({
      path: PATHS.campaignDetail,
      access: 'instance',
      layout: { nav: 'full', centred: false, footer: true },
    });
    expect(pageRouteOf('/campaign').path).toBe(PATHS.campaign);
  });

  it('does not take deeper addresses for a campaign page', () => {
    expect(pageRouteOf('/campaign/01JCAMPAIGN/emails').path).not.toBe(PATHS.campaignDetail);
  });
});

describe('the campaign query keys', () => {
  it('start with the route names, so writes that refresh campaign answers reach them', () => {
    expect(campaignListQueryKey('acme', {})[0]).toBe(campaignRoutes.list.name);
    expect(campaignQueryKey('acme', 'c1')[0]).toBe(campaignRoutes.get.name);
    expect(campaignEmailsQueryKey('acme', 'c1', {})[0]).toBe(campaignStatusRoutes.emails.name);
  });

  it('tell the campaign answers of one instance apart from the rest', () => {
    expect(isCampaignQueryKey(campaignQueryKey('acme', 'c1'), 'acme')).toBe(true);
    expect(isCampaignQueryKey(campaignEmailsQueryKey('acme', 'c1', { tab: 'SENT' }), 'acme')).toBe(true);
    expect(isCampaignQueryKey(campaignQueryKey('other', 'c1'), 'acme')).toBe(false);
    expect(isCampaignQueryKey(['contact.get', 'acme', 'x'], 'acme')).toBe(false);
  });
});
