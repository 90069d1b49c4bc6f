import { RESOURCE_NOT_FOUND_MESSAGES as NOT_FOUND } from '../../shared/domain/messages';
import type * as schemas from '../../shared/schemas';
import type { CadenceItem } from '../adapters/dynamodb/entities/cadence';
import type { CallToActionItem } from '../adapters/dynamodb/entities/call-to-action';
import type { CompanyItem } from '../adapters/dynamodb/entities/company';
import type { ContactListItem } from '../adapters/dynamodb/entities/contact-list';
import type { CustomerProfileItem } from '../adapters/dynamodb/entities/customer-profile';
import type { PersonaItem } from '../adapters/dynamodb/entities/persona';
import type { ProductItem } from '../adapters/dynamodb/entities/product';
import type { SampleEmailItem } from '../adapters/dynamodb/entities/sample-email';
import type { Repositories } from '../adapters/dynamodb/repositories';
import type { SealedCredentialReader } from '../adapters/mail/sealed-credentials';
import type { SecretBox } from '../adapters/secrets/secret-box';
import { createCampaignService } from './campaigns/campaign-service';
import type { Clock } from './clock';
import { createComponentService } from './components/component-service';
import { createContactService } from './contacts/contact-service';
import { createDashboardService } from './dashboard/dashboard-service';
import { createMemberService } from './members/member-service';
import { createOnboardingService } from './onboarding/onboarding-service';
import { createOptionService } from './options/option-service';
import { createSenderService } from './senders/sender-service';
import type { TenantContext } from './tenant';

export interface ServicesDeps {
  readonly repos: Repositories;
  readonly now: Clock;
  readonly secrets: SecretBox;
  /** reads a sender's sealed credential (SMTP password, OAuth tokens) for checks of saved senders */
  readonly readSealedCredential?: SealedCredentialReader;
}

/** Every service of the API over one set of repositories. */
export function createServices({ repos, now, secrets, readSealedCredential }: ServicesDeps) {
  return {
    company: createComponentService<CompanyItem, schemas.CreateCompanyInput, schemas.UpdateCompanyInput>(repos.companies),
    product: createComponentService<ProductItem, schemas.CreateProductInput, schemas.UpdateProductInput>(repos.products, {
      references: (input) => [[repos.companies, input.companyId, NOT_FOUND.company]],
    }),
    persona: createComponentService<PersonaItem, schemas.CreatePersonaInput, schemas.UpdatePersonaInput>(repos.personas),
    customerProfile: createComponentService<
      CustomerProfileItem,
      schemas.CreateCustomerProfileInput,
      schemas.UpdateCustomerProfileInput
    >(repos.customerProfiles, { references: (input) => [[repos.personas, input.personaId, NOT_FOUND.persona]] }),
    callToAction: createComponentService<CallToActionItem, schemas.CreateCallToActionInput, schemas.UpdateCallToActionInput>(
      repos.callToActions,
    ),
    sampleEmail: createComponentService<SampleEmailItem, schemas.CreateSampleEmailInput, schemas.UpdateSampleEmailInput>(
      repos.sampleEmails,
    ),
    cadence: createComponentService<CadenceItem, schemas.CreateCadenceInput, schemas.UpdateCadenceInput>(repos.cadences),
    contact: createContactService(repos),
    contactList: createComponentService<ContactListItem, schemas.CreateContactListInput, schemas.UpdateContactListInput>(
      repos.contactLists,
      {
        toItem: (_ctx, input) => ({ ...input, contactCount: 0 }),
      },
    ),
    campaign: createCampaignService(repos),
    sender: createSenderService(repos, secrets, readSealedCredential ? { readSealedCredential } : {}),
    members: createMemberService(repos),
    options: createOptionService(repos),
    dashboard: createDashboardService(repos),
    onboarding: createOnboardingService(repos, now),
    integrations: {
      /** Both CRM integrations of the instance, set up or not. */
      list: async (ctx: TenantContext) => ({ integrations: await repos.integrations.list(ctx) }),
    },
  };
}
export type Services = ReturnType<typeof createServices>;
