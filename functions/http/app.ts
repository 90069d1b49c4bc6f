import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { createDocumentClient } from '../adapters/dynamodb/client';
import { createRepositories, type Repositories } from '../adapters/dynamodb/repositories';
import { createAesSecretBox, unconfiguredSecretBox, type SecretBox } from '../adapters/secrets/secret-box';
import { optionalEnv, requireEnv } from '../config';
import { createAccountsService, type AccountsService } from '../core/accounts/accounts-service';
import { systemClock, type Clock } from '../core/clock';
import { createServices, type Services } from '../core/services';
import { TtlCache } from '../core/ttl-cache';
import type { MembershipItem } from '../adapters/dynamodb/repositories/membership-repository';

/** Everything a request handler needs, built once per container. */
export interface AppDeps {
  readonly repos: Repositories;
  readonly now: Clock;
  readonly accounts: AccountsService;
  readonly services: Services;
  /** memberships seen recently: the tenant check of every request */
  readonly membershipCache: TtlCache<MembershipItem | null>;
}

export interface AppDepsOptions {
  readonly client: DynamoDBDocumentClient;
  readonly tableName: string;
  readonly now?: Clock;
  /** seals sender credentials; without one, storing a credential fails with a clear 500 */
  readonly secrets?: SecretBox;
  /** how long a membership lookup is reused; 0 turns the cache off */
  readonly membershipCacheMs?: number;
}

/** Builds the dependencies of the handlers over one table. */
export function createAppDeps(options: AppDepsOptions): AppDeps {
  const now = options.now ?? systemClock;
  const repos = createRepositories(options.client, options.tableName, { now });
  return {
    repos,
    now,
    accounts: createAccountsService({ repos, now }),
    services: createServices({ repos, now, secrets: options.secrets ?? unconfiguredSecretBox }),
    membershipCache: new TtlCache(options.membershipCacheMs ?? 10_000),
  };
}

let current: AppDeps | undefined;

/**
 * The container's dependencies, from the environment (`TABLE_NAME`, and `DYNAMODB_ENDPOINT` for
 * DynamoDB Local). The local server and tests install their own with {@link useAppDeps}.
 */
export function appDeps(): AppDeps {
  if (!current) {
    const endpoint = optionalEnv('DYNAMODB_ENDPOINT');
    const client = createDocumentClient(new DynamoDBClient(endpoint ? { endpoint } : {}));
    const secretKey = optionalEnv('SECRET_KEY');
    current = createAppDeps({
      client,
      tableName: requireEnv('TABLE_NAME'),
      ...(secretKey ? { secrets: createAesSecretBox(Buffer.from(secretKey, 'base64')) } : {}),
    });
  }
  return current;
}

/** Installs the dependencies every handler of this process uses. */
export function useAppDeps(deps: AppDeps): void {
  current = deps;
}
