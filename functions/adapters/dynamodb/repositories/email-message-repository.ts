import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../../shared/domain/messages';
import { requireTenant, type TenantContext } from '../../../core/tenant';
import { decodeCursor, encodeCursor, withCursor } from '../cursor';
import { emailMessageEntity, type EmailMessageItem } from '../entities/email-message';
import { createTenantRepository, pageSize, type RepositoryDeps } from '../tenant-repository';
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
  };
}
