import { companyRepository } from '../../adapters/dynamodb/repositories/components';
import { createContactListRepository } from '../../adapters/dynamodb/repositories/contact-list-repository';
import { createContactRepository } from '../../adapters/dynamodb/repositories/contact-repository';
import { createEmailMessageRepository } from '../../adapters/dynamodb/repositories/email-message-repository';
import { createContactService } from '../../core/contacts/contact-service';
import { table, type Wiring } from '../wiring';

/** Contacts: create, change, import into lists, and the emails written to each. */
export function contactService(wiring: Wiring) {
  const { client, name } = table(wiring);
  const deps = wiring.repositoryDeps;
  return createContactService({
    contacts: createContactRepository(client, name, deps),
    contactLists: createContactListRepository(client, name, deps),
    companies: companyRepository(client, name, deps),
    emailMessages: createEmailMessageRepository(client, name, deps),
  });
}
