import type * as C from '../../core/ports/items';
import type { CadenceItem } from './entities/cadence';
import type { CallToActionItem } from './entities/call-to-action';
import type { CampaignItem } from './entities/campaign';
import type { CompanyItem } from './entities/company';
import type { ContactItem } from './entities/contact';
import type { ContactListItem } from './entities/contact-list';
import type { CustomerProfileItem } from './entities/customer-profile';
import type { EmailMessageItem } from './entities/email-message';
import type { EmailSenderConfigItem } from './entities/email-sender-config';
import type { PersonaItem } from './entities/persona';
import type { ProductItem } from './entities/product';
import type { SampleEmailItem } from './entities/sample-email';
import type { SignatureItem } from './entities/signature';
import type { UserItem } from './user-store';
import type { NamespaceItem } from './namespace-store';
import type { MembershipItem } from './membership-store';
// Compile-time proof that every entity reads and writes exactly the item type core declares for it:
// a change to an entity or to a shared schema that makes them differ fails the typecheck here.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : 'core-not-entity') : 'entity-not-core';
type AllTrue<T extends readonly true[]> = T;
export type EntitiesMatchCore = AllTrue<
  [
    Same<CadenceItem, C.CadenceItem>,
    Same<CallToActionItem, C.CallToActionItem>,
    Same<CampaignItem, C.CampaignItem>,
    Same<CompanyItem, C.CompanyItem>,
    Same<ContactItem, C.ContactItem>,
    Same<ContactListItem, C.ContactListItem>,
    Same<CustomerProfileItem, C.CustomerProfileItem>,
    Same<EmailMessageItem, C.EmailMessageItem>,
    Same<EmailSenderConfigItem, C.EmailSenderConfigItem>,
    Same<PersonaItem, C.PersonaItem>,
    Same<ProductItem, C.ProductItem>,
    Same<SampleEmailItem, C.SampleEmailItem>,
    Same<SignatureItem, C.SignatureItem>,
    Same<UserItem, C.UserItem>,
    Same<NamespaceItem, C.NamespaceItem>,
    Same<MembershipItem, C.MembershipItem>,
  ]
>;
