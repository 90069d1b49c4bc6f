/**
 * Which list flagged a domain as non-business: a free-mail provider or a disposable-address service.
 * Both lead to the NON_BUSINESS_DOMAINS exclusion; the list is kept to say why.
 */
export const EMAIL_DOMAIN_LISTS = ['FREE', 'DISPOSABLE'] as const;
export type EmailDomainList = (typeof EMAIL_DOMAIN_LISTS)[number];

/**
 * Why an address on a non-business domain is not imported, in the same words in the upload preview
 * and in the import route's 400: 'Not a business email: gmail.com is a free-mail provider.'
 */
export function nonBusinessEmailMessage(domain: string, list: EmailDomainList): string {
  return `Not a business email: ${domain} is ${list === 'DISPOSABLE' ? 'a disposable-email service' : 'a free-mail provider'}.`;
}

/** The domain lists, lower case. Wildcard domains flag their sub-domains as well. */
export interface EmailDomainListsInput {
  readonly free: readonly string[];
  readonly disposable: readonly string[];
  readonly disposableWildcards?: readonly string[];
}

/** Answers the list a domain is on, or null for a (presumably) business domain. */
export type EmailDomainClassifier = (domain: string) => EmailDomainList | null;

/** The domain of an email address, lower case; '' when there is no `@`. */
export function emailDomainOf(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 0 ? '' : email.slice(at + 1).toLowerCase();
}

/**
 * Builds a classifier over the two lists, kept apart. A domain on both counts as disposable, the
 * stronger finding; a sub-domain of a wildcard disposable domain counts as disposable too.
 */
export function createEmailDomainClassifier(lists: EmailDomainListsInput): EmailDomainClassifier {
  const free = new Set(lists.free);
  const disposable = new Set(lists.disposable);
  const wildcards = new Set(lists.disposableWildcards ?? []);

  function underWildcard(domain: string): boolean {
    if (wildcards.size === 0) return false;
    let dot = domain.indexOf('.');
    while (dot >= 0) {
      if (wildcards.has(domain.slice(dot + 1))) return true;
      dot = domain.indexOf('.', dot + 1);
    }
    return wildcards.has(domain);
  }

  // a file repeats its companies' domains: each is looked up once
  const known = new Map<string, EmailDomainList | null>();
  return (domain) => {
    let list = known.get(domain);
    if (list === undefined) {
      list = disposable.has(domain) || underWildcard(domain) ? 'DISPOSABLE' : free.has(domain) ? 'FREE' : null;
      known.set(domain, list);
    }
    return list;
  };
}
