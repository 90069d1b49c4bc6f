import { createNamespaceRepository } from '../adapters/dynamodb/repositories/namespace-repository';
import type { NamespaceItem } from '../core/ports/items';
import type { TenantContext } from '../core/tenant';
import { repository, type Wiring } from './wiring';

/** How long a job's container reuses an instance it read, unless the runtime says otherwise. */
const INSTANCE_CACHE_MS = 5 * 60_000;

/**
 * An instance as jobs read it, kept a few minutes per container (by the function's clock): its
 * settings and plan change rarely, and a change shows within that time. The runtime's cacheTtlMs
 * (0 in tests) overrides how long.
 */
export function cachedInstances(wiring: Wiring): (ctx: TenantContext) => Promise<NamespaceItem | null> {
  const namespaces = repository(wiring, createNamespaceRepository);
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
