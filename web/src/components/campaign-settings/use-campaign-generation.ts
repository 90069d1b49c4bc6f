import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';

import { campaignStatusRoutes } from '../../../../shared/api/routes/campaign';
import type { CreateCampaignInput } from '../../../../shared/schemas/campaign';
import type { CampaignAudienceInput } from '../../../../shared/schemas/campaign-generation';
import { useApiClient } from '../../api/api-client-context';

/** How long the audience count waits after the last change of the choice before it asks. */
const AUDIENCE_DEBOUNCE_MS = 400;

/**
 * Keys of the answers about a campaign not created yet. They start with the route's name and the
 * instance, like every key of the campaign pages, so a campaign write refreshes them too.
 */
const campaignAudienceQueryKey = (namespaceId: string, input: CampaignAudienceInput | undefined) =>
  [campaignStatusRoutes.audience.name, namespaceId, input] as const;
const campaignPreviewQueryKey = (namespaceId: string, input: CreateCampaignInput | undefined) =>
  [campaignStatusRoutes.preview.name, namespaceId, input] as const;

/** `value` once it has stopped changing for `delayMs` (compared by content, not identity). */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  const key = JSON.stringify(value) ?? '';
  useEffect(() => {
    // runs when the content changes: a new object with the same content restarts nothing
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [key, delayMs]);
  return settled;
}

/**
 * Who a campaign with this contact list or these contacts would write to, and who is left out and
 * why; asked again a moment after the choice stops changing. While a new count is on its way the
 * previous one stays, with `counting` set.
 */
export function useCampaignAudience(namespaceId: string, input: CampaignAudienceInput | undefined) {
  const client = useApiClient();
  const settled = useSettled(input, AUDIENCE_DEBOUNCE_MS);
  const waiting = JSON.stringify(settled) !== JSON.stringify(input);
  const query = useQuery({
    queryKey: campaignAudienceQueryKey(namespaceId, settled),
    enabled: settled !== undefined,
    queryFn: async ({ signal }) =>
      (await client.call(campaignStatusRoutes.audience, { body: settled, namespaceId, signal })).data,
    placeholderData: keepPreviousData,
  });
  return {
    query,
    /** the count shown: undefined with nothing chosen */
    audience: input === undefined ? undefined : query.data,
    /** a new count is being asked for (or will be, once the choice settles) */
    counting: input !== undefined && (waiting || query.isFetching),
  };
}

/**
 * One email written now for the first contact of the audience of a campaign not created yet, with
 * the checker's verdict. Written once per draft (the model is not asked again for the same
 * settings) and never retried on its own: `refetch` writes another.
 */
export function useCampaignPreview(namespaceId: string, input: CreateCampaignInput | undefined) {
  const client = useApiClient();
  return useQuery({
    queryKey: campaignPreviewQueryKey(namespaceId, input),
    enabled: input !== undefined,
    queryFn: async ({ signal }) => (await client.call(campaignStatusRoutes.preview, { body: input, namespaceId, signal })).data,
    retry: false,
    staleTime: Infinity,
  });
}
