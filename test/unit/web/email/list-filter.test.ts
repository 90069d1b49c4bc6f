import { describe, expect, it } from 'vitest';

import { EmailFilterSchema, EmailListRequestSchema } from '../../../../shared/schemas/email-review';
import { INSTANCE_PARAM } from '../../../../web/src/app/paths';
import type { ListPage } from '../../../../web/src/components/list-page';
import {
  emailQueueHref,
  bulkFilterOf,
  clearedFilter,
  emailListBody,
  emailListScope,
  emailListTabOf,
  fillPage,
  filterOfParams,
  isFiltered,
  openEmailOf,
  paramsWithFilter,
  paramsWithOpenEmail,
  type EmailListFilter,
} from '../../../../web/src/pages/email/list-filter';

const FULL: EmailListFilter = {
  tab: 'SCHEDULED',
  search: 'pricing',
  campaignId: 'camp-1',
  contactId: 'contact_7',
  reviewStatus: 'REVIEWED',
  channel: 'LINKEDIN',
};

describe('the review queue address', () => {
  it('leads from elsewhere to the queue of one campaign and tab, in the instance', () => {
    const href = emailQueueHref('acme', { campaignId: 'c1', tab: 'SCHEDULED' });

    expect(href.startsWith('/email?')).toBe(true);
    const params = new URLSearchParams(href.slice('/email?'.length));
    expect(filterOfParams(params)).toMatchObject({ tab: 'SCHEDULED', campaignId: 'c1' });
    expect(params.get(INSTANCE_PARAM)).toBe('acme');
  });

  it('reads the tab and every filter from the address', () => {
    const params = new URLSearchParams(
      'tab=SCHEDULED&search=pricing&campaignId=camp-1&contactId=contact_7&reviewStatus=REVIEWED&channel=LINKEDIN',
    );

    expect(filterOfParams(params)).toEqual(FULL);
  });

  it('reads an address without parameters as the Generated tab unfiltered', () => {
    const filter = filterOfParams(new URLSearchParams(''));

    expect(filter).toEqual({
      tab: 'GENERATED',
      search: '',
      campaignId: undefined,
      contactId: undefined,
      reviewStatus: undefined,
      channel: undefined,
    });
    expect(isFiltered(filter)).toBe(false);
  });

  it('accepts the tab and the enumerations in lower case and leaves out values the server would refuse', () => {
    const filter = filterOfParams(
      new URLSearchParams('tab=sent&reviewStatus=reviewed&channel=fax&campaignId=has%20space&contactId=%20c1%20'),
    );

    expect(filter.tab).toBe('SENT');
    expect(filter.reviewStatus).toBe('REVIEWED');
    expect(filter.channel).toBeUndefined();
    expect(filter.campaignId).toBeUndefined();
    expect(filter.contactId).toBe('c1');
    expect(emailListTabOf('ARCHIVED')).toBe('GENERATED');
  });

  it('trims the search and cuts it to the length the server takes', () => {
    const filter = filterOfParams(new URLSearchParams({ search: `  ${'a'.repeat(150)}  ` }));

    expect(filter.search).toBe('a'.repeat(100));
  });

  it('writes the filters back without touching the instance, the open email or embed', () => {
    const params = new URLSearchParams('instance=acme&email=e1&embed=true&search=old&channel=EMAIL');

    const next = paramsWithFilter(params, { tab: 'SENT', search: ' new ', campaignId: 'camp-2' });

    expect(Object.fromEntries(next)).toEqual({
      instance: 'acme',
      email: 'e1',
      embed: 'true',
      search: 'new',
      tab: 'SENT',
      campaignId: 'camp-2',
    });
    expect(params.get('search')).toBe('old');
  });

  it('reads back what it writes', () => {
    expect(filterOfParams(paramsWithFilter(new URLSearchParams(), FULL))).toEqual(FULL);
  });

  it('clears every filter but keeps the tab', () => {
    const cleared = clearedFilter(FULL);

    expect(cleared).toEqual({ tab: 'SCHEDULED', search: '' });
    expect(isFiltered(cleared)).toBe(false);
    expect(Object.fromEntries(paramsWithFilter(paramsWithFilter(new URLSearchParams(), FULL), cleared))).toEqual({
      tab: 'SCHEDULED',
    });
  });

  it('counts the contact alone as a filter', () => {
    expect(isFiltered({ tab: 'GENERATED', search: '', contactId: 'c1' })).toBe(true);
  });

  it('keeps the email open beside the table in the address', () => {
    const params = paramsWithOpenEmail(new URLSearchParams('tab=SENT'), 'email-9');

    expect(params.toString()).toBe('tab=SENT&email=email-9');
    expect(openEmailOf(params)).toBe('email-9');
    expect(openEmailOf(paramsWithOpenEmail(params, undefined))).toBeUndefined();
    expect(openEmailOf(new URLSearchParams('email=<script>'))).toBeUndefined();
  });
});

