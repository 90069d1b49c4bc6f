import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { KMSClient } from '@aws-sdk/client-kms';

import { createDocumentClient } from '../adapters/dynamodb/client';
import { createSealedCredentialReader } from '../adapters/mail/sealed-credentials';
import { createRepositories, type Repositories } from '../adapters/dynamodb/repositories';
import { createKmsSecretBox } from '../adapters/secrets/kms-secret-box';
import { createAesSecretBox, unconfiguredSecretBox, type SecretBox } from '../adapters/secrets/secret-box';
import { optionalEnv, requireEnv } from '../config';
import { createAccountsService, type AccountsService } from '../core/accounts/accounts-service';
import { systemClock, type Clock } from '../core/clock';
import { createServices, type Services } from '../core/services';
import { TtlCache } from '../core/ttl-cache';
import type { MembershipItem } from '../adapters/dynamodb/repositories/membership-repository';
import type { NamespaceItem } from '../adapters/dynamodb/repositories/namespace-repository';
import type { UserItem } from '../adapters/dynamodb/repositories/user-repository';

const DEFAULT_CACHE_TTL_MS = 10_000;

/** Key of a membership in `membershipCache`. */
export function membershipCacheKey(namespaceId: string, userId: string): string {
  return `${namespaceId}|${userId}`;
}

/** Everything a request handler needs, built once per container. */
export interface AppDeps {
  readonly repos: Repositories;
  readonly now: Clock;
  readonly accounts: AccountsService;
  readonly services: Services;
  /** memberships seen recently: the tenant check of every request */
  readonly membershipCache: TtlCache<MembershipItem | null>;
  /** users seen recently; only users whose account is complete and terms accepted are kept */
  readonly userCache: TtlCache<UserItem>;
  /** namespaces seen recently: the trial gate and headers of every instance request */
  readonly namespaceCache: TtlCache<NamespaceItem>;
}

export interface AppDepsOptions {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly now?: Clock;
  /** seals sender credentials; without one, storing a credential fails with a clear 500 */
  readonly secrets?: SecretBox;
  /**
   * How long the request chain reuses a membership, user or namespace it read (default 10 s; 0
   * turns caching off). A paid flag or a removed membership takes at most this long to be seen by
   * other containers.
   */
  readonly cacheTtlMs?: number;
}

/** Builds the dependencies of the handlers over one table. */
export function createAppDeps(options: AppDepsOptions): AppDeps {
  const now = options.now ?? systemClock;
  const repos = createRepositories(options.client, options.tableName, { now });
  return {
    repos,
    now,
    accounts: createAccountsService({ repos, now }),
    services: createServices({
      repos,
      now,
      secrets: options.secrets ?? unconfiguredSecretBox,
      readSealedCredential: createSealedCredentialReader(options.client, options.tableName),
    }),
    membershipCache: new TtlCache(options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS),
    userCache: new TtlCache(options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS),
    namespaceCache: new TtlCache(options.cacheTtlMs ?? DEFAULT_CACHE_TTL_MS),
  };
}

let current: AppDeps | undefined;

/**
 * How sender credentials are sealed: with the KMS key named by `SENDER_KEY_ID` (the cloud), else
 * with the AES key in `SECRET_KEY` (local runs), else not at all (storing one is refused).
 */
export function secretBoxFromEnv(): SecretBox | undefined {
  const keyId = optionalEnv('SENDER_KEY_ID');
  if (keyId) return createKmsSecretBox(new KMSClient({}), keyId);
  const secretKey = optionalEnv('SECRET_KEY');
  return secretKey ? createAesSecretBox(Buffer.from(secretKey, 'base64')) : undefined;
}

/**
 * The container's dependencies, from the environment (`TABLE_NAME`, `DYNAMODB_ENDPOINT` for
 * DynamoDB Local, and the secret box of {@link secretBoxFromEnv}). The local server and tests
 * install their own with {@link useAppDeps}.
 */
export function appDeps(): AppDeps {
  if (!current) {
    const endpoint = optionalEnv('DYNAMODB_ENDPOINT');
    const client = createDocumentClient(new DynamoDBClient(endpoint ? { endpoint } : {}));
    const secrets = secretBoxFromEnv();
    current = createAppDeps({ client, tableName: requireEnv('TABLE_NAME'), ...(secrets ? { secrets } : {}) });
  }
  return current;
}

/** Installs the dependencies every handler of this process uses. */
export function useAppDeps(deps: AppDeps): void {
  current = deps;
}
