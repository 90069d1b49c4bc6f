import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';

import { campaignRoutes, campaignStatusRoutes } from '../../../../shared/api/routes/campaign';
import { contactRoutes } from '../../../../shared/api/routes/contact';
import type { CampaignStatus } from '../../../../shared/domain/campaign';
import type { EmailListTab } from '../../../../shared/domain/email';
import type { CampaignWithProgress } from '../../../../shared/schemas/campaign-generation';
import type { EmailMessage } from '../../../../shared/schemas/email-message';
import { useApiClient } from '../../api/api-client-context';
import { campaignEmailsQueryKey, campaignListQueryKey, campaignQueryKey, isCampaignQueryKey } from '../../app/query-keys';
import { campaignEmailsBody } from './campaign-emails';
import { campaignListBody, type CampaignListScope } from './campaign-list-request';
import { campaignPollInterval, listPollInterval } from './campaign-polling';
import { useCursorPages } from '../../components/list-page';

/** The instance's campaigns a page at a time, refreshed while a running one is shown. */
export function useCampaignList(namespaceId: string, scope: CampaignListScope) {
  const client = useApiClient();
  return useCursorPages<CampaignWithProgress>({
    scope: JSON.stringify(scope),
    queryKey: (cursor) => campaignListQueryKey(namespaceId, campaignListBody(scope, cursor)),
    fetchPage: async (cursor, signal) =>
      (await client.call(campaignRoutes.list, { body: campaignListBody(scope, cursor), namespaceId, signal })).data,
    refetchInterval: (page) => listPollInterval(page?.items),
  });
}

/** One campaign with its progress, refreshed while it runs. */
export function useCampaign(namespaceId: string, campaignId: string) {
  const client = useApiClient();
  return useQuery({
    queryKey: campaignQueryKey(namespaceId, campaignId),
    queryFn: async ({ signal }) =>
      (await client.call(campaignRoutes.get, { params: { id: campaignId }, namespaceId, signal })).data,
    refetchInterval: (query) => campaignPollInterval(query.state.data?.status),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: (query) => campaignPollInterval(query.state.data?.status) !== false,
  });
}

/** A campaign's emails of one tab, a page at a time, refreshed while the campaign runs. */
export function useCampaignEmails(input: {
  namespaceId: string;
  campaignId: string;
  tab: EmailListTab;
  pageSize: number;
  campaignStatus: CampaignStatus;
}) {
  const { namespaceId, campaignId, tab, pageSize, campaignStatus } = input;
  const client = useApiClient();
  return useCursorPages<EmailMessage>({
    scope: `${campaignId}:${tab}:${pageSize}`,
    queryKey: (cursor) => campaignEmailsQueryKey(namespaceId, campaignId, campaignEmailsBody(tab, pageSize, cursor)),
    fetchPage: async (cursor, signal) =>
      (
        await client.call(campaignStatusRoutes.emails, {
          params: { id: campaignId },
          body: campaignEmailsBody(tab, pageSize, cursor),
          namespaceId,
          signal,
        })
      ).data,
    refetchInterval: () => campaignPollInterval(campaignStatus),
  });
}

/** How long a contact's address is taken as known before it is asked for again. */
const CONTACT_STALE_MS = 5 * 60_000;

/**
 * The email addresses of the contacts of a page of emails, by contact id (an email names only its
 * contact's id). A contact that cannot be read is left out; its id shows instead.
 */
export function useContactAddresses(namespaceId: string, contactIds: readonly string[]): ReadonlyMap<string, string> {
  const client = useApiClient();
  const ids = [...new Set(contactIds)];
  return useQueries({
    queries: ids.map((id) => ({
      // the key of the contact's own page, which shares the answer
      queryKey: [contactRoutes.get.name, namespaceId, id],
      queryFn: async ({ signal }: { signal: AbortSignal }) =>
        (await client.call(contactRoutes.get, { params: { id }, namespaceId, signal })).data,
      staleTime: CONTACT_STALE_MS,
      retry: false,
    })),
    combine: (results) => {
      const addresses = new Map<string, string>();
      results.forEach((result, index) => {
        const id = ids[index];
        if (id !== undefined && result.data !== undefined) addresses.set(id, result.data.email);
      });
      return addresses;
    },
  });
}

/** Refreshes every campaign answer of the instance: lists, the campaign, its emails. */
export function useRefreshCampaigns(namespaceId: string) {
  const queryClient = useQueryClient();
  return useCallback(
    () => queryClient.invalidateQueries({ predicate: (query) => isCampaignQueryKey(query.queryKey, namespaceId) }),
    [queryClient, namespaceId],
  );
}

/** Status changes and 'Generate now' of one campaign; each refreshes the campaign answers once it is done. */
export function useCampaignCommands(namespaceId: string, campaignId: string) {
  const client = useApiClient();
  const refresh = useRefreshCampaigns(namespaceId);

  const setStatus = useMutation({
    mutationFn: async (status: CampaignStatus) =>
      (await client.call(campaignStatusRoutes.setStatus, { params: { id: campaignId }, body: { status }, namespaceId })).data,
    onSettled: () => refresh(),
  });

  const generate = useMutation({
    mutationFn: async () => (await client.call(campaignStatusRoutes.generate, { params: { id: campaignId }, namespaceId })).data,
    onSettled: () => refresh(),
  });

  return { setStatus, generate, refresh };
}
