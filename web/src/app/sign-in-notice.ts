/** Navigation state that asks the sign-in page to show why the user was sent there. */
export interface SignInNotice {
  readonly notice: string;
}

/** The notice carried by a navigation's state, if any. */
export function signInNoticeOf(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('notice' in state)) return undefined;
  const { notice } = state;
  return typeof notice === 'string' && notice !== '' ? notice : undefined;
}
