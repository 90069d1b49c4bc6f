import { loadEmailDomainLists } from '../../../shared/contacts/email-domain-lists-file';
import { createEmailDomainClassifier } from '../../../shared/contacts/email-domains';
import { companyRepository } from '../../adapters/dynamodb/repositories/components';
import { createContactListRepository } from '../../adapters/dynamodb/repositories/contact-list-repository';
import { createContactRepository } from '../../adapters/dynamodb/repositories/contact-repository';
import { createEmailMessageRepository } from '../../adapters/dynamodb/repositories/email-message-repository';
import { createContactService } from '../../core/contacts/contact-service';
import { repository, type Wiring } from '../wiring';

/**
 * Contacts for the list import: with the free-mail and disposable domain lists, read once per
 * container from the data file beside the function's bundle, kept out of every other contact route.
 */
export function contactImportService(wiring: Wiring) {
  return createContactService(
    {
      contacts: repository(wiring, createContactRepository),
      contactLists: repository(wiring, createContactListRepository),
      companies: repository(wiring, companyRepository),
      emailMessages: repository(wiring, createEmailMessageRepository),
    },
    { classifyDomain: createEmailDomainClassifier(loadEmailDomainLists()) },
  );
}
