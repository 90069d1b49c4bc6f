import type { RuntimeConfig } from '../../../shared/config/runtime-config';

/**
 * Where Get Support, Contact Us and Book a demo lead: the configured `supportUrl`, else a mail to
 * support@ the provider's email domain, else a new mail with only the subject filled in.
 */
export function contactHref(config: Pick<RuntimeConfig, 'supportUrl' | 'providerEmailDomain'>, subject?: string): string {
  if (config.supportUrl !== undefined) return config.supportUrl;
  const to = config.providerEmailDomain === undefined ? '' : `support@${config.providerEmailDomain}`;
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`;
}

/** True when the email belongs to the provider's own domain (its people may close the blocking notice). */
export function isProviderEmail(email: string | undefined, providerEmailDomain: string | undefined): boolean {
  if (email === undefined || providerEmailDomain === undefined || providerEmailDomain === '') return false;
  const at = email.lastIndexOf('@');
  return at > 0 && email.slice(at + 1).toLowerCase() === providerEmailDomain.toLowerCase();
}
