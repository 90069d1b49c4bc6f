import { companyRepository } from '../../adapters/dynamodb/repositories/components';
import { createContactListRepository } from '../../adapters/dynamodb/repositories/contact-list-repository';
import { createContactRepository } from '../../adapters/dynamodb/repositories/contact-repository';
import { createEmailMessageRepository } from '../../adapters/dynamodb/repositories/email-message-repository';
import { createContactService } from '../../core/contacts/contact-service';
import { repository, type Wiring } from '../wiring';

/** Contacts: create, change, import into lists, and the emails written to each. */
export function contactService(wiring: Wiring) {
  return createContactService({
    contacts: repository(wiring, createContactRepository),
    contactLists: repository(wiring, createContactListRepository),
    companies: repository(wiring, companyRepository),
    emailMessages: repository(wiring, createEmailMessageRepository),
  });
}
