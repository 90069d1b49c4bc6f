/** Keys of the server answers the shell shares with every page. */
export const SESSION_QUERY_KEY = ['session'] as const;
export const AUTHENTICATE_QUERY_KEY = ['user', 'authenticate'] as const;
export const NAMESPACE_IDS_QUERY_KEY = ['namespace', 'ids'] as const;
export const namespaceQueryKey = (namespaceId: string | undefined) => ['namespace', 'one', namespaceId] as const;
export const roleQueryKey = (namespaceId: string | undefined) => ['user', 'role', namespaceId] as const;
export const tierQueryKey = (namespaceId: string | undefined) => ['tier', namespaceId] as const;
export const senderHealthQueryKey = (namespaceId: string | undefined) => ['sender-health', namespaceId] as const;
