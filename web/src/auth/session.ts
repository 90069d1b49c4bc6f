import { fetchAuthSession } from 'aws-amplify/auth';

/** The signed-in user, as the ID token names them. */
export interface SignedInUser {
  readonly email: string;
  readonly givenName: string | undefined;
}

/** The current ID token (refreshed when needed), or undefined when nobody is signed in. The API wants this token. */
export async function currentIdToken(): Promise<string | undefined> {
  const session = await fetchAuthSession();
  return session.tokens?.idToken?.toString();
}

/** The signed-in user, or null when there is no valid session. */
export async function currentUser(): Promise<SignedInUser | null> {
  let payload;
  try {
    payload = (await fetchAuthSession()).tokens?.idToken?.payload;
  } catch {
    // a session that cannot be refreshed is no session: the user signs in again
    return null;
  }
  if (!payload || typeof payload.email !== 'string') return null;
  return { email: payload.email, givenName: typeof payload.given_name === 'string' ? payload.given_name : undefined };
}
