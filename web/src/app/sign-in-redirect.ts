import { PATHS } from './paths';
import { isPublicPath } from './route-table';

/** Navigation state of the redirect to sign-in: where the user was going. */
export interface SignInRedirectState {
  readonly from: { readonly pathname: string; readonly search: string };
}

/**
 * Where to go back to after signing in: the page the user was sent away from, unless it was home
 * (the dashboard is the landing page) or a public page.
 */
export function returnPathOf(state: unknown): { pathname: string; search: string } | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const { from } = state;
  if (typeof from !== 'object' || from === null || !('pathname' in from)) return undefined;
  const { pathname } = from;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  if (
    typeof pathname !== 'string' ||
    !pathname.startsWith('/') ||
    pathname.startsWith('//') ||
    pathname === PATHS.home ||
    // the invitation page is public, yet a person signs in from it to accept: they come back to it
    (isPublicPath(pathname) && pathname !== PATHS.invitationAccept)
  ) {
    return undefined;
  }
  return { pathname, search };
}
