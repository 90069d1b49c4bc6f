import { createBundledEmailDomainClassifier } from '../../../shared/contacts/email-domain-lists';
import { companyRepository } from '../../adapters/dynamodb/repositories/components';
import { createContactListRepository } from '../../adapters/dynamodb/repositories/contact-list-repository';
import { createContactRepository } from '../../adapters/dynamodb/repositories/contact-repository';
import { createEmailMessageRepository } from '../../adapters/dynamodb/repositories/email-message-repository';
import { createContactService } from '../../core/contacts/contact-service';
import { repository, type Wiring } from '../wiring';

/**
 * Contacts for the list import: with the bundled free-mail and disposable domain lists (about
 * 2.7 MB), read once per container, kept out of every other contact route's function.
 */
export function contactImportService(wiring: Wiring) {
  return createContactService(
    {
      contacts: repository(wiring, createContactRepository),
      contactLists: repository(wiring, createContactListRepository),
      companies: repository(wiring, companyRepository),
      emailMessages: repository(wiring, createEmailMessageRepository),
    },
    { classifyDomain: createBundledEmailDomainClassifier() },
  );
}
