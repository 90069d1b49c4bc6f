import { loadEmailDomainLists } from '../../shared/contacts/email-domain-lists-file';
import { createEmailDomainClassifier } from '../../shared/contacts/email-domains';
import { companyStore } from '../adapters/dynamodb/component-stores';
import { createContactListStore } from '../adapters/dynamodb/contact-list-store';
import { createContactStore } from '../adapters/dynamodb/contact-store';
import { createCrmSyncStore } from '../adapters/dynamodb/crm-import-store';
import { createIntegrationStore } from '../adapters/dynamodb/integration-store';
import { createCrmContactSync } from '../core/crm/record-sync';
import type { CrmContactSync } from '../core/ports/crm';
import { tableStore, type Wiring } from './wiring';

/** The instance's contacts as a CRM's webhook events change them (matched, and checked, as an import's). */
export function crmContactSync(wiring: Wiring): CrmContactSync {
  return createCrmContactSync({
    stores: {
      contacts: tableStore(wiring, createContactStore),
      contactLists: tableStore(wiring, createContactListStore),
      companies: tableStore(wiring, companyStore),
      integrations: tableStore(wiring, createIntegrationStore),
    },
    syncs: tableStore(wiring, createCrmSyncStore),
    now: wiring.now,
    classifyDomain: createEmailDomainClassifier(loadEmailDomainLists()),
  });
}
