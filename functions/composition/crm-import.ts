import { loadEmailDomainLists } from '../../shared/contacts/email-domain-lists-file';
import { createEmailDomainClassifier } from '../../shared/contacts/email-domains';
import { companyStore } from '../adapters/dynamodb/component-stores';
import { createContactListStore } from '../adapters/dynamodb/contact-list-store';
import { createContactStore } from '../adapters/dynamodb/contact-store';
import { createCrmImportStore, createCrmSyncStore } from '../adapters/dynamodb/crm-import-store';
import { createIntegrationStore } from '../adapters/dynamodb/integration-store';
import type { CrmImportDeps } from '../core/crm/crm-import';
import { createCrmPacer, type CrmPacer } from '../core/crm/pacing';
import type { CrmConnections } from '../core/ports/crm';
import type { CrmPageMessage } from '../core/ports/crm-import';
import { crmConnections } from './crm';
import { workQueue } from './queues';
import { tableStore, type Wiring } from './wiring';

/** One pacer per container: the calls of every page this container reads keep 100 ms apart per CRM. */
let pacer: CrmPacer | undefined;

/** The instances' CRMs: a test's in place of the sealed credentials when its runtime brings them. */
export function crmConnectionsOf(wiring: Wiring): CrmConnections {
  return wiring.overrides?.crmConnections ?? crmConnections(wiring);
}

/** The stores and CRM access of the CRM import routes, page consumer and scheduled sync. */
export function crmImportDeps(wiring: Wiring, options: { classifyDomains?: boolean } = {}): CrmImportDeps {
  pacer ??= createCrmPacer();
  return {
    stores: {
      contacts: tableStore(wiring, createContactStore),
      contactLists: tableStore(wiring, createContactListStore),
      companies: tableStore(wiring, companyStore),
      integrations: tableStore(wiring, createIntegrationStore),
    },
    imports: tableStore(wiring, createCrmImportStore),
    syncs: tableStore(wiring, createCrmSyncStore),
    connections: crmConnectionsOf(wiring),
    queue: workQueue<CrmPageMessage>(wiring, 'crm'),
    pace: pacer,
    now: wiring.now,
    // only the page consumer matches addresses: the domain lists are large, and the routes need none
    classifyDomain: options.classifyDomains ? createEmailDomainClassifier(loadEmailDomainLists()) : () => null,
  };
}
