import { RESOURCE_NOT_FOUND_MESSAGES as NOT_FOUND } from '../../../shared/domain/messages';
import type * as schemas from '../../../shared/schemas';
import {
  cadenceRepository,
  callToActionRepository,
  companyRepository,
  customerProfileRepository,
  personaRepository,
  productRepository,
  sampleEmailRepository,
  signatureRepository,
} from '../../adapters/dynamodb/repositories/components';
import { createContactListRepository } from '../../adapters/dynamodb/repositories/contact-list-repository';
import { createSenderRepository } from '../../adapters/dynamodb/repositories/sender-repository';
import { createCadenceService } from '../../core/cadences/cadence-service';
import { createComponentService } from '../../core/components/component-service';
import { createSignatureService } from '../../core/components/signature-service';
import type {
  CallToActionItem,
  CompanyItem,
  ContactListItem,
  CustomerProfileItem,
  PersonaItem,
  ProductItem,
  SampleEmailItem,
} from '../../core/ports/items';
import { repository, type Wiring } from '../wiring';

// One factory per component service: a route's function imports the one it uses, so it builds
// (and bundles) only that service's repositories.

export function companyService(wiring: Wiring) {
  return createComponentService<CompanyItem, schemas.CreateCompanyInput, schemas.UpdateCompanyInput>(
    repository(wiring, companyRepository),
  );
}

export function productService(wiring: Wiring) {
  const companies = repository(wiring, companyRepository);
  return createComponentService<ProductItem, schemas.CreateProductInput, schemas.UpdateProductInput>(
    repository(wiring, productRepository),
    { references: (input) => [[companies, input.companyId, NOT_FOUND.company]] },
  );
}

export function personaService(wiring: Wiring) {
  return createComponentService<PersonaItem, schemas.CreatePersonaInput, schemas.UpdatePersonaInput>(
    repository(wiring, personaRepository),
  );
}

export function customerProfileService(wiring: Wiring) {
  const personas = repository(wiring, personaRepository);
  return createComponentService<CustomerProfileItem, schemas.CreateCustomerProfileInput, schemas.UpdateCustomerProfileInput>(
    repository(wiring, customerProfileRepository),
    { references: (input) => [[personas, input.personaId, NOT_FOUND.persona]] },
  );
}

export function callToActionService(wiring: Wiring) {
  return createComponentService<CallToActionItem, schemas.CreateCallToActionInput, schemas.UpdateCallToActionInput>(
    repository(wiring, callToActionRepository),
  );
}

export function sampleEmailService(wiring: Wiring) {
  return createComponentService<SampleEmailItem, schemas.CreateSampleEmailInput, schemas.UpdateSampleEmailInput>(
    repository(wiring, sampleEmailRepository),
  );
}

export function signatureService(wiring: Wiring) {
  return createSignatureService({
    signatures: repository(wiring, signatureRepository),
    senders: repository(wiring, createSenderRepository),
  });
}

export function cadenceService(wiring: Wiring) {
  return createCadenceService({
    cadences: repository(wiring, cadenceRepository),
    sampleEmails: repository(wiring, sampleEmailRepository),
  });
}

export function contactListService(wiring: Wiring) {
  return createComponentService<ContactListItem, schemas.CreateContactListInput, schemas.UpdateContactListInput>(
    repository(wiring, createContactListRepository),
    { toItem: (_ctx, input) => ({ ...input, contactCount: 0 }) },
  );
}
