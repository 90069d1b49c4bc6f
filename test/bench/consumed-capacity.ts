import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';

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

interface CommandUse {
  calls: number;
  units: number;
  failed: number;
}

/** What one phase of a bench consumed. */
export interface CapacityPhase extends CapacitySums {
  /** write commands refused (a failed condition or a canceled transaction): DynamoDB Local reports no capacity for them */
  failedWrites: number;
  /** by command and item kind (the partition key's suffix), e.g. `UpdateItem email` */
  readonly byCommand: Map<string, CommandUse>;
}

export function emptyPhase(): CapacityPhase {
  return { rcu: 0, wcu: 0, failedWrites: 0, byCommand: new Map(), writesByIndex: new Map() };
}

/** The kind of item a command touches: the suffix of its partition key (`<namespace>#email` → email). */
function itemKind(input: Record<string, unknown>): string {
  // the document client's commands carry plain values here, the client's own attribute values
  const key = (input.Key ?? input.Item) as Record<string, string | { S?: string }> | undefined;
  const pk = typeof key?.pk === 'string' ? key.pk : key?.pk?.S;
  if (pk === undefined) {
    if (Array.isArray(input.TransactItems)) return `${String(input.TransactItems.length)} items`;
    return typeof input.IndexName === 'string' ? input.IndexName : '';
  }
  if (pk.startsWith('token-budget#')) return 'token-budget';
  return pk.slice(pk.lastIndexOf('#') + 1);
}

/** Sums what a client's commands consume into the phase in use; none in use: counted nowhere. */
export interface CapacityMeter {
  phase: CapacityPhase;
  use(phase: CapacityPhase): void;
  /** a new phase, in use from now on */
  start(): CapacityPhase;
  /** counts nothing until the next start */
  stop(): void;
}

/**
 * Asks DynamoDB for the consumed capacity of every command (ReturnConsumedCapacity INDEXES: the
 * total and its share per index) and sums it into the current phase: reads (GetItem, Query,
 * BatchGetItem, …) as RCU, writes (PutItem, UpdateItem, TransactWriteItems, …) as WCU, with a
 * count per command and item kind, and the write units per index.
 */
export function meterCapacity(client: DynamoDBClient): CapacityMeter {
  const meter: CapacityMeter = {
    phase: emptyPhase(),
    use: (phase) => void (meter.phase = phase),
    start: () => (meter.phase = emptyPhase()),
    stop: () => void (meter.phase = emptyPhase()),
  };
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'INDEXES';
      const command = (context.commandName ?? 'Command').replace(/Command$/, '');
      const label = `${command} ${itemKind(input)}`.trim();
      const phase = meter.phase;
      const use = phase.byCommand.get(label) ?? { calls: 0, units: 0, failed: 0 };
      phase.byCommand.set(label, use);
      use.calls += 1;
      try {
        const result = await next(args);
        use.units += addConsumed(phase, command, result.output);
        return result;
      } catch (error) {
        use.failed += 1;
        if (!READ_COMMANDS.has(command)) phase.failedWrites += 1;
        throw error;
      }
    },
    { step: 'initialize', name: 'benchConsumedCapacity' },
  );
  return meter;
}
