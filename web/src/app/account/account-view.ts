import { HTTP_STATUS } from '../../../../shared/domain/trial';
import { ApiError } from '../../api/client';
import type { AccountView } from '../shell-flow';
import type { NoticeClosures } from './account-store';
import type { InstanceFlags } from './instance-flags';

/** The part of a TanStack Query result the derivation reads. */
interface QuerySnapshot<T> {
  readonly status: 'pending' | 'error' | 'success';
  readonly data?: T | undefined;
  readonly error?: unknown;
}

/** What the account view is derived from. */
export interface AccountSources {
  readonly selectedNamespaceId: string | undefined;
  /** the signed-in user (from the sign-in hand-shake) */
  readonly user: QuerySnapshot<{ readonly termsAcceptedAt?: string | undefined }>;
  /** the selected instance */
  readonly namespace: QuerySnapshot<{ readonly onboardedAt?: string | undefined }>;
  /**
   * The first gated call of the instance (the role, fetched on load); its 489 or 488 is an answer
   * about the terms or the trial, not a failure (the flags hold what it said).
   */
  readonly gateProbe: QuerySnapshot<unknown>;
  readonly flags: InstanceFlags;
  readonly closures: NoticeClosures;
}

/** True for the refusals that state the terms or trial gate of the instance. */
export function isGateRefusal(error: unknown): error is ApiError {
  return error instanceof ApiError && (error.status === HTTP_STATUS.termsNotSigned || error.status === HTTP_STATUS.trialExpired);
}

/**
 * The account facts the shell flow needs, from the server's answers and the instance flags:
 * terms signed (the user accepted them and no answer refused them since), onboarded (the instance
 * has onboardedAt), trial expired (an answer said 488) and whether that notice was closed.
 */
export function deriveAccountView(sources: AccountSources): AccountView {
  const { selectedNamespaceId, user, namespace, gateProbe, flags, closures } = sources;
  if (selectedNamespaceId === undefined) return { status: 'loading' };
  if (user.status === 'error') return { status: 'error', error: user.error };
  if (namespace.status === 'error') return { status: 'error', error: namespace.error };
  if (gateProbe.status === 'error' && !isGateRefusal(gateProbe.error)) return { status: 'error', error: gateProbe.error };
  if (user.status === 'pending' || namespace.status === 'pending' || gateProbe.status === 'pending') {
    return { status: 'loading' };
  }
  if (!user.data || !namespace.data) return { status: 'loading' };
  return {
    status: 'ready',
    namespaceId: selectedNamespaceId,
    termsSigned: user.data.termsAcceptedAt !== undefined && !flags.termsNotSigned,
    onboarded: namespace.data.onboardedAt !== undefined,
    trialExpired: flags.trialExpired,
    trialExpiredClosed: closures.trialExpired,
  };
}
