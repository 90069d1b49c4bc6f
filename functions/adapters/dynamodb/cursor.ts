import { InvalidInputError } from '../../core/errors';
import { TABLE_INDEXES, TABLE_KEYS } from './table';
import { isDynamoDbError } from './errors';

const PARTITION_KEYS: readonly string[] = [TABLE_KEYS.partitionKey, ...TABLE_INDEXES.map((index) => index.partitionKey)];
/** Every key attribute of the table and its indexes: a cursor holds some of these, each a string, and nothing else. */
const KEY_ATTRIBUTES: readonly string[] = [
  TABLE_KEYS.partitionKey,
  TABLE_KEYS.sortKey,
  ...TABLE_INDEXES.flatMap((index) => [index.partitionKey, index.sortKey]),
];

export const INVALID_CURSOR_MESSAGE = 'The page cursor is not valid for this list. Start again from the first page.';

/** The 400 of a cursor that does not lead anywhere in this list, naming the field. */
function invalidCursor(): InvalidInputError {
  return new InvalidInputError(INVALID_CURSOR_MESSAGE, [{ path: 'cursor', message: INVALID_CURSOR_MESSAGE }]);
}

/**
 * Runs a list query with a decoded cursor. A cursor that stays in the caller's scope but does not
 * fit this query (another entity's keys, a missing sort key) is refused by DynamoDB as a validation
 * error: that is the caller's cursor at fault, a 400, never a 500.
 */
export async function withCursor<T>(cursor: string | null | undefined, query: () => Promise<T>): Promise<T> {
  try {
    return await query();
  } catch (error) {
    if (cursor && isDynamoDbError(error, 'ValidationException')) throw invalidCursor();
    throw error;
  }
}

interface CursorEnvelope {
  /** scope the cursor was issued in: a namespace id, or `user#<id>` for a user's own lists */
  n: string;
  /** ElectroDB's own cursor (a serialised LastEvaluatedKey) */
  k: string;
}

/** Wraps a store cursor into an opaque cursor bound to one scope (a namespace id, or `user#<id>`). */
export function encodeCursor(scope: string, storeCursor: string | null): string | null {
  if (!storeCursor) return null;
  const envelope: CursorEnvelope = { n: scope, k: storeCursor };
  return Buffer.from(JSON.stringify(envelope), 'utf8').toString('base64url');
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The shape of the key a query's cursor holds, when the query knows it. */
interface CursorShape {
  /** the key attributes, all of them and no others (the table's key, plus the index's for an index query) */
  readonly attributes: readonly string[];
  /** attributes whose value the query fixes (its partition), e.g. `{ pk: '<ns>#company' }` */
  readonly equal?: Readonly<Record<string, string>>;
}

/**
 * Opens a cursor for a query in `scope`. Refuses one issued in another scope, and one whose key
 * does not lie in that scope's partitions (partition keys begin with `<scope>#`), so a hand-edited
 * envelope cannot reach another tenant's items either; with a `shape`, also one whose key is not
 * of this query (another entity's keys, a missing sort key).
 */
export function decodeCursor(
  scope: string,
  cursor: string | undefined | null,
  /** key attributes that must begin with `<scope>#`; by default every partition key in the cursor */
  scopedKeys: readonly string[] = PARTITION_KEYS,
  shape?: CursorShape,
): string | undefined {
  if (cursor === undefined || cursor === null || cursor === '') return undefined;
  const envelope = parseJson(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (
    typeof envelope !== 'object' ||
    envelope === null ||
    !('n' in envelope) ||
    !('k' in envelope) ||
    envelope.n !== scope ||
    typeof envelope.k !== 'string'
  ) {
    throw invalidCursor();
  }
  const key = parseJson(Buffer.from(envelope.k, 'base64url').toString('utf8'));
  if (typeof key !== 'object' || key === null || Array.isArray(key)) throw invalidCursor();
  // every table and index key is a string: anything else (a number, a map, another attribute) is not a cursor of ours
  for (const [name, value] of Object.entries(key as Record<string, unknown>)) {
    if (!KEY_ATTRIBUTES.includes(name) || typeof value !== 'string' || value === '') throw invalidCursor();
  }
  if (shape) {
    const names = Object.keys(key);
    if (names.length !== shape.attributes.length || !shape.attributes.every((name) => names.includes(name))) {
      throw invalidCursor();
    }
    for (const [name, value] of Object.entries(shape.equal ?? {})) {
      if ((key as Record<string, unknown>)[name] !== value) throw invalidCursor();
    }
  }
  const prefix = `${scope}#`;
  if (!scopedKeys.some((name) => name in key)) throw invalidCursor();
  for (const [name, value] of Object.entries(key)) {
    if (scopedKeys.includes(name) && (typeof value !== 'string' || !value.startsWith(prefix))) {
      throw invalidCursor();
    }
  }
  return envelope.k;
}
