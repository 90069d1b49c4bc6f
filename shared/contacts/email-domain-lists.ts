// About 2.7 MB of JSON: import this only where validation runs (the upload worker, Node), never from
// code the web app loads on its own.
import disposableDomains from 'disposable-email-domains/index.json' with { type: 'json' };
import disposableWildcards from 'disposable-email-domains/wildcard.json' with { type: 'json' };
import freeDomains from 'free-email-domains/domains.json' with { type: 'json' };

import { createEmailDomainClassifier, type EmailDomainClassifier } from './email-domains';

/** A classifier over the bundled free-mail (free-email-domains) and disposable (disposable-email-domains) lists. */
export function createBundledEmailDomainClassifier(): EmailDomainClassifier {
  return createEmailDomainClassifier({
    free: freeDomains,
    disposable: disposableDomains,
    disposableWildcards,
  });
}
