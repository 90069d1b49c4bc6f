import { loadEmailDomainLists } from '../../../shared/contacts/email-domain-lists-file';
import { createEmailDomainClassifier } from '../../../shared/contacts/email-domains';
import { companyStore } from '../../adapters/dynamodb/component-stores';
import { createContactListStore } from '../../adapters/dynamodb/contact-list-store';
import { createContactStore } from '../../adapters/dynamodb/contact-store';
import { createEmailMessageStore } from '../../adapters/dynamodb/email-message-store';
import { createContactService } from '../../core/contacts/contact-service';
import { tableStore, type Wiring } from '../wiring';

/**
 * Contacts for the list import: with the free-mail and disposable domain lists, read once per
 * container from the data file beside the function's bundle, kept out of every other contact route.
 */
export function contactImportService(wiring: Wiring) {
  return createContactService(
    {
      contacts: tableStore(wiring, createContactStore),
      contactLists: tableStore(wiring, createContactListStore),
      companies: tableStore(wiring, companyStore),
      emailMessages: tableStore(wiring, createEmailMessageStore),
    },
    { classifyDomain: createEmailDomainClassifier(loadEmailDomainLists()) },
  );
}
