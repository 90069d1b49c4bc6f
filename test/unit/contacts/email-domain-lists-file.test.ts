import { writeFileSync } from 'node:fs';
import path from 'node:path';

import disposableDomains from 'disposable-email-domains/index.json' with { type: 'json' };
import disposableWildcards from 'disposable-email-domains/wildcard.json' with { type: 'json' };
import freeDomains from 'free-email-domains/domains.json' with { type: 'json' };
import { describe, expect, it } from 'vitest';

import { createBundledEmailDomainClassifier } from '../../../shared/contacts/email-domain-lists';
import {
  EMAIL_DOMAIN_LISTS_FILE,
  decodeEmailDomainLists,
  encodeEmailDomainLists,
  loadEmailDomainLists,
  readPackagedEmailDomainLists,
} from '../../../shared/contacts/email-domain-lists-file';
import { createEmailDomainClassifier } from '../../../shared/contacts/email-domains';
import { importBundled } from '../../support/bundled';

describe('the domain lists data file', () => {
  it('holds exactly the domains of the packages the upload preview checks against', () => {
    const lists = decodeEmailDomainLists(encodeEmailDomainLists(readPackagedEmailDomainLists()));

    expect(lists).toEqual({ free: freeDomains, disposable: disposableDomains, disposableWildcards });
    expect([lists.free.length, lists.disposable.length, lists.disposableWildcards?.length]).toEqual([14_125, 121_570, 399]);
  });

  it('classifies every listed domain, and a wildcard sub-domain, as the preview does', () => {
    const fromFile = createEmailDomainClassifier(decodeEmailDomainLists(encodeEmailDomainLists(readPackagedEmailDomainLists())));
    const preview = createBundledEmailDomainClassifier();
    const wildcard = disposableWildcards[0] ?? '';
    const domains = [...freeDomains, ...disposableDomains, `team.${wildcard}`, 'acme-industrial.example', 'gmail.com'];

    expect(domains.filter((domain) => fromFile(domain) !== preview(domain))).toEqual([]);
    expect([fromFile('gmail.com'), fromFile(`team.${wildcard}`), fromFile('acme-industrial.example')]).toEqual([
      'FREE',
      'DISPOSABLE',
      null,
    ]);
  });

  it('is read from beside the bundle in a function, and from the packages when run from source', async () => {
    const { module, dir, remove } = await importBundled<{ loadEmailDomainLists: typeof loadEmailDomainLists }>(
      "export { loadEmailDomainLists } from './shared/contacts/email-domain-lists-file';",
    );
    try {
      writeFileSync(
        path.join(dir, EMAIL_DOMAIN_LISTS_FILE),
        encodeEmailDomainLists({ free: ['free.example'], disposable: ['gone.example'], disposableWildcards: [] }),
      );

      expect(module.loadEmailDomainLists()).toEqual({
        free: ['free.example'],
        disposable: ['gone.example'],
        disposableWildcards: [],
      });
      expect(loadEmailDomainLists().disposable).toHaveLength(121_570);
    } finally {
      remove();
    }
  });
});