describe('the review queue requests', () => {
  it('sends only the filters chosen, with the page size and the cursor', () => {
    expect(emailListBody({ tab: 'GENERATED', search: '' }, 25, undefined)).toEqual({ tab: 'GENERATED', limit: 25 });
    expect(emailListBody(FULL, 50, 'c2')).toEqual({
      tab: 'SCHEDULED',
      search: 'pricing',
      campaignId: 'camp-1',
      contactId: 'contact_7',
      reviewStatus: 'REVIEWED',
      channel: 'LINKEDIN',
      limit: 50,
      cursor: 'c2',
    });
  });

  it('builds list bodies and bulk filters the contract accepts', () => {
    expect(EmailListRequestSchema.safeParse(emailListBody(FULL, 100, 'c9')).success).toBe(true);
    expect(EmailListRequestSchema.safeParse(emailListBody({ tab: 'SENT', search: '  ' }, 10, undefined)).success).toBe(true);
    expect(EmailFilterSchema.safeParse(bulkFilterOf(FULL)).success).toBe(true);
    expect(bulkFilterOf({ tab: 'SENT', search: '' })).toEqual({ tab: 'SENT' });
  });

  it('starts again from the first page when the tab, a filter or the page size changes, not otherwise', () => {
    const scope = emailListScope(FULL, 25);

    expect(emailListScope({ ...FULL }, 25)).toBe(scope);
    expect(emailListScope({ ...FULL, tab: 'SENT' }, 25)).not.toBe(scope);
    expect(emailListScope({ ...FULL, channel: 'EMAIL' }, 25)).not.toBe(scope);
    expect(emailListScope(FULL, 50)).not.toBe(scope);
  });
});

/** A server that filters a stretch of `stretch` rows per call: it answers the matches among them and where it stopped. */
function filteringServer(rows: readonly { id: string; match: boolean }[], stretch: number) {
  const calls: { cursor: string | undefined; limit: number }[] = [];
  const fetch = (cursor: string | undefined, limit: number): Promise<ListPage<string>> => {
    calls.push({ cursor, limit });
    const start = cursor === undefined ? 0 : Number(cursor);
    const items: string[] = [];
    let index = start;
    while (index < rows.length && index < start + stretch && items.length < limit) {
      const row = rows[index];
      if (row?.match === true) items.push(row.id);
      index += 1;
    }
    return Promise.resolve({ items, cursor: index >= rows.length ? null : String(index) });
  };
  return { fetch, calls };
}

describe('a page of a filtered list', () => {
  const rows = Array.from({ length: 40 }, (_, index) => ({ id: `e${index}`, match: index % 4 === 0 }));

  it('asks again for what is missing while a short page comes back with a cursor', async () => {
    const server = filteringServer(rows, 8);

    const page = await fillPage(server.fetch, undefined, 5);

    expect(page.items).toEqual(['e0', 'e4', 'e8', 'e12', 'e16']);
    expect(page.cursor).toBe('17');
    expect(server.calls).toEqual([
      { cursor: undefined, limit: 5 },
      { cursor: '8', limit: 3 },
      { cursor: '16', limit: 1 },
    ]);
  });

  it('continues from the cursor it is given and ends with the list', async () => {
    const server = filteringServer(rows, 8);

    const page = await fillPage(server.fetch, '30', 10);

    expect(page).toEqual({ items: ['e32', 'e36'], cursor: null });
  });

  it('stops after a few answers and leaves the rest to the next page', async () => {
    const sparse = Array.from({ length: 100 }, (_, index) => ({ id: `e${index}`, match: index === 99 }));
    const server = filteringServer(sparse, 5);

    const page = await fillPage(server.fetch, undefined, 10, 3);

    expect(page).toEqual({ items: [], cursor: '15' });
    expect(server.calls).toHaveLength(3);
  });

  it('takes one answer when it fills the page', async () => {
    const server = filteringServer(
      rows.map((row) => ({ ...row, match: true })),
      50,
    );

    const page = await fillPage(server.fetch, undefined, 10);

    expect(page.items).toHaveLength(10);
    expect(server.calls).toHaveLength(1);
  });

  it('ends a list whose answer does not move on rather than asking forever', async () => {
    let calls = 0;
    const stuck = (): Promise<ListPage<string>> => {
      calls += 1;
      return Promise.resolve({ items: [], cursor: 'same' });
    };

    const page = await fillPage(stuck, 'same', 10);

    expect(page).toEqual({ items: [], cursor: null });
    expect(calls).toBe(1);
  });
});
