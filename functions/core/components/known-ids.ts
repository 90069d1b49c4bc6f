import { InvalidInputError } from '../errors';
import type { TenantItem, TenantStore } from '../ports/data';
import type { TenantContext } from '../tenant';

/** An id an input names, where it stands in the input (`contactIds.2`), and what to say when it names nothing. */
export interface IdAt {
  readonly id: string;
  readonly path: string;
  readonly message: string;
}

/** The ids of one kind an input names, with the store their items are read from. */
interface IdsOf {
  readonly reader: Pick<TenantStore<TenantItem>, 'getMany'>;
  readonly ids: readonly IdAt[];
}

/**
 * Refuses ids that name no item of the caller's instance (missing, or in another instance: the
 * same answer, so nothing about another instance shows), with a 400 naming each by its path; the
 * message is the first one's, with how many more. Each kind is read in one batch read, whatever
 * its count. Callers check before they write anything, so a refused input writes nothing.
 */
export async function requireKnownIds(ctx: TenantContext, kinds: readonly IdsOf[]): Promise<void> {
  const wrong: IdAt[] = [];
  for (const { reader, ids } of kinds) {
    if (ids.length === 0) continue;
    const found = new Set((await reader.getMany(ctx, [...new Set(ids.map((entry) => entry.id))])).map((item) => item.id));
    wrong.push(...ids.filter((entry) => !found.has(entry.id)));
  }
  const first = wrong[0];
  if (!first) return;
  throw new InvalidInputError(
    wrong.length === 1 ? first.message : `${first.message} Plus ${wrong.length - 1} more.`,
    wrong.map(({ path, message }) => ({ path, message })),
  );
}
