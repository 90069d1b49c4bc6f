import type { MembershipItem, NamespaceItem, UserItem } from './items';

/** Who the verified token says the caller is. */
export interface Identity {
  /** the identity provider's subject */
  readonly sub: string;
  readonly email: string;
  readonly emailVerified: boolean;
  readonly firstName?: string | undefined;
  readonly lastName?: string | undefined;
  /** the company the person gave when they signed up (the pool's `custom:company`) */
  readonly companyName?: string | undefined;
}

/** What a new user's first instance starts with, from the browser that made their first call. */
export interface FirstInstanceDefaults {
  /** the browser's IANA time zone, already checked; the instance reads UTC without one */
  readonly timeZone?: string | undefined;
}

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
