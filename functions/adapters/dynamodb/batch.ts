/** Rounds of a batch read before keys DynamoDB keeps leaving unprocessed count as a failure. */
const BATCH_ATTEMPTS = 5;

/**
 * Reads `keys` with BatchGetItem (an ElectroDB batch `get`, in pages of 100), asking again for the
 * keys DynamoDB left unprocessed, and answers every item found (missing keys are left out).
 * `read` answers one round: the items found and the keys still to read.
 */
export async function batchGetAll<K, T>(
  keys: K[],
  read: (pending: K[]) => Promise<{ data: T[]; unprocessed: K[] }>,
): Promise<T[]> {
  const found: T[] = [];
  let pending = keys;
  for (let attempt = 0; pending.length > 0; attempt += 1) {
    if (attempt === BATCH_ATTEMPTS) throw new Error('DynamoDB left keys unprocessed after several attempts.');
    const { data, unprocessed } = await read(pending);
    found.push(...data);
    pending = unprocessed;
  }
  return found;
}
