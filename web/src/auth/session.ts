import { fetchAuthSession } from 'aws-amplify/auth';
import { Hub } from 'aws-amplify/utils';

/** The signed-in user, as the ID token names them. */
interface SignedInUser {
  readonly email: string;
  readonly givenName: string | undefined;
}

/** The sign-in session: active, none, or expired (it existed but could not be renewed). */
export type SessionState =
  { readonly status: 'active'; readonly user: SignedInUser } | { readonly status: 'none' } | { readonly status: 'expired' };

let refreshRejected = false;

/**
 * Notes when Amplify could not renew the session with the refresh token (it then forgets the
 * tokens), so that the next read says 'expired' rather than 'none'. Called once at start-up.
 */
export function watchSessionRenewal(): void {
  Hub.listen('auth', ({ payload }) => {
    if (payload.event === 'tokenRefresh_failure') refreshRejected = true;
    else if (payload.event === 'signedIn' || payload.event === 'signedOut' || payload.event === 'signInWithRedirect') {
      refreshRejected = false;
    }
  });
}

/** The current ID token (refreshed when needed), or undefined when nobody is signed in. The API wants this token. */
export async function currentIdToken(): Promise<string | undefined> {
  try {
    const session = await fetchAuthSession();
    return session.tokens?.idToken?.toString();
  } catch {
    // a session that cannot be renewed has no token: the call is refused as unauthorised
    return undefined;
  }
}

/**
 * The session as it stands. Amplify renews an expired access session with the refresh token; a
 * rejected renewal (revoked or expired refresh token, user disabled or gone, password reset
 * required) makes it 'expired', which signs the user out (docs/product.md, Screens and shell).
 */
export async function readSession(): Promise<SessionState> {
  let payload;
  try {
    payload = (await fetchAuthSession()).tokens?.idToken?.payload;
  } catch {
    return { status: 'expired' };
  }
  if (!payload || typeof payload.email !== 'string') return refreshRejected ? { status: 'expired' } : { status: 'none' };
  return {
    status: 'active',
    user: { email: payload.email, givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined },
  };
}

/** Forgets that a renewal was rejected (after the user has been signed out). */
export function sessionEnded(): void {
  refreshRejected = false;
}
