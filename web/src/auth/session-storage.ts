import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { CookieStorage } from 'aws-amplify/utils';

import { COOKIE_STORAGE } from '../../../shared/domain/identity';

/** The page's address, as far as the session cookies care. */
type PageAddress = Pick<Location, 'protocol' | 'hostname'>;

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/** True for the local run's own address over plain http. */
export function isLoopbackHttp(address: PageAddress): boolean {
  return address.protocol === 'http:' && LOOPBACK_HOSTS.has(address.hostname);
}

/**
 * The session cookies' attributes (docs/product.md, Screens and shell: 365 days, path /, secure). They are
 * secure everywhere but on http://localhost and http://127.0.0.1, the local run's own address,
 * where a Secure cookie written by a page served over http would not be kept.
 */
export function sessionCookieOptions(address: PageAddress) {
  return {
    expires: COOKIE_STORAGE.expiresDays,
    path: COOKIE_STORAGE.path,
    secure: COOKIE_STORAGE.secure && !isLoopbackHttp(address),
    sameSite: 'lax' as const,
  };
}

/** Keeps Amplify's tokens in cookies with those attributes rather than in localStorage. Call once, after Amplify.configure. */
export function storeSessionInCookies(address: PageAddress): void {
  cognitoUserPoolsTokenProvider.setKeyValueStorage(new CookieStorage(sessionCookieOptions(address)));
}
