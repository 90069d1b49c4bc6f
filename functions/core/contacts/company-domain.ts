/** The domain of an e-mail address, lower-cased; undefined when it has none. */
export function emailDomain(email: string): string | undefined {
  const at = email.lastIndexOf('@');
  const domain =
    at < 0
      ? ''
      : email
          .slice(at + 1)
          .trim()
          .toLowerCase();
  return domain === '' ? undefined : domain;
}

/** The host name of a website address without a leading `www.`, lower-cased; undefined when it is not a URL. */
export function websiteDomain(website: string | undefined): string | undefined {
  if (!website) return undefined;
  try {
    return new URL(website).hostname.toLowerCase().replace(/^www\./, '') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The company a contact works for, inferred from its e-mail domain: the company whose website has
 * that domain, or a parent domain of it (`jo@eu.acme.com` → `acme.com`).
 */
export function companyForEmail<C extends { id: string; website?: string | undefined }>(
  email: string,
  companies: readonly C[],
): C | undefined {
  const domain = emailDomain(email);
  if (!domain) return undefined;
  const byDomain = new Map<string, C>();
  for (const company of companies) {
    const host = websiteDomain(company.website);
    if (host && !byDomain.has(host)) byDomain.set(host, company);
  }
  const labels = domain.split('.');
  for (let start = 0; start < labels.length - 1; start += 1) {
    const match = byDomain.get(labels.slice(start).join('.'));
    if (match) return match;
  }
  return undefined;
}
