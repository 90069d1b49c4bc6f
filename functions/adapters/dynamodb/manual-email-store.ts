import { randomUUID } from 'node:crypto';

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { DUE_PARTITION } from '../../../shared/platform/table';
import type { ManualEmailStore } from '../../core/ports/replies';
import { requireTenant } from '../../core/tenant';
import { emailHistoryEntity } from './entities/email-history';
import { emailMessageEntity } from './entities/email-message';
import { appliedIf } from './errors';
import { definedValues } from './values';
import { EMAIL_SEARCH_FIELDS } from './repositories/email-message-repository';
import { searchTextOf } from './tenant-repository';

/**
 * A member's hand-written emails (see ManualEmailStore): created SCHEDULED under their derived id
 * with a conditional write, on the due index at their scheduled time so that the send planner
 * takes them as it takes any scheduled email. No campaign counter moves: a hand-written email is
 * not the campaign's outreach.
 */
export function createManualEmailStore(client: DynamoDBDocumentClient, table: string): ManualEmailStore {
  const email = emailMessageEntity(client, table);
  const history = emailHistoryEntity(client, table);

  return {
    async create(ctx, manual, entry) {
      const namespaceId = requireTenant(ctx);
      const item = { ...manual, namespaceId, updatedAt: manual.createdAt };
      const searchText = searchTextOf(item, EMAIL_SEARCH_FIELDS);
      const due = manual.scheduledAt ?? manual.createdAt;
      const created = await appliedIf(() =>
        email
          .create({
            ...definedValues(item),
            id: manual.id,
            namespaceId,
            campaignId: manual.campaignId,
            contactId: manual.contactId,
            type: manual.type,
            status: manual.status,
            reviewStatus: manual.reviewStatus,
            copyStatus: manual.copyStatus,
            channel: manual.channel,
            language: manual.language,
            createdAt: manual.createdAt,
            updatedAt: manual.createdAt,
            ...(searchText === undefined ? {} : { searchText }),
            duePartition: DUE_PARTITION,
            dueKey: `${due}#${namespaceId}#${manual.id}`,
          })
          .go({ response: 'none' }),
      );
      if (!created) return 'EXISTS';
      await history
        .create({
          ...definedValues(entry),
          namespaceId,
          contactId: manual.contactId,
          emailId: manual.id,
          campaignId: manual.campaignId,
          kind: entry.kind,
          by: entry.by,
          at: entry.at,
          seq: `00-${randomUUID().slice(0, 8)}`,
        })
        .go({ response: 'none' });
      return 'CREATED';
    },
  };
}
