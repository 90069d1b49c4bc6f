import { companyStore } from '../../adapters/dynamodb/component-stores';
import { createContactListStore } from '../../adapters/dynamodb/contact-list-store';
import { createContactStore } from '../../adapters/dynamodb/contact-store';
import { createEmailMessageStore } from '../../adapters/dynamodb/email-message-store';
import { createContactService } from '../../core/contacts/contact-service';
import { tableStore, type Wiring } from '../wiring';

/** Contacts: create, change, import into lists, and the emails written to each. */
export function contactService(wiring: Wiring) {
  return createContactService({
    contacts: tableStore(wiring, createContactStore),
    contactLists: tableStore(wiring, createContactListStore),
    companies: tableStore(wiring, companyStore),
    emailMessages: tableStore(wiring, createEmailMessageStore),
  });
}
