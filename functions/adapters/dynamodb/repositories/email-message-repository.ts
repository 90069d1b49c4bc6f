import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../../shared/domain/messages';
import { requireTenant, type TenantContext } from '../../../core/tenant';
import { decodeCursor, encodeCursor, withCursor } from '../cursor';
import { emailMessageEntity, type EmailMessageItem } from '../entities/email-message';
import { NotFoundError } from '../../../core/errors';
import { conditionally } from '../errors';
import {
  createTenantRepository,
  MAX_SEARCH_READS,
  pageSize,
  searchTextOf,
  withoutSearchText,
  type RepositoryDeps,
} from '../tenant-repository';
import type { ListOptions, Page } from '../../../core/ports/data';
import type { EmailMessageRepository } from '../../../core/ports/repositories';

/** What a search of emails looks in: the subject and the recipient. */
export const EMAIL_SEARCH_FIELDS = ['subject', 'contactEmail', 'contactName'] as const;

/** Email messages, also listed by the contact they were written to. */
export function createEmailMessageRepository(
  client: DynamoDBDocumentClient,
  table: string,
  deps: RepositoryDeps = {},
): EmailMessageRepository {
  const email = emailMessageEntity(client, table);
  const base = createTenantRepository<EmailMessageItem>(email, RESOURCE_NOT_FOUND_MESSAGES.emailMessage, deps, {
    searchFields: EMAIL_SEARCH_FIELDS,
  });
  return {
    ...base,
    /**
     * A status change re-keys the sparse pending index (keyed by campaign) and the review queue's
     * index (keyed by creation time): the update names both.
     */
    async update(ctx, id, changes, remove = []) {
      if (!('status' in changes)) return base.update(ctx, id, changes, remove);
      const namespaceId = requireTenant(ctx);
      const current = await base.get(ctx, id);
      const next: Record<string, unknown> = { ...current, ...changes };
      for (const name of remove) Reflect.deleteProperty(next, name);
      const values = {
        ...changes,
        campaignId: current.campaignId,
        updatedAt: (deps.now ?? (() => new Date()))().toISOString(),
        searchText: searchTextOf(next, EMAIL_SEARCH_FIELDS) ?? '',
      };
      const { data } = await conditionally(
        () => {
          const patch = email.patch({ namespaceId, id }).set(values).composite({ createdAt: current.createdAt });
          return (remove.length > 0 ? patch.remove(remove as never) : patch).go({ response: 'all_new' });
        },
        () => new NotFoundError(RESOURCE_NOT_FOUND_MESSAGES.emailMessage),
      );
      return withoutSearchText(data);
    },
    /** The messages of one contact, newest first by default, a page at a time. */
    async listByContact(ctx: TenantContext, contactId: string, options: ListOptions = {}): Promise<Page<EmailMessageItem>> {
      const namespaceId = requireTenant(ctx);
      // the cursor is bound to the contact as well as the tenant
      const scope = `${namespaceId}#contact#${contactId}`;
      const from =
        decodeCursor(scope, options.cursor, ['gsi2pk'], {
          attributes: ['pk', 'sk', 'gsi2pk', 'gsi2sk'],
          equal: { pk: `${namespaceId}#email`, gsi2pk: `${scope}#email` },
        }) ?? null;
      const { data, cursor } = await withCursor(from, () =>
        email.query
          .byContact({ namespaceId, contactId })
          .go({ cursor: from, limit: pageSize(options.limit), order: options.order ?? 'desc' }),
      );
      return { items: data, cursor: encodeCursor(scope, cursor) };
    },
    async listByCampaign(ctx, campaignId, options = {}) {
      const namespaceId = requireTenant(ctx);
      const scope = `${namespaceId}#campaign#${campaignId}`;
      let from =
        decodeCursor(scope, options.cursor, ['gsi1pk'], {
          attributes: ['pk', 'sk', 'gsi1pk', 'gsi1sk'],
          equal: { pk: `${namespaceId}#email`, gsi1pk: `${scope}#email` },
        }) ?? null;
      const limit = pageSize(options.limit);
      const statuses = options.statuses;
      const query = email.query.byCampaign({ namespaceId, campaignId });
      const items: EmailMessageItem[] = [];
      let reads = 0;
      do {
        const cursor = from;
        const page = await withCursor(cursor, () =>
          (statuses === undefined
            ? query
            : query.where((attributes, op) => statuses.map((status) => op.eq(attributes.status, status)).join(' OR '))
          ).go({ cursor, limit: limit - items.length, order: options.order ?? 'asc' }),
        );
        items.push(...page.data);
        from = page.cursor;
        reads += 1;
      } while (from && items.length < limit && reads < MAX_SEARCH_READS);
      return { items, cursor: encodeCursor(scope, from) };
    },
  };
}
