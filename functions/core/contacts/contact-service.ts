import type { ContactImportResponse, ContactImportRow, ImportOutcome, ListRequest } from '../../../shared/api/schemas';
import { RESOURCE_NOT_FOUND_MESSAGES as NOT_FOUND } from '../../../shared/domain/messages';
import type { CreateContactInput, UpdateContactInput } from '../../../shared/schemas/contact';
import type { ContactItem } from '../ports/items';
import { normaliseEmail } from './normalise-email';
import type { Stores } from '../ports/stores';
import { createComponentService } from '../components/component-service';
import { requireReferences } from '../components/references';
import { mapConcurrently } from '../concurrency';
import { ConflictError, InvalidInputError, NotFoundError } from '../errors';
import type { TenantContext } from '../tenant';
import { emailDomainOf, nonBusinessEmailMessage, type EmailDomainClassifier } from '../../../shared/contacts/email-domains';
import { companyForEmail } from './company-domain';

/** Contacts written at once by an import. */
const IMPORT_CONCURRENCY = 8;

const DUPLICATE_IN_IMPORT_MESSAGE = 'This email appears more than once in the import. Keep one row for it.';

/** What only the list import needs: the free-mail and disposable domain lists are large, and no other route loads them. */
interface ContactImportDeps {
  readonly classifyDomain: EmailDomainClassifier;
}

/**
 * Refuses the rows whose email is on a free-mail or disposable domain, naming each
 * (`contacts.N.email`) in the words of the upload preview, which marks the same rows
 * NON_BUSINESS_DOMAINS and imports none until they are excluded: a batch sent around the page
 * gets the same answer, and nothing is written.
 */
function requireBusinessEmails(classify: EmailDomainClassifier, emails: readonly string[]): void {
  const wrong = emails.flatMap((email, index) => {
    const domain = emailDomainOf(email);
    const list = classify(domain);
    return list === null ? [] : [{ path: `contacts.${index}.email`, message: nonBusinessEmailMessage(domain, list) }];
  });
  const first = wrong[0];
  if (first)
    throw new InvalidInputError(wrong.length === 1 ? first.message : `${first.message} Plus ${wrong.length - 1} more.`, wrong);
}

/**
 * Contacts: the component operations, with the company inferred from the email domain when none
 * is given, list counts kept as contacts join and leave lists, their emails, and list imports
 * (given `importDeps`: only the import route's function loads the domain lists).
 */
