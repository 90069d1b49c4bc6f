import { createContactStore } from '../adapters/dynamodb/contact-store';
import { createCrmOutboxStore } from '../adapters/dynamodb/crm-outbox-store';
import { createEmailMessageStore } from '../adapters/dynamodb/email-message-store';
import { createReplyStore } from '../adapters/dynamodb/reply-store';
import type { CrmOutboxDeps } from '../core/crm/outbox-processor';
import { createCrmOutboxSources } from '../core/crm/outbox-sources';
import { crmConnectionsOf } from './crm-import';
import { tableStore, type Wiring } from './wiring';

/** The CRM outbox job's parts: the outbox, the instances' CRMs, and what each record is written from. */
export function crmOutboxDeps(wiring: Wiring): CrmOutboxDeps {
  const contacts = tableStore(wiring, createContactStore);
  return {
    outbox: tableStore(wiring, createCrmOutboxStore),
    connections: crmConnectionsOf(wiring),
    sources: createCrmOutboxSources({
      emails: tableStore(wiring, createEmailMessageStore),
      replies: tableStore(wiring, createReplyStore),
      crmContactId: async (ctx, type, contactId) => {
        const contact = await contacts.find(ctx, contactId);
        return contact?.crmType === type && contact.crmId !== undefined ? contact.crmId : null;
      },
    }),
    now: wiring.now,
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
}
