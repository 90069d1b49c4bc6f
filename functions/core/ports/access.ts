import type { FirstInstanceDefaults, Identity } from '../accounts/accounts-service';
import type { MembershipItem, NamespaceItem, UserItem } from './items';

/**
 * What the request chain reads about a signed-in caller. On routes that may write, `account`
 * creates the account with its first instance on the caller's first call; on read-only routes it
 * only reads, and answers null for a caller who has none yet.
 */
export interface CallerAccess {
  account(identity: Identity, defaults?: FirstInstanceDefaults): Promise<{ user: UserItem; created: boolean } | null>;
  membership(namespaceId: string, userId: string): Promise<MembershipItem | null>;
  namespace(namespaceId: string): Promise<NamespaceItem | null>;
}
