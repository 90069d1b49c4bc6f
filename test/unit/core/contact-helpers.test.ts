import { describe, expect, it } from 'vitest';

import { searchTextOf, normaliseSearch } from '../../../functions/adapters/dynamodb/tenant-store';
import { mapConcurrently } from '../../../functions/core/concurrency';
import { companyForEmail, emailDomain, websiteDomain } from '../../../functions/core/contacts/company-domain';

describe('companyForEmail', () => {
  const companies = [
    { id: 'acme', website: 'https://www.Acme.example/about' },
    { id: 'none' },
    { id: 'globex', website: 'http://globex.example' },
  ];

  it('matches the company whose website has the email domain, ignoring www and case', () => {
    expect(companyForEmail('Jo@ACME.example', companies)?.id).toBe('acme');
  });

  it('matches a parent domain of the email domain', () => {
    expect(companyForEmail('jo@eu.sales.globex.example', companies)?.id).toBe('globex');
  });

  it('matches nothing for an unknown domain or a top-level domain alone', () => {
    expect(companyForEmail('jo@initech.example', companies)).toBeUndefined();
    expect(companyForEmail('jo@example', [{ id: 'tld', website: 'https://example' }])).toBeUndefined();
  });

  it('reads domains defensively', () => {
    expect(emailDomain('no-at-sign')).toBeUndefined();
    expect(websiteDomain('not a url')).toBeUndefined();
    expect(websiteDomain(undefined)).toBeUndefined();
  });
});

describe('searchTextOf', () => {
  it('joins the lower-cased, trimmed values of the fields, lists included', () => {
    expect(searchTextOf({ name: ' Acme ', tags: ['CFO', ''], other: 'skip' }, ['name', 'tags', 'missing'])).toBe('acme\ncfo');
  });

  it('is undefined when every field is empty', () => {
    expect(searchTextOf({ name: '  ' }, ['name'])).toBeUndefined();
    expect(normaliseSearch('   ')).toBeUndefined();
    expect(normaliseSearch(' AcMe ')).toBe('acme');
  });
});

describe('mapConcurrently', () => {
  it('keeps the order of the items and never runs more than the limit at once', async () => {
    let running = 0;
    let peak = 0;
    const results = await mapConcurrently([30, 10, 20, 5, 15], 2, async (delay, index) => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise((resolve) => setTimeout(resolve, delay));
      running -= 1;
      return index * 10;
    });

    expect(results).toEqual([0, 10, 20, 30, 40]);
    expect(peak).toBe(2);
  });

  it('rejects with the failure once the started calls have settled', async () => {
    const finished: number[] = [];
    const run = mapConcurrently([1, 2, 3], 3, async (item) => {
      await new Promise((resolve) => setTimeout(resolve, item * 5));
      if (item === 1) throw new Error('boom');
      finished.push(item);
      return item;
    });

    await expect(run).rejects.toThrow('boom');
    expect(finished).toEqual([2, 3]);
  });
});
