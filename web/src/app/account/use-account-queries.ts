import { useQuery } from '@tanstack/react-query';

import { senderRoutes } from '../../../../shared/api/routes/email-sender-config';
import { namespaceRoutes } from '../../../../shared/api/routes/namespace';
import { tierRoutes } from '../../../../shared/api/routes/tier';
import { userRoutes } from '../../../../shared/api/routes/user';
import type { Role } from '../../../../shared/domain/role';
import { useApiClient } from '../../api/api-client-context';
import { isGateRefusal } from './account-view';
import { sortInstanceIds } from '../instance/instance-sync';
import {
  AUTHENTICATE_QUERY_KEY,
  NAMESPACE_IDS_QUERY_KEY,
  namespaceQueryKey,
  roleQueryKey,
  senderHealthQueryKey,
  tierQueryKey,
} from '../query-keys';

const FIVE_MINUTES = 5 * 60_000;

/** The sign-in hand-shake: the user (created on first use), their default instance and their instances. */
export function useAuthenticate(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: AUTHENTICATE_QUERY_KEY,
    queryFn: async ({ signal }) => (await client.call(userRoutes.authenticate, { signal })).data,
    staleTime: FIVE_MINUTES,
    enabled,
  });
}

/** An instance the user belongs to (name, tier, trial end date, onboardedAt). */
export function useInstance(namespaceId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: namespaceQueryKey(namespaceId),
    queryFn: async ({ signal }) =>
      (await client.call(userRoutes.getNamespace, { query: { id: namespaceId ?? '' }, signal })).data,
    enabled: namespaceId !== undefined,
    staleTime: FIVE_MINUTES,
  });
}

/** The role in an instance, or the gate that refused to say (489: terms not signed, 488: trial expired). */
type RoleAnswer = { readonly role: Role } | { readonly refusedWith: number };

/**
 * The user's role in the instance, fetched on load (docs/product.md, Roles). As the first gated call of the
 * instance it is also how the app learns that the terms or the trial block it: such a refusal is
 * an answer, kept like any other, not a failure to fetch again.
 */
export function useRoleAnswer(namespaceId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: roleQueryKey(namespaceId),
    queryFn: async ({ signal }): Promise<RoleAnswer> => {
      try {
        return { role: (await client.call(userRoutes.role, { namespaceId, signal })).data.role };
      } catch (error) {
        if (isGateRefusal(error)) return { refusedWith: error.status };
        throw error;
      }
    },
    enabled: namespaceId !== undefined,
    staleTime: FIVE_MINUTES,
  });
}

/** The user's role in the instance; undefined while unknown or refused by a gate. */
export function useRole(namespaceId: string | undefined): Role | undefined {
  const answer = useRoleAnswer(namespaceId).data;
  return answer !== undefined && 'role' in answer ? answer.role : undefined;
}

/** The plan tier of the instance (`POST /api/tier`), asked when the account menu loads the user. */
export function useTier(namespaceId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: tierQueryKey(namespaceId),
    queryFn: async ({ signal }) => (await client.call(tierRoutes.get, { body: { namespaceId: namespaceId ?? '' }, signal })).data,
    enabled: namespaceId !== undefined,
    staleTime: FIVE_MINUTES,
  });
}

/** The ids of the user's instances, sorted by id. */
export function useInstanceIds(enabled = true) {
  const client = useApiClient();
  return useQuery({
    queryKey: NAMESPACE_IDS_QUERY_KEY,
    queryFn: async ({ signal }) => sortInstanceIds((await client.call(namespaceRoutes.list, { signal })).data.namespaceIds),
    enabled,
    staleTime: FIVE_MINUTES,
  });
}

/** The credential check of every sender of the instance, run on load and after each switch. */
export function useSenderHealth(namespaceId: string | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: senderHealthQueryKey(namespaceId),
    queryFn: async ({ signal }) => (await client.call(senderRoutes.healthchecks, { namespaceId, signal })).data,
    enabled: namespaceId !== undefined,
    staleTime: Infinity,
  });
}
