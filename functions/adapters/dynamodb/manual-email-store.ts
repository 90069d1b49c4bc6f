import { randomUUID } from 'node:crypto';

import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import type { ManualEmailStore } from '../../core/ports/replies';
import { requireTenant } from '../../core/tenant';
import { emailHistoryEntity } from './entities/email-history';
import { createEmailStore } from './email-store';
import { definedValues } from './values';

/**
 * A member's hand-written emails (see ManualEmailStore): created SCHEDULED under their derived id
 * with a conditional write by the email store, on the due index at their scheduled time so that the send planner
 * takes them as it takes any scheduled email. No campaign counter moves: a hand-written email is
 * not the campaign's outreach.
 */
export function createManualEmailStore(client: DynamoDBDocumentClient, table: string): ManualEmailStore {
  const emails = createEmailStore(client, table);
  const history = emailHistoryEntity(client, table);

  return {
    async create(ctx, manual, entry) {
      const namespaceId = requireTenant(ctx);
      const item = { ...manual, namespaceId, updatedAt: manual.createdAt };
      // on the due index at its scheduled time, as any email scheduled by the rep
      const created = await emails.create(item, manual.scheduledAt ?? manual.createdAt);
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
