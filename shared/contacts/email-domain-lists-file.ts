// Node only: the server reads the domain lists from a data file, never the web app.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { gunzipSync, gzipSync } from 'node:zlib';

import type { EmailDomainListsInput } from './email-domains';

/**
 * The file a function that checks domains carries beside its bundle: the free-mail and disposable
 * lists as gzipped JSON (about 0.7 MB instead of 2.2 MB of JavaScript in the bundle, which every cold
 * start would parse as code). It is written from the packages when the function is bundled.
 */
export const EMAIL_DOMAIN_LISTS_FILE = 'email-domain-lists.json.gz';

/** The lists as the packages hold them (free-email-domains, disposable-email-domains), read from node_modules. */
export function readPackagedEmailDomainLists(): EmailDomainListsInput {
  // not `require`: a bundler would inline the 2.7 MB of JSON these name
  const resolvePackage = createRequire(import.meta.url).resolve;
  const read = (file: string) => JSON.parse(readFileSync(resolvePackage(file), 'utf8')) as string[];
  return {
    free: read('free-email-domains/domains.json'),
    disposable: read('disposable-email-domains/index.json'),
    disposableWildcards: read('disposable-email-domains/wildcard.json'),
  };
}

/** The data file's bytes. */
export function encodeEmailDomainLists(lists: EmailDomainListsInput): Buffer {
  return gzipSync(JSON.stringify(lists), { level: 9 });
}

export function decodeEmailDomainLists(bytes: Uint8Array): EmailDomainListsInput {
  return JSON.parse(gunzipSync(bytes).toString('utf8')) as EmailDomainListsInput;
}

/**
 * The lists a function checks against: from the data file beside its bundle in Lambda, from the
 * packages when run from source (tests, the local stack). Either way, the same domains.
 */
export function loadEmailDomainLists(): EmailDomainListsInput {
  const beside = new URL(`./${EMAIL_DOMAIN_LISTS_FILE}`, import.meta.url);
  return existsSync(beside) ? decodeEmailDomainLists(readFileSync(beside)) : readPackagedEmailDomainLists();
}
