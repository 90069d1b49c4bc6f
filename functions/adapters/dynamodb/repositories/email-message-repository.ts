import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../../shared/domain/messages';
import { requireTenant, type TenantContext } from '../../../core/tenant';
import { decodeCursor, encodeCursor, withCursor } from '../cursor';
import { emailMessageEntity, type EmailMessageItem } from '../entities/email-message';
import { createTenantRepository, MAX_SEARCH_READS, pageSize, type RepositoryDeps } from '../tenant-repository';
import type { ListOptions, Page } from '../../../core/ports/data';
import type { EmailMessageRepository } from '../../../core/ports/repositories';

/** Email messages, also listed by the contact they were written to. */
export function createEmailMessageRepository(
  client: DynamoDBDocumentClient,
  table: string,
  deps: RepositoryDeps = {},
): EmailMessageRepository {
  const email = emailMessageEntity(client, table);
  const base = createTenantRepository<EmailMessageItem>(email, RESOURCE_NOT_FOUND_MESSAGES.emailMessage, deps, {
    searchFields: ['subject'],
  });
  return {
    ...base,
    /** A status change re-keys the sparse pending index, which is keyed by campaign: the update names it. */
    async update(ctx, id, changes, remove = []) {
      if (!('status' in changes) || changes.campaignId !== undefined) return base.update(ctx, id, changes, remove);
      const current = await base.get(ctx, id);
      return base.update(ctx, id, { ...changes, campaignId: current.campaignId }, remove);
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
