import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { integrationRoutes } from '../../../../shared/api/routes/integration';
import type { UpdateIntegrationBody } from '../../../../shared/api/schemas';
import { CRM_OAUTH_REDIRECT_PATH, type IntegrationType } from '../../../../shared/domain/integration';
import { useApiClient } from '../../api/api-client-context';

const queryKey = (namespaceId: string) => ['integration', namespaceId];

/** Where the page keeps which CRM a started sign-in is for, while the browser visits the CRM. */
export const PENDING_CRM_SIGN_IN_KEY = 'reachwise.crmSignIn';

/** The app's own return page, as the CRM must send the browser back to it. */
export const crmRedirectUri = () => `${window.location.origin}${CRM_OAUTH_REDIRECT_PATH}`;

/** The CRM integrations of the instance, both types, set up or not (`GET /api/integration`). */
export function useIntegrations(namespaceId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: queryKey(namespaceId),
    queryFn: async ({ signal }) => (await client.call(integrationRoutes.list, { namespaceId, signal })).data.integrations,
  });
}

/** Starts a CRM's OAuth sign-in: remembers the CRM, then sends the browser there. */
export function useStartCrmSignIn(namespaceId: string) {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (type: IntegrationType) => {
      const answer = await client.call(integrationRoutes.oauthStart, {
        params: { type },
        body: { redirectUri: crmRedirectUri() },
        namespaceId,
      });
      sessionStorage.setItem(PENDING_CRM_SIGN_IN_KEY, type);
      window.location.assign(answer.data.url);
    },
  });
}

/** Finishes a CRM's sign-in with the code and state it sent back. */
export function useCompleteCrmSignIn(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { type: IntegrationType; code: string; state: string }) =>
      (
        await client.call(integrationRoutes.oauthComplete, {
          params: { type: input.type },
          body: { code: input.code, state: input.state, redirectUri: crmRedirectUri() },
          namespaceId,
        })
      ).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey(namespaceId) }),
  });
}

/** Connects HubSpot with a pasted private-app token. */
export function useConnectPrivateApp(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (token: string) =>
      (await client.call(integrationRoutes.privateAppToken, { body: { token }, namespaceId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey(namespaceId) }),
  });
}

/** Pauses or resumes a connected CRM, or switches one of its options. */
export function useUpdateIntegration(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { type: IntegrationType; changes: UpdateIntegrationBody }) =>
      (await client.call(integrationRoutes.update, { params: { type: input.type }, body: input.changes, namespaceId })).data,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKey(namespaceId) }),
  });
}

/** Disconnects a CRM: its credentials are forgotten. */
export function useDisconnectIntegration(namespaceId: string) {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (type: IntegrationType) =>
      (await client.call(integrationRoutes.disconnect, { params: { type }, namespaceId })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKey(namespaceId) }),
  });
}
