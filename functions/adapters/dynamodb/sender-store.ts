import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { RESOURCE_NOT_FOUND_MESSAGES } from '../../../shared/domain/messages';
import { requireTenant, type TenantContext } from '../../core/tenant';
import { emailSenderConfigEntity, type EmailSenderConfigItem } from './entities/email-sender-config';
import { createTenantStore, type StoreDeps } from './tenant-store';
import { normaliseEmail } from './contact-store';
import type { SenderStore } from '../../core/ports/stores';

/** Sender configurations, also found by their sender e-mail. */
export function createSenderStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): SenderStore {
  const sender = emailSenderConfigEntity(client, table);
  const base = createTenantStore<EmailSenderConfigItem>(sender, RESOURCE_NOT_FOUND_MESSAGES.emailSenderConfig, deps, {
    searchFields: ['senderEmail', 'senderName'],
  });
  return {
    ...base,
    /** The configuration of this sender e-mail in the caller's instance, or null. */
    async findBySenderEmail(ctx: TenantContext, senderEmail: string): Promise<EmailSenderConfigItem | null> {
      const namespaceId = requireTenant(ctx);
      const { data } = await sender.query
        .bySenderEmail({ namespaceId, senderEmail: normaliseEmail(senderEmail) })
        .go({ limit: 1 });
      return data[0] ?? null;
    },
    async listEvery(options) {
      const { data, cursor } = await sender.query
        .everySender({})
        .go({ cursor: options.cursor ?? null, limit: options.limit ?? 100 });
      return { items: data, cursor };
    },
  };
}
