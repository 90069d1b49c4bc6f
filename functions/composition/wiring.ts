import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { RouteNeeds, TableAccess } from '../../shared/api/route';
import { ENV, queueUrlEnv } from '../../shared/platform/environment';
import type { StoreDeps } from '../adapters/dynamodb/tenant-store';
import { systemClock, type Clock } from '../core/clock';
import { requireEnv } from './environment';
import { currentRuntime, type RuntimeOverrides } from './runtime';
import { tableFor, tableNameFromEnv, type TableRef } from './table';

/** A function's name and what it declared it touches (a route of the contract, or a worker). */
export interface FunctionNeeds {
  readonly name: string;
  readonly needs: RouteNeeds;
}

/**
 * What a function's composition builds from: its declared needs, the runtime's overrides (local
 * stack, tests) and the clock. Everything beyond the clock is asked for through the helpers of
 * functions/composition, each of which refuses what the function did not declare.
 */
export interface Wiring {
  readonly fn: FunctionNeeds;
  readonly overrides: RuntimeOverrides | undefined;
  readonly now: Clock;
  /** ids and timestamps of new items come from the same clock */
  readonly storeDeps: StoreDeps;
}

/** Thrown at cold start when a function builds something its declaration does not name. */
export class UndeclaredNeedError extends Error {
  constructor(fn: FunctionNeeds, what: string) {
    super(`${fn.name} uses ${what} but does not declare it in its needs.`);
    this.name = 'UndeclaredNeedError';
  }
}

/** Refuses a need the function did not declare. */
export function requireNeed(wiring: Wiring, declared: boolean | undefined, what: string): void {
  if (!declared) throw new UndeclaredNeedError(wiring.fn, what);
}

/** The table, with the access the function declared (a read-only client for `read`). */
export function table(wiring: Wiring, access: TableAccess = wiring.fn.needs.table ?? 'read'): TableRef {
  const declared = wiring.fn.needs.table;
  requireNeed(wiring, declared !== undefined && (access === 'read' || declared === 'readWrite'), `table ${access} access`);
  return tableFor(declared ?? access, wiring.overrides);
}

/**
 * Checks, at cold start, that the environment holds every variable the declared needs read: a
 * missing one fails the function's init with its name, not its tenth request. Skipped when a
 * runtime is installed (the local stack and tests bring their own).
 */
export function checkEnvironment(fn: FunctionNeeds): void {
  if (currentRuntime().overrides) return;
  if (fn.needs.table) tableNameFromEnv();
  if (fn.needs.senderKey) requireEnv(ENV.senderKeyId);
  if (fn.needs.webOrigins) requireEnv(ENV.webOrigins);
  if (fn.needs.linkKey) requireEnv(ENV.linkKeySecretArn);
  if (fn.needs.publicUrls) {
    requireEnv(ENV.publicApiUrl);
    requireEnv(ENV.publicWebUrl);
  }
  for (const queue of fn.needs.queues ?? []) requireEnv(queueUrlEnv(queue));
}

/**
 * Composes a function once per runtime. In a Lambda (no runtime installed) that is at once, while
 * the module loads: a missing variable or a need the function did not declare fails the init,
 * with its name. Under the local stack and tests it happens on the first call, and again when
 * another runtime is installed.
 */
export function composeOnce<T>(fn: FunctionNeeds, build: (wiring: Wiring) => T): () => T {
  checkEnvironment(fn);
  let built: { generation: number; value: T } | undefined;
  const current = (): T => {
    const { overrides, generation } = currentRuntime();
    if (built?.generation !== generation) {
      const now = overrides?.now ?? systemClock;
      built = { generation, value: build({ fn, overrides, now, storeDeps: { now } }) };
    }
    return built.value;
  };
  if (!currentRuntime().overrides) current();
  return current;
}

/** Makes a store over a table (the adapters' `create…Store` and `…Store` functions). */
type StoreFactory<R> = (client: DynamoDBDocumentClient, table: string, deps: StoreDeps) => R;

const stores = new WeakMap<Wiring, Map<StoreFactory<unknown>, unknown>>();

/**
 * The store `factory` makes over the function's table, built once per composition however
 * many of the function's services (and its request chain) use it.
 */
export function tableStore<R>(wiring: Wiring, factory: StoreFactory<R>): R {
  let built = stores.get(wiring);
  if (!built) {
    built = new Map();
    stores.set(wiring, built);
  }
  if (!built.has(factory)) {
    const { client, name } = table(wiring);
    built.set(factory, factory(client, name, wiring.storeDeps));
  }
  return built.get(factory) as R;
}
