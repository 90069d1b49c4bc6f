import { createNamespaceRepository } from '../adapters/dynamodb/repositories/namespace-repository';
import type { NamespaceItem } from '../core/ports/items';
import type { TenantContext } from '../core/tenant';
import { instanceTimeZone } from '../../shared/domain/time-zone';
import { repository, type Wiring } from './wiring';

/** An instance as jobs and the review queue read it, kept a few minutes per container: its settings change rarely. */
export function cachedInstances(wiring: Wiring): (ctx: TenantContext) => Promise<NamespaceItem | null> {
  const namespaces = repository(wiring, createNamespaceRepository);
  const found = new Map<string, Promise<NamespaceItem | null>>();
  return (ctx) => {
    let namespace = found.get(ctx.namespaceId);
    if (!namespace) {
      namespace = namespaces.find(ctx.namespaceId);
      // a failed read is not kept: the next email asks again
      namespace.catch(() => found.delete(ctx.namespaceId));
      found.set(ctx.namespaceId, namespace);
      setTimeout(() => found.delete(ctx.namespaceId), 5 * 60_000).unref();
    }
    return namespace;
  };
}

/** An instance's time zone, read once per run and instance. */
export function instanceZones(wiring: Wiring, instances = cachedInstances(wiring)): (ctx: TenantContext) => Promise<string> {
  return async (ctx) => instanceTimeZone((await instances(ctx)) ?? {});
}
