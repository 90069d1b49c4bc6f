import { RESOURCE_NOT_FOUND_MESSAGES as NOT_FOUND } from '../../../shared/domain/messages';
import type * as schemas from '../../../shared/schemas';
import {
  cadenceStore,
  callToActionStore,
  companyStore,
  customerProfileStore,
  personaStore,
  productStore,
  sampleEmailStore,
  signatureStore,
} from '../../adapters/dynamodb/component-stores';
import { createContactListStore } from '../../adapters/dynamodb/contact-list-store';
import { createSenderStore } from '../../adapters/dynamodb/sender-store';
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
import { tableStore, type Wiring } from '../wiring';

// One factory per component service: a route's function imports the one it uses, so it builds
// (and bundles) only that service's stores.

export function companyService(wiring: Wiring) {
  return createComponentService<CompanyItem, schemas.CreateCompanyInput, schemas.UpdateCompanyInput>(
    tableStore(wiring, companyStore),
  );
}

export function productService(wiring: Wiring) {
  const companies = tableStore(wiring, companyStore);
  return createComponentService<ProductItem, schemas.CreateProductInput, schemas.UpdateProductInput>(
    tableStore(wiring, productStore),
    { references: (input) => [[companies, input.companyId, NOT_FOUND.company]] },
  );
}

export function personaService(wiring: Wiring) {
  return createComponentService<PersonaItem, schemas.CreatePersonaInput, schemas.UpdatePersonaInput>(
    tableStore(wiring, personaStore),
  );
}

export function customerProfileService(wiring: Wiring) {
  const personas = tableStore(wiring, personaStore);
  return createComponentService<CustomerProfileItem, schemas.CreateCustomerProfileInput, schemas.UpdateCustomerProfileInput>(
    tableStore(wiring, customerProfileStore),
    { references: (input) => [[personas, input.personaId, NOT_FOUND.persona]] },
  );
}

export function callToActionService(wiring: Wiring) {
  return createComponentService<CallToActionItem, schemas.CreateCallToActionInput, schemas.UpdateCallToActionInput>(
    tableStore(wiring, callToActionStore),
  );
}

export function sampleEmailService(wiring: Wiring) {
  return createComponentService<SampleEmailItem, schemas.CreateSampleEmailInput, schemas.UpdateSampleEmailInput>(
    tableStore(wiring, sampleEmailStore),
  );
}

export function signatureService(wiring: Wiring) {
  return createSignatureService({
    signatures: tableStore(wiring, signatureStore),
    senders: tableStore(wiring, createSenderStore),
  });
}

export function cadenceService(wiring: Wiring) {
  return createCadenceService({
    cadences: tableStore(wiring, cadenceStore),
    sampleEmails: tableStore(wiring, sampleEmailStore),
  });
}

export function contactListService(wiring: Wiring) {
  return createComponentService<ContactListItem, schemas.CreateContactListInput, schemas.UpdateContactListInput>(
    tableStore(wiring, createContactListStore),
    { toItem: (_ctx, input) => ({ ...input, contactCount: 0 }) },
  );
}
