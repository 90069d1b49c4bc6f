import { signOut } from 'aws-amplify/auth';

/** Ends the session; in the cloud, the browser goes through the hosted sign-out and back to the app. */
export async function signOutUser(): Promise<void> {
  await signOut();
}
