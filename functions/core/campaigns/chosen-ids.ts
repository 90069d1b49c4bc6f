import { requireKnownIds, type IdAt } from '../components/known-ids';
import type { TenantReader } from '../ports/data';
import type { SampleEmailItem } from '../ports/items';
import type { ContactStore } from '../ports/stores';
import type { TenantContext } from '../tenant';

/** 'Contact 2: it must be a contact of this instance.' */
function chosenContactMessage(index: number): string {
  return `Contact ${index + 1}: it must be a contact of this instance.`;
}

/** 'Sample email 2: it must be a sample email of this instance.' */
function chosenSampleEmailMessage(index: number): string {
  return `Sample email ${index + 1}: it must be a sample email of this instance.`;
}

/** Where a campaign's chosen contacts and sample emails are read. */
export interface ChosenIdReaders {
  readonly contacts: Pick<ContactStore, 'getMany'>;
  readonly sampleEmails: Pick<TenantReader<SampleEmailItem>, 'getMany'>;
}

/** The lists of ids a campaign (or a preview of one) chooses. */
interface ChosenIds {
  readonly contactIds?: readonly string[] | undefined;
  readonly sampleEmailIds?: readonly string[] | undefined;
}

function at(ids: readonly string[] | undefined, field: string, message: (index: number) => string): IdAt[] {
  return (ids ?? []).map((id, index) => ({ id, path: `${field}.${index}`, message: message(index) }));
}

/**
 * Refuses a campaign's chosen contacts and sample emails that are not the instance's own (of
 * another instance, or of none) with a 400 naming each (`contactIds.N`, `sampleEmailIds.N`), one
 * batch read per list. Stored, such ids would be skipped by the audience and the writer without a
 * word; refused, the rep sees which ones at once.
 */
export function requireChosenIds(readers: ChosenIdReaders, ctx: TenantContext, input: ChosenIds): Promise<void> {
  return requireKnownIds(ctx, [
    { reader: readers.contacts, ids: at(input.contactIds, 'contactIds', chosenContactMessage) },
    { reader: readers.sampleEmails, ids: at(input.sampleEmailIds, 'sampleEmailIds', chosenSampleEmailMessage) },
  ]);
}