export function createContactService(
  repos: Pick<Stores, 'contacts' | 'contactLists' | 'companies' | 'emailMessages'>,
  importDeps?: ContactImportDeps,
) {
  /** The input with `companyId` set from the email domain when it has none and a company matches. */
  async function withCompany<I extends { email: string; companyId?: string | undefined }>(
    ctx: TenantContext,
    input: I,
    companies?: readonly { id: string; website?: string | undefined }[],
  ): Promise<I> {
    if (input.companyId !== undefined) return input;
    const match = companyForEmail(input.email, companies ?? (await repos.companies.listAll(ctx)));
    return match ? { ...input, companyId: match.id } : input;
  }

  async function adjustCount(ctx: TenantContext, listId: string | undefined, delta: number): Promise<void> {
    if (listId === undefined || delta === 0) return;
    try {
      await repos.contactLists.adjustCount(ctx, listId, delta);
    } catch (error) {
      // a list deleted meanwhile has no count to keep
      if (!(error instanceof NotFoundError)) throw error;
    }
  }

  const base = createComponentService<ContactItem, CreateContactInput, UpdateContactInput>(repos.contacts, {
    references: (input) => [
      [repos.companies, input.companyId, NOT_FOUND.company],
      [repos.contactLists, input.contactListId, NOT_FOUND.contactList],
    ],
    toItem: (ctx, input) => withCompany(ctx, input),
  });

  return {
    ...base,
    async create(ctx: TenantContext, input: CreateContactInput): Promise<ContactItem> {
      const contact = await base.create(ctx, input);
      await adjustCount(ctx, contact.contactListId, 1);
      return contact;
    },
    async update(ctx: TenantContext, id: string, input: UpdateContactInput): Promise<ContactItem> {
      const before = await repos.contacts.get(ctx, id);
      const after = await base.update(ctx, id, input);
      if (before.contactListId !== after.contactListId) {
        await adjustCount(ctx, before.contactListId, -1);
        await adjustCount(ctx, after.contactListId, 1);
      }
      return after;
    },
    async remove(ctx: TenantContext, id: string): Promise<{ id: string }> {
      const before = await repos.contacts.get(ctx, id);
      const removed = await base.remove(ctx, id);
      await adjustCount(ctx, before.contactListId, -1);
      return removed;
    },

    /** The emails written to the contact so far, newest first. */
    async emails(ctx: TenantContext, id: string, request: ListRequest | undefined) {
      await repos.contacts.get(ctx, id);
      return repos.emailMessages.listByContact(ctx, id, request ?? {});
    },

    /** Which of these emails a contact of the instance already uses, lower-cased and sorted. */
    async existingEmails(ctx: TenantContext, emails: readonly string[]): Promise<{ existing: string[] }> {
      const found = await repos.contacts.contactIdsByEmail(ctx, emails);
      return { existing: [...found.keys()].sort() };
    },

    /**
     * Imports a batch into a list. Safe to retry: a contact already in the list is reported
     * ALREADY_IMPORTED and the list's count only grows by the contacts this call created.
     */
    async importContacts(ctx: TenantContext, listId: string, rows: readonly ContactImportRow[]): Promise<ContactImportResponse> {
      if (!importDeps) throw new Error('importContacts needs the domain lists: compose it with contactImportService.');
      await repos.contactLists.get(ctx, listId);
      const emails = rows.map((row) => normaliseEmail(row.email));
      requireBusinessEmails(importDeps.classifyDomain, emails);
      const duplicates = emails.flatMap((email, index) => (emails.indexOf(email) === index ? [] : [index]));
      if (duplicates.length > 0) {
        throw new InvalidInputError(
          DUPLICATE_IN_IMPORT_MESSAGE,
          duplicates.map((index) => ({ path: `body.contacts.${index}.email`, message: DUPLICATE_IN_IMPORT_MESSAGE })),
        );
      }
      const companyIds = [...new Set(rows.flatMap((row) => (row.companyId ? [row.companyId] : [])))];
      await requireReferences(
        ctx,
        companyIds.map((companyId) => [repos.companies, companyId, NOT_FOUND.company] as const),
      );

      const known = await repos.contacts.contactIdsByEmail(ctx, emails);
      const knownContacts = new Map(
        (await repos.contacts.getMany(ctx, [...known.values()])).map((contact) => [contact.id, contact]),
      );
      const outcomeOf = (contact: ContactItem | undefined): ImportOutcome =>
        contact?.contactListId === listId ? 'ALREADY_IMPORTED' : 'DUPLICATE';
      const companies = await repos.companies.listAll(ctx);

      let created = 0;
      let results: ContactImportResponse['results'];
      try {
        results = await mapConcurrently(rows, IMPORT_CONCURRENCY, async (row, index) => {
          const email = emails[index] ?? row.email;
          const knownId = known.get(email);
          if (knownId !== undefined) return { email, outcome: outcomeOf(knownContacts.get(knownId)), contactId: knownId };
          try {
            const input = await withCompany(ctx, { ...row, contactListId: listId }, companies);
            const contact = await repos.contacts.create(ctx, input);
            created += 1;
            return { email, outcome: 'CREATED' as const, contactId: contact.id };
          } catch (error) {
            // another request took the email between the check and the write
            if (!(error instanceof ConflictError)) throw error;
            const contact = await repos.contacts.findByEmail(ctx, email);
            if (!contact) throw error;
            return { email, outcome: outcomeOf(contact), contactId: contact.id };
          }
        });
      } catch (error) {
        // the count stays true to what was written; a retry finds those contacts ALREADY_IMPORTED
        await adjustCount(ctx, listId, created);
        throw error;
      }
      const list =
        created > 0 ? await repos.contactLists.adjustCount(ctx, listId, created) : await repos.contactLists.get(ctx, listId);
      return { results, contactCount: list.contactCount };
    },
  };
}
