import { createWriteTransaction } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { ConflictError, NotFoundError } from '../../core/errors';
import { requireTenant, type TenantContext } from '../../core/tenant';
import type { IntegrationType } from '../../../shared/domain/integration';
import { contactCrmEntity } from './entities/contact-crm';
import { contactEmailEntity } from './entities/contact-email';
import type { ContactItem } from '../../core/ports/items';
import { batchGetAll } from './batch';
import { contactEntity } from './entities/contact';
import { createTenantStore, searchTextOf, withoutSearchText, type StoreDeps } from './tenant-store';
import type { Removable } from '../../core/ports/data';
import { normaliseEmail } from '../../core/contacts/normalise-email';
import type { ContactStore } from '../../core/ports/stores';

/** What a contact list's search looks in. */
const CONTACT_SEARCH_FIELDS = ['email', 'firstName', 'lastName', 'jobTitle'] as const;

export const DUPLICATE_CONTACT_EMAIL_MESSAGE = 'A contact with this email already exists in this instance.';

export const DUPLICATE_CONTACT_CRM_MESSAGE = 'Another contact of this instance is linked to this CRM record.';

export { normaliseEmail };

/** The CRM record a contact is linked to, when it has one. */
function crmLinkOf(contact: {
  crmType?: IntegrationType | undefined;
  crmId?: string | undefined;
}): { type: IntegrationType; crmId: string } | undefined {
  return contact.crmType !== undefined && contact.crmId !== undefined
    ? { type: contact.crmType, crmId: contact.crmId }
    : undefined;
}

function wasCanceled(result: { canceled: boolean }): boolean {
  return result.canceled;
}

/**
 * Contacts, unique per namespace by lower-cased e-mail: each contact is written in one transaction
 * with a uniqueness item (`<ns>#contact-email` / `<email>`) that must not exist yet; a contact
 * linked to a CRM record likewise with its link item (`<ns>#contact-crm` / `<type>#<crmId>`).
 */
