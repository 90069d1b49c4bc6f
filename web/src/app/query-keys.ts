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
/** Which writer writes the instance's emails (`GET /api/campaign/writer`). */
export const writerStatusQueryKey = (namespaceId: string) => ['campaign.writer', namespaceId] as const;
export const campaignEmailsQueryKey = (namespaceId: string, campaignId: string, request: Readonly<Record<string, unknown>>) =>
  ['campaign.emails', namespaceId, campaignId, request] as const;

/** True for every campaign answer of the instance: lists, one campaign, its emails. */
export function isCampaignQueryKey(queryKey: readonly unknown[], namespaceId: string): boolean {
  const [name, instance] = queryKey;
  return typeof name === 'string' && name.startsWith('campaign.') && instance === namespaceId;
}

/** Keys of the review queue (`/email`) and of a contact's thread; the first element is the route's name. */
export const emailListQueryKey = (namespaceId: string, request: Readonly<Record<string, unknown>>) =>
  ['email.list', namespaceId, request] as const;
export const contactThreadQueryKey = (namespaceId: string, contactId: string) =>
  ['contact.thread', namespaceId, contactId] as const;

/**
 * True for every list of the instance that shows emails: the review queue, a contact's thread and
 * emails, the campaigns and their counts.
 */
export function isEmailListQueryKey(queryKey: readonly unknown[], namespaceId: string): boolean {
  const [name, instance] = queryKey;
  if (typeof name !== 'string' || instance !== namespaceId) return false;
  return name === 'email.list' || name.startsWith('campaign.') || name === 'contact.thread' || name === 'contact.emails';
}

/** True for every answer of the instance that shows emails: the lists above and each email (`email.get`, ...). */
export function isEmailQueryKey(queryKey: readonly unknown[], namespaceId: string): boolean {
  const [name, instance] = queryKey;
  if (typeof name !== 'string' || instance !== namespaceId) return false;
  return name.startsWith('email.') || isEmailListQueryKey(queryKey, namespaceId);
}
