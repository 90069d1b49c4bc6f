import { contactRoutes } from '../../../../shared/api/routes/contact';
import { contactListRoutes } from '../../../../shared/api/routes/contact-list';
import { EXISTING_EMAILS_MAX, IMPORT_BATCH_MAX } from '../../../../shared/api/schemas';
import type { ImportContact } from '../../../../shared/contacts/import-fields';
import { chunk } from '../../../../shared/contacts/upload-rows';
import type { ApiClient } from '../../api/client';

/** How many existing-email look-ups run at once. */
const LOOKUP_CONCURRENCY = 3;

/**
 * The emails among `emails` that a contact of the instance already uses, asked 1000 at a time
 * (a few requests in flight), with progress in emails looked up.
 */
export async function lookUpExistingEmails(
  client: ApiClient,
  namespaceId: string,
  emails: readonly string[],
  onProgress?: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<Set<string>> {
  const existing = new Set<string>();
  const chunks = chunk(emails, EXISTING_EMAILS_MAX);
  let next = 0;
  let done = 0;
  async function lane(): Promise<void> {
    while (next < chunks.length) {
      const emailsOfChunk = chunks[next] ?? [];
      next += 1;
      const { data } = await client.call(contactRoutes.existingEmails, { body: { emails: emailsOfChunk }, namespaceId, signal });
      for (const email of data.existing) existing.add(email);
      done += emailsOfChunk.length;
      onProgress?.(done, emails.length);
    }
  }
  await Promise.all(Array.from({ length: Math.min(LOOKUP_CONCURRENCY, chunks.length) }, lane));
  return existing;
}

/** The import's batches: at most 100 contacts each, as the import route takes them. */
export function importBatches(contacts: readonly ImportContact[]): ImportContact[][] {
  return chunk(contacts, IMPORT_BATCH_MAX);
}

/** What the import has done so far, summed over the batches. */
export interface ImportTally {
  readonly created: number;
  readonly alreadyImported: number;
  readonly duplicates: number;
  /** contacts in the list after the last batch */
  readonly contactCount: number | null;
}

export const EMPTY_TALLY: ImportTally = { created: 0, alreadyImported: 0, duplicates: 0, contactCount: null };

/** Imports one batch into a list and adds its outcomes to the tally. */
export async function importBatch(
  client: ApiClient,
  namespaceId: string,
  listId: string,
  contacts: readonly ImportContact[],
  tally: ImportTally,
): Promise<ImportTally> {
  const { data } = await client.call(contactListRoutes.import, {
    params: { id: listId },
    body: { contacts: [...contacts] },
    namespaceId,
  });
  let { created, alreadyImported, duplicates } = tally;
  for (const result of data.results) {
    if (result.outcome === 'CREATED') created += 1;
    else if (result.outcome === 'ALREADY_IMPORTED') alreadyImported += 1;
    else duplicates += 1;
  }
  return { created, alreadyImported, duplicates, contactCount: data.contactCount };
}

/** Creates the list the contacts go into; answers its id. */
export async function createContactList(
  client: ApiClient,
  namespaceId: string,
  input: { name: string; description: string },
): Promise<string> {
  const description = input.description.trim();
  const { data } = await client.call(contactListRoutes.create, {
    body: { name: input.name.trim(), ...(description === '' ? {} : { description }) },
    namespaceId,
  });
  return data.id;
}
