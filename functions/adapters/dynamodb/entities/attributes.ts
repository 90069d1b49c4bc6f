import type { Attribute } from 'electrodb';

import { TABLE_SERVICE } from '../table';

/** Attributes every tenant entity carries. Timestamps are ISO-8601 strings set by the store. */
const TENANT_ATTRIBUTES = {
  namespaceId: { type: 'string', required: true, readOnly: true },
  id: { type: 'string', required: true, readOnly: true },
  createdAt: { type: 'string', required: true, readOnly: true },
  updatedAt: { type: 'string', required: true },
  /** lower-cased text of the item's searchable fields, kept by the store; never read back */
  searchText: { type: 'string', hidden: true },
} as const;

/** Model header shared by all entities: one service, version 1. */
export function model<const E extends string>(entity: E) {
  return { entity, service: TABLE_SERVICE, version: '1' } as const;
}

/** Primary index of a tenant entity: pk `<namespaceId>#<entity>`, sk `<id>`, keys kept as written. */
function tenantPrimaryIndex<const E extends string>(entity: E) {
  return {
    pk: { field: 'pk', composite: ['namespaceId'], template: `\${namespaceId}#${entity}`, casing: 'none' },
    sk: { field: 'sk', composite: ['id'], template: '${id}', casing: 'none' },
  } as const;
}

/**
 * Schema of a tenant entity listed by namespace: the tenant attributes plus `attributes`, and the
 * `byNamespace` primary index. `extraIndexes` adds secondary access patterns.
 */
export function tenantSchema<
  const E extends string,
  const A extends Record<string, Attribute>,
  const I extends Record<string, unknown> = Record<never, never>,
>(entity: E, attributes: A, extraIndexes?: I) {
  return {
    model: model(entity),
    attributes: { ...TENANT_ATTRIBUTES, ...attributes },
    indexes: { byNamespace: tenantPrimaryIndex(entity), ...(extraIndexes as I) },
  } as const;
}

/** A counter that starts at 0 and moves by atomic ADD. */
export const counter = { type: 'number', default: 0 } as const;

/**
 * The outcome counters a campaign and a send week both keep (OUTCOME_FIELDS of shared/domain/outcomes),
 * each moved once by the change that reaches it.
 */
export const outcomeCounters = {
  sent: counter,
  /** emails opened by a person (machine opens are not counted) */
  opened: counter,
  /** emails whose link a person followed */
  clicked: counter,
  replied: counter,
  bounced: counter,
  /** emails reported as spam */
  complained: counter,
  /** contacts who unsubscribed through one of the emails */
  unsubscribed: counter,
  /** contacts whose first email (step 0) left */
  contactsEmailed: counter,
} as const;
