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
} from '../../adapters/dynamodb/repositories/components';
import { createContactListRepository } from '../../adapters/dynamodb/repositories/contact-list-repository';
import { createCadenceService } from '../../core/cadences/cadence-service';
import { createComponentService } from '../../core/components/component-service';
import type {
  CallToActionItem,
  CompanyItem,
  ContactListItem,
  CustomerProfileItem,
  PersonaItem,
  ProductItem,
  SampleEmailItem,
} from '../../core/ports/items';
import { table, type Wiring } from '../wiring';

// One factory per component service: a route's function imports the one it uses, so it builds
// (and bundles) only that service's repositories.

export function companyService(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createComponentService<CompanyItem, schemas.CreateCompanyInput, schemas.UpdateCompanyInput>(
    companyRepository(client, name, wiring.repositoryDeps),
  );
}

export function productService(wiring: Wiring) {
  const { client, name } = table(wiring);
  const companies = companyRepository(client, name, wiring.repositoryDeps);
  return createComponentService<ProductItem, schemas.CreateProductInput, schemas.UpdateProductInput>(
    productRepository(client, name, wiring.repositoryDeps),
    { references: (input) => [[companies, input.companyId, NOT_FOUND.company]] },
  );
}

export function personaService(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createComponentService<PersonaItem, schemas.CreatePersonaInput, schemas.UpdatePersonaInput>(
    personaRepository(client, name, wiring.repositoryDeps),
  );
}

export function customerProfileService(wiring: Wiring) {
  const { client, name } = table(wiring);
  const personas = personaRepository(client, name, wiring.repositoryDeps);
  return createComponentService<CustomerProfileItem, schemas.CreateCustomerProfileInput, schemas.UpdateCustomerProfileInput>(
    customerProfileRepository(client, name, wiring.repositoryDeps),
    { references: (input) => [[personas, input.personaId, NOT_FOUND.persona]] },
  );
}

export function callToActionService(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createComponentService<CallToActionItem, schemas.CreateCallToActionInput, schemas.UpdateCallToActionInput>(
    callToActionRepository(client, name, wiring.repositoryDeps),
  );
}

export function sampleEmailService(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createComponentService<SampleEmailItem, schemas.CreateSampleEmailInput, schemas.UpdateSampleEmailInput>(
    sampleEmailRepository(client, name, wiring.repositoryDeps),
  );
}

export function cadenceService(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createCadenceService({
    cadences: cadenceRepository(client, name, wiring.repositoryDeps),
    sampleEmails: sampleEmailRepository(client, name, wiring.repositoryDeps),
  });
}

export function contactListService(wiring: Wiring) {
  const { client, name } = table(wiring);
  return createComponentService<ContactListItem, schemas.CreateContactListInput, schemas.UpdateContactListInput>(
    createContactListRepository(client, name, wiring.repositoryDeps),
    { toItem: (_ctx, input) => ({ ...input, contactCount: 0 }) },
  );
}
