import { PATHS } from './paths';
import type { PageAccess } from './route-table';

/** What the shell knows of the sign-in session. */
export type SessionStatus = 'loading' | 'active' | 'expired' | 'none';

/**
 * What the shell knows of the account in the selected instance, derived from the answers of the
 * server (see `deriveAccountView`):
 * - `idle`: not asked for (public and user-only pages);
 * - `loading`: the instance is being chosen, or its answers are on the way;
 * - `error`: it could not be loaded;
 * - `ready`: the facts the flow needs.
 */
export type AccountView =
  | { readonly status: 'idle' }
  | { readonly status: 'loading' }
  | { readonly status: 'error'; readonly error: unknown }
  | {
      readonly status: 'ready';
      readonly namespaceId: string;
      readonly termsSigned: boolean;
      readonly onboarded: boolean;
      readonly trialExpired: boolean;
      /** closed by someone of the provider's email domain, who may keep working */
      readonly trialExpiredClosed: boolean;
    };

/** Everything the shell flow depends on. */
export interface ShellState {
  readonly pathname: string;
  readonly access: PageAccess;
  readonly session: SessionStatus;
  readonly account: AccountView;
}

/** What the shell shows. */
export type ShellDecision =
  | { readonly kind: 'spinner' }
  /** public pages and user-only pages: the page as it is */
  | { readonly kind: 'render'; readonly reason: 'public' | 'user-only' }
  /** the session expired: sign out, then sign in */
  | { readonly kind: 'sign-out' }
  | { readonly kind: 'sign-in' }
  | { readonly kind: 'redirect'; readonly to: string }
  /** the blocking trial-expired notice instead of the page */
  | { readonly kind: 'trial-expired'; readonly namespaceId: string }
  /** the page, created afresh for each instance (`pageKey` is the React key) */
  | { readonly kind: 'page'; readonly pageKey: string }
  | { readonly kind: 'account-error'; readonly error: unknown }
  | { readonly kind: 'invalid' };

const SESSION_STATUSES: ReadonlySet<string> = new Set(['loading', 'active', 'expired', 'none']);

function samePath(pathname: string, path: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === path;
}

/**
 * The shell flow (docs/product.md, Screens and shell), in its order, as one function of the state:
 * 1. spinner while the session is read; 2. public pages as they are; 3. an expired session signs
 * out; 4. no session: sign in; 5. user-only pages as they are; 6. terms not signed: /agreement
 * (and /agreement with the terms signed: /); 7. no onboardedAt: /onboarding; 8. trial expired: the
 * blocking notice; 9. the page, keyed by the instance. A state that cannot happen is 'invalid'.
 */
export function decideShell(state: ShellState): ShellDecision {
  const { pathname, access, session, account } = state;
  if (!SESSION_STATUSES.has(session)) return { kind: 'invalid' };

  // 1.
  if (session === 'loading') return { kind: 'spinner' };
  // 2.
  if (access === 'public') return { kind: 'render', reason: 'public' };
  // 3.
  if (session === 'expired') return { kind: 'sign-out' };
  // 4.
  if (session === 'none') return { kind: 'sign-in' };
  // 5.
  if (access === 'user') return { kind: 'render', reason: 'user-only' };
  if (access !== 'instance') return { kind: 'invalid' };

  switch (account.status) {
    case 'loading':
      return { kind: 'spinner' };
    case 'error':
      return { kind: 'account-error', error: account.error };
    case 'ready':
      break;
    default:
      // an instance page whose account was never asked for
      return { kind: 'invalid' };
  }
  if (account.namespaceId === '') return { kind: 'invalid' };

  // 6.
  const onAgreement = samePath(pathname, PATHS.agreement);
  if (!account.termsSigned) {
    return onAgreement ? { kind: 'page', pageKey: account.namespaceId } : { kind: 'redirect', to: PATHS.agreement };
  }
  if (onAgreement) return { kind: 'redirect', to: PATHS.home };
  // 7.
  if (!account.onboarded && !samePath(pathname, PATHS.onboarding)) return { kind: 'redirect', to: PATHS.onboarding };
  // 8.
  if (account.trialExpired && !account.trialExpiredClosed) return { kind: 'trial-expired', namespaceId: account.namespaceId };
  // 9.
  return { kind: 'page', pageKey: account.namespaceId };
}
