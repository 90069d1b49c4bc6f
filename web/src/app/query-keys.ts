/** Keys of the server answers the shell shares with every page. */
export const SESSION_QUERY_KEY = ['session'] as const;
export const AUTHENTICATE_QUERY_KEY = ['user', 'authenticate'] as const;
export const NAMESPACE_IDS_QUERY_KEY = ['namespace', 'ids'] as const;
export const namespaceQueryKey = (namespaceId: string | undefined) => ['namespace', 'one', namespaceId] as const;
export const roleQueryKey = (namespaceId: string | undefined) => ['user', 'role', namespaceId] as const;
export const tierQueryKey = (namespaceId: string | undefined) => ['tier', namespaceId] as const;
export const senderHealthQueryKey = (namespaceId: string | undefined) => ['sender-health', namespaceId] as const;

/**
 * Keys of the campaign pages. The first element is the route's name (`campaign.list`, ...), as in
 * every key of the component pages, so a write that refreshes the `campaign.` answers of an
 * instance (the generic resource writes do) refreshes these too.
 */
export const campaignListQueryKey = (namespaceId: string, request: Readonly<Record<string, unknown>>) =>
  ['campaign.list', namespaceId, request] as const;
export const campaignQueryKey = (namespaceId: string, campaignId: string) => ['campaign.get', namespaceId, campaignId] as const;
export const campaignEmailsQueryKey = (namespaceId: string, campaignId: string, request: Readonly<Record<string, unknown>>) =>
  ['campaign.emails', namespaceId, campaignId, request] as const;

/** True for every campaign answer of the instance: lists, one campaign, its emails. */
export function isCampaignQueryKey(queryKey: readonly unknown[], namespaceId: string): boolean {
  const [name, instance] = queryKey;
  return typeof name === 'string' && name.startsWith('campaign.') && instance === namespaceId;
}
