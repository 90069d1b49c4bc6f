import { createNamespaceStore } from '../adapters/dynamodb/namespace-store';
import type { InstanceReader } from '../core/instance/trial-block';
import type { NamespaceItem } from '../core/ports/items';
import type { TenantContext } from '../core/tenant';
import { instanceTimeZone } from '../../shared/domain/time-zone';
import { tableStore, type Wiring } from './wiring';

/** How long a job's container reuses an instance it read, unless the runtime says otherwise. */
const INSTANCE_CACHE_MS = 5 * 60_000;

/**
 * An instance as jobs read it for its settings (time zone, tracking), kept a few minutes per
 * container by the function's clock: they change rarely, and a change shows within that time. The
 * runtime's cacheTtlMs (0 in tests) overrides how long. Its plan is read with instancePlans.
 */
export function cachedInstances(wiring: Wiring): (ctx: TenantContext) => Promise<NamespaceItem | null> {
  const namespaces = tableStore(wiring, createNamespaceStore);
  const ttl = wiring.overrides?.cacheTtlMs ?? INSTANCE_CACHE_MS;
  const found = new Map<string, { namespace: Promise<NamespaceItem | null>; until: number }>();
  return (ctx) => {
    const now = wiring.now().getTime();
    const kept = found.get(ctx.namespaceId);
    if (kept && kept.until > now) return kept.namespace;
    const namespace = namespaces.find(ctx.namespaceId);
    if (ttl > 0) {
      // a failed read is not kept: the next email asks again
      namespace.catch(() => found.delete(ctx.namespaceId));
      found.set(ctx.namespaceId, { namespace, until: now + ttl });
    }
    return namespace;
  };
}

/**
 * An instance's plan (trial end, paid), read afresh each time: the jobs read it once per run and
 * instance, or once per message, and an instance marked paid acts again at once. Reads asked for
 * one instance while one is under way share it, so a job that asks for the plan and (through
 * instanceZones) the zone at once reads the instance once.
 */
export function instancePlans(wiring: Wiring): InstanceReader & ((ctx: TenantContext) => Promise<NamespaceItem | null>) {
  const namespaces = tableStore(wiring, createNamespaceStore);
  const reading = new Map<string, Promise<NamespaceItem | null>>();
  return (ctx) => {
    const shared = reading.get(ctx.namespaceId);
    if (shared) return shared;
    const read = namespaces.find(ctx.namespaceId).finally(() => reading.delete(ctx.namespaceId));
    reading.set(ctx.namespaceId, read);
    return read;
  };
}

/** An instance's time zone, read once per run and instance. */
export function instanceZones(wiring: Wiring, instances = cachedInstances(wiring)): (ctx: TenantContext) => Promise<string> {
  return async (ctx) => instanceTimeZone((await instances(ctx)) ?? {});
}
