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
  /** commands sent */
  calls: number;
  /** write commands refused (a failed condition or a canceled transaction): DynamoDB Local reports no capacity for them */
  failedWrites: number;
  /** by command and item kind (the partition key's suffix), e.g. `UpdateItem email` or `TransactWriteItems [email+campaign-progress]` */
  readonly byCommand: Map<string, CommandUse>;
}

export function emptyPhase(): CapacityPhase {
  return { rcu: 0, wcu: 0, calls: 0, failedWrites: 0, byCommand: new Map(), writesByIndex: new Map() };
}

/** The kind of item a command touches: its partition key's suffix (`<namespace>#email` → email); a transaction's, each; a query's index. */
function itemKind(input: Record<string, unknown>): string {
  const kindOf = (key: unknown) => {
    const pk = (key as { pk?: unknown } | undefined)?.pk;
    if (typeof pk !== 'string') return undefined;
    if (pk.startsWith('token-budget#')) return 'token-budget';
    return pk.slice(pk.lastIndexOf('#') + 1);
  };
  if (Array.isArray(input.TransactItems)) {
    const kinds = (input.TransactItems as Record<string, { Key?: unknown; Item?: unknown }>[]).map((item) => {
      const operation = Object.values(item)[0];
      return kindOf(operation?.Key ?? operation?.Item) ?? '?';
    });
    return `[${kinds.join('+')}]`;
  }
  if (typeof input.IndexName === 'string') return input.IndexName;
  return kindOf(input.Key ?? input.Item) ?? '';
}

/** Sums what a client's commands consume into the phase in use; none in use: nothing is metered. */
export interface CapacityMeter {
  use(phase: CapacityPhase | undefined): void;
  /** a new phase, in use from now on */
  start(): CapacityPhase;
  /** meters nothing until the next start or use */
  stop(): void;
}

/**
 * Asks DynamoDB for the consumed capacity of every command (ReturnConsumedCapacity INDEXES: the
 * total and its share per index) and sums it into the phase in use: reads (GetItem, Query,
 * BatchGetItem, …) as RCU, writes (PutItem, UpdateItem, TransactWriteItems, …) as WCU, with a
 * count per command and item kind, and the write units per index.
 */
export function meterCapacity(client: DynamoDBClient): CapacityMeter {
  let current: CapacityPhase | undefined;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const phase = current;
      if (!phase) return next(args);
      const input = args.input as Record<string, unknown>;
      input.ReturnConsumedCapacity = 'INDEXES';
      const command = (context.commandName ?? 'Command').replace(/Command$/, '');
      const label = `${command} ${itemKind(input)}`.trim();
      const use = phase.byCommand.get(label) ?? { calls: 0, units: 0, failed: 0 };
      phase.byCommand.set(label, use);
      use.calls += 1;
      phase.calls += 1;
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
  return {
    use: (phase) => void (current = phase),
    start: () => (current = emptyPhase()),
    stop: () => void (current = undefined),
  };
}