export function createContactStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): ContactStore {
  const contact = contactEntity(client, table);
  const contactEmail = contactEmailEntity(client, table);
  const contactCrm = contactCrmEntity(client, table);
  const entities = { contact, contactEmail, contactCrm };
  const base = createTenantStore<ContactItem>(contact, NOT_FOUND_MESSAGES.contact, deps, {
    searchFields: CONTACT_SEARCH_FIELDS,
  });
  const now = deps.now ?? (() => new Date());

  return {
    ...base,

    async listByList(ctx: TenantContext, listId: string, options: { afterId?: string | undefined; limit: number }) {
      const namespaceId = requireTenant(ctx);
      const query = contact.query.byList({ namespaceId, listKey: listId });
      const { data } = await (options.afterId === undefined ? query : query.gt({ id: options.afterId })).go({
        limit: options.limit,
        order: 'asc',
      });
      return data;
    },

    /**
     * Creates a contact; ConflictError when the namespace already has one with this e-mail, or one
     * linked to the same CRM record.
     */
    async create(
      ctx: TenantContext,
      input: Omit<ContactItem, 'namespaceId' | 'id' | 'createdAt' | 'updatedAt'>,
    ): Promise<ContactItem> {
      const namespaceId = requireTenant(ctx);
      // Build the item (id, timestamps) the same way every entity does, without writing it.
      const draft = await base.draft(ctx, { ...input, email: normaliseEmail(input.email) });
      const link = crmLinkOf(draft);
      const result = await createWriteTransaction(entities, ({ contact: c, contactEmail: u, contactCrm: l }) => [
        u.create({ namespaceId, email: draft.email, contactId: draft.id }).commit(),
        ...(link ? [l.create({ namespaceId, ...link, contactId: draft.id }).commit()] : []),
        c.create(draft).commit(),
      ]).go();
      if (wasCanceled(result)) throw new ConflictError(link ? DUPLICATE_CONTACT_CRM_MESSAGE : DUPLICATE_CONTACT_EMAIL_MESSAGE);
      return withoutSearchText(draft);
    },

    /**
     * Updates a contact (setting `changes`, clearing `remove`); a changed e-mail moves its uniqueness
     * item, and a changed (or removed) CRM record its link item, in the same transaction.
     */
    async update(
      ctx: TenantContext,
      id: string,
      changes: Partial<Omit<ContactItem, 'namespaceId' | 'id' | 'createdAt' | 'updatedAt'>>,
      remove: readonly Removable<ContactItem>[] = [],
    ): Promise<ContactItem> {
      const namespaceId = requireTenant(ctx);
      const touchesLink = changes.crmId !== undefined || changes.crmType !== undefined || remove.includes('crmId');
      // the e-mail and the link stay: a plain update, which reads the contact only when the search text changes
      if (changes.email === undefined && !touchesLink) return base.update(ctx, id, changes, remove);
      const current = await base.get(ctx, id);
      const email = changes.email === undefined ? current.email : normaliseEmail(changes.email);
      const next: Record<string, unknown> = { ...current, ...changes, email };
      for (const name of remove) Reflect.deleteProperty(next, name);
      const before = crmLinkOf(current);
      const after = crmLinkOf(next);
      const linkMoves = before?.type !== after?.type || before?.crmId !== after?.crmId;
      if (email === current.email && !linkMoves) return base.update(ctx, id, { ...changes, email }, remove);
      const values = {
        ...changes,
        email,
        updatedAt: now().toISOString(),
        searchText: searchTextOf(next, CONTACT_SEARCH_FIELDS) ?? '',
      };
      const result = await createWriteTransaction(entities, ({ contact: c, contactEmail: u, contactCrm: l }) => {
        const patch = c.patch({ namespaceId, id }).set(values);
        return [
          ...(email === current.email
            ? []
            : [
                u.create({ namespaceId, email, contactId: id }).commit(),
                u.delete({ namespaceId, email: current.email }).commit(),
              ]),
          ...(linkMoves && after ? [l.create({ namespaceId, ...after, contactId: id }).commit()] : []),
          ...(linkMoves && before
            ? [
                l
                  .delete({ namespaceId, ...before })
                  .where((attr, op) => op.eq(attr.contactId, id))
                  .commit(),
              ]
            : []),
          (remove.length > 0 ? patch.remove([...remove] as never[]) : patch)
            .where((attr, op) => op.eq(attr.email, current.email))
            .commit(),
        ];
      }).go();
      if (wasCanceled(result)) {
        const stillThere = await base.find(ctx, id);
        if (!stillThere) throw new NotFoundError(NOT_FOUND_MESSAGES.contact);
        throw new ConflictError(email === current.email ? DUPLICATE_CONTACT_CRM_MESSAGE : DUPLICATE_CONTACT_EMAIL_MESSAGE);
      }
      return { ...next, updatedAt: values.updatedAt } as ContactItem;
    },

    /** Deletes a contact and frees its e-mail and CRM record. */
    async remove(ctx: TenantContext, id: string): Promise<void> {
      const namespaceId = requireTenant(ctx);
      const current = await base.get(ctx, id);
      const link = crmLinkOf(current);
      const result = await createWriteTransaction(entities, ({ contact: c, contactEmail: u, contactCrm: l }) => [
        c.remove({ namespaceId, id }).commit(),
        u.delete({ namespaceId, email: current.email }).commit(),
        ...(link ? [l.delete({ namespaceId, ...link }).commit()] : []),
      ]).go();
      if (wasCanceled(result)) throw new NotFoundError(NOT_FOUND_MESSAGES.contact);
    },

    /** Which of these CRM records of `type` a contact of the caller's namespace is linked to: record id → contact id. */
    async contactIdsByCrmId(ctx: TenantContext, type: IntegrationType, crmIds: readonly string[]): Promise<Map<string, string>> {
      const namespaceId = requireTenant(ctx);
      const keys = [...new Set(crmIds)].map((crmId) => ({ namespaceId, type, crmId }));
      const items = await batchGetAll(keys, async (pending) => {
        const { data, unprocessed } = await contactCrm.get(pending).go({ concurrency: 4 });
        return { data, unprocessed: unprocessed.map((key) => ({ namespaceId, type, crmId: key.crmId })) };
      });
      return new Map(items.map((item) => [item.crmId, item.contactId]));
    },

    /**
     * Which of these e-mails (any case) a contact of the caller's namespace uses: lower-cased
     * e-mail → contact id. Reads the uniqueness items in batches of 100.
     */
    async contactIdsByEmail(ctx: TenantContext, emails: readonly string[]): Promise<Map<string, string>> {
      const namespaceId = requireTenant(ctx);
      const keys = [...new Set(emails.map(normaliseEmail))].map((email) => ({ namespaceId, email }));
      const items = await batchGetAll(keys, async (pending) => {
        const { data, unprocessed } = await contactEmail.get(pending).go({ concurrency: 4 });
        return { data, unprocessed: unprocessed.map((key) => ({ namespaceId, email: key.email })) };
      });
      return new Map(items.map((item) => [item.email, item.contactId]));
    },

    /** The contact with this e-mail (any case) in the caller's namespace, or null. */
    async findByEmail(ctx: TenantContext, email: string): Promise<ContactItem | null> {
      const namespaceId = requireTenant(ctx);
      const { data } = await contactEmail.get({ namespaceId, email: normaliseEmail(email) }).go();
      return data ? base.find(ctx, data.contactId) : null;
    },
  };
}
