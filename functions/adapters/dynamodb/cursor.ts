import { BadRequestError } from '../../core/errors';
import { TABLE_INDEXES, TABLE_KEYS } from './table';

const PARTITION_KEYS: readonly string[] = [TABLE_KEYS.partitionKey, ...TABLE_INDEXES.map((index) => index.partitionKey)];

export const INVALID_CURSOR_MESSAGE = 'The page cursor is not valid for this list. Start again from the first page.';

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

/**
 * Opens a cursor for a query in `scope`. Refuses one issued in another scope, and one whose key
 * does not lie in that scope's partitions (partition keys begin with `<scope>#`), so a hand-edited
 * envelope cannot reach another tenant's items either.
 */
export function decodeCursor(
  scope: string,
  cursor: string | undefined | null,
  /** key attributes that must begin with `<scope>#`; by default every partition key in the cursor */
  scopedKeys: readonly string[] = PARTITION_KEYS,
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
    throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  }
  const key = parseJson(Buffer.from(envelope.k, 'base64url').toString('utf8'));
  if (typeof key !== 'object' || key === null) throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  const prefix = `${scope}#`;
  if (!scopedKeys.some((name) => name in key)) throw new BadRequestError(INVALID_CURSOR_MESSAGE);
  for (const [name, value] of Object.entries(key)) {
    if (scopedKeys.includes(name) && (typeof value !== 'string' || !value.startsWith(prefix))) {
      throw new BadRequestError(INVALID_CURSOR_MESSAGE);
    }
  }
  return envelope.k;
}
