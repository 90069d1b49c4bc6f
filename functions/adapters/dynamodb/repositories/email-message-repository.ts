import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../../shared/domain/messages';
import { requireTenant, type TenantContext } from '../../../core/tenant';
import { decodeCursor, encodeCursor, withCursor } from '../cursor';
import { emailIndexFields, emailMessageEntity, emailReads, type EmailMessageItem } from '../entities/email-message';
import { tableVersionFromEnv } from '../table';
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
  const version = tableVersionFromEnv();
  const email = emailMessageEntity(client, table, version);
  const reads = emailReads(email, version);
  const fields = emailIndexFields(version);
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
        decodeCursor(scope, options.cursor, [`${fields.contact}pk`], {
          attributes: ['pk', 'sk', `${fields.contact}pk`, `${fields.contact}sk`],
          equal: { pk: `${namespaceId}#email`, [`${fields.contact}pk`]: `${scope}#email` },
        }) ?? null;
      const { data, cursor } = await withCursor(from, () =>
        reads.byContact(
          { namespaceId, contactId },
          { cursor: from, limit: pageSize(options.limit), order: options.order ?? 'desc' },
        ),
      );
      return { items: data, cursor: encodeCursor(scope, cursor) };
    },
    async listByCampaign(ctx, campaignId, options = {}) {
      const namespaceId = requireTenant(ctx);
      const scope = `${namespaceId}#campaign#${campaignId}`;
      let from =
        decodeCursor(scope, options.cursor, [`${fields.campaign}pk`], {
          attributes: ['pk', 'sk', `${fields.campaign}pk`, `${fields.campaign}sk`],
          equal: { pk: `${namespaceId}#email`, [`${fields.campaign}pk`]: `${scope}#email` },
        }) ?? null;
      const limit = pageSize(options.limit);
      const statuses = options.statuses;
      const items: EmailMessageItem[] = [];
      let pages = 0;
      do {
        const cursor = from;
        const page = await withCursor(cursor, () =>
          reads.byCampaign({ namespaceId, campaignId }, { cursor, limit: limit - items.length, order: options.order ?? 'asc' }),
        );
        // the index holds keys only: the statuses asked are kept once the items are read
        items.push(...(statuses === undefined ? page.data : page.data.filter((item) => statuses.includes(item.status))));
        from = page.cursor;
        pages += 1;
      } while (from && items.length < limit && pages < MAX_SEARCH_READS);
      return { items, cursor: encodeCursor(scope, from) };
    },
  };
}
