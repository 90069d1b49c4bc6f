import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { requireTenant, type TenantContext } from '../../core/tenant';
import { decodeCursor, encodeCursor, withCursor } from './cursor';
import { emailIndexFields, emailMessageEntity, emailReads, type EmailMessageItem } from './entities/email-message';
import { tableVersionFromEnv } from './table';
import { ConflictError } from '../../core/errors';
import { createEmailStore, EMAIL_SEARCH_FIELDS } from './email-store';
import { createTenantStore, MAX_SEARCH_READS, pageSize, withoutSearchText, type StoreDeps } from './tenant-store';
import type { ListOptions, Page } from '../../core/ports/data';
import type { EmailMessageStore } from '../../core/ports/stores';

/** Email messages, also listed by the contact they were written to. */
export function createEmailMessageStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): EmailMessageStore {
  const version = tableVersionFromEnv();
  const email = emailMessageEntity(client, table, version);
  const reads = emailReads(email, version);
  const fields = emailIndexFields(version);
  const base = createTenantStore<EmailMessageItem>(email, RESOURCE_NOT_FOUND_MESSAGES.emailMessage, deps, {
    searchFields: EMAIL_SEARCH_FIELDS,
  });
  const writes = createEmailStore(client, table);
  const now = deps.now ?? (() => new Date());
  return {
    ...base,
    // the email item's writes are the email store's (email-store.ts)
    async create(ctx, input) {
      const item = await base.draft(ctx, input);
      if (!(await writes.create(item))) throw new ConflictError(`An email with id ${item.id} exists.`);
      return withoutSearchText(item);
    },
    update: (ctx, id, changes, remove = []) => writes.update(requireTenant(ctx), id, changes, remove, now().toISOString()),
    remove: (ctx, id) => writes.delete(requireTenant(ctx), id),
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
