/** Commands that read: their consumed capacity is read units; every other command's is write units. */
export const READ_COMMANDS = new Set(['GetItem', 'BatchGetItem', 'Query', 'Scan', 'TransactGetItems']);

interface ConsumedCapacity {
  readonly CapacityUnits?: number;
  readonly Table?: { readonly CapacityUnits?: number };
  readonly GlobalSecondaryIndexes?: Record<string, { readonly CapacityUnits?: number }>;
}

/** Where a bench sums the units its commands consumed. */
export interface CapacitySums {
  rcu: number;
  wcu: number;
  /** write units by where they were spent: the table or a global secondary index */
  readonly writesByIndex: Map<string, number>;
}

/**
 * Adds what one command consumed (its output asked with ReturnConsumedCapacity INDEXES) to `sums`:
 * a read command's units as RCU, any other's as WCU with each index's share. The units in all.
 */
export function addConsumed(sums: CapacitySums, command: string, output: unknown): number {
  const consumed = (output as { ConsumedCapacity?: ConsumedCapacity | ConsumedCapacity[] }).ConsumedCapacity;
  const entries = Array.isArray(consumed) ? consumed : consumed ? [consumed] : [];
  const units = entries.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
  if (READ_COMMANDS.has(command)) {
    sums.rcu += units;
    return units;
  }
  sums.wcu += units;
  const add = (where: string, value: number | undefined) =>
    sums.writesByIndex.set(where, (sums.writesByIndex.get(where) ?? 0) + (value ?? 0));
  for (const entry of entries) {
    add('table', entry.Table?.CapacityUnits);
    for (const [index, used] of Object.entries(entry.GlobalSecondaryIndexes ?? {})) add(index, used.CapacityUnits);
  }
  return units;
}
