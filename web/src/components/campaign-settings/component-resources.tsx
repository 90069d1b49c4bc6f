import { cadenceRoutes } from '../../../../shared/api/routes/cadence';
import { callToActionRoutes } from '../../../../shared/api/routes/call-to-action';
import { companyRoutes } from '../../../../shared/api/routes/company';
import { contactListRoutes } from '../../../../shared/api/routes/contact-list';
import { customerProfileRoutes } from '../../../../shared/api/routes/customer-profile';
import { personaRoutes } from '../../../../shared/api/routes/persona';
import { productRoutes } from '../../../../shared/api/routes/product';
import { sampleEmailRoutes } from '../../../../shared/api/routes/sample-email';
import type { Cadence } from '../../../../shared/schemas/cadence';
import type { CallToAction } from '../../../../shared/schemas/call-to-action';
import type { Company } from '../../../../shared/schemas/company';
import type { ContactList } from '../../../../shared/schemas/contact-list';
import type { CustomerProfile } from '../../../../shared/schemas/customer-profile';
import type { Persona } from '../../../../shared/schemas/persona';
import type { Product } from '../../../../shared/schemas/product';
import type { SampleEmail } from '../../../../shared/schemas/sample-email';
import { PATHS } from '../../app/paths';
import { CADENCE_FORM } from '../../pages/cadence/cadence-form';
import { StepsEditor } from '../../pages/cadence/steps-editor';
import { CADENCE_TEXT } from '../../pages/cadence/strings';
import { CALL_TO_ACTION_FORM } from '../../pages/call-to-action/call-to-action-form';
import { CALL_TO_ACTION_TEXT } from '../../pages/call-to-action/strings';
import { COMPANY_FORM } from '../../pages/company/company-form';
import { COMPANY_TEXT } from '../../pages/company/strings';
import { CONTACT_LIST_FORM } from '../../pages/contact-list/contact-list-form';
import { CONTACT_LIST_TEXT } from '../../pages/contact-list/strings';
import { CUSTOMER_PROFILE_FORM } from '../../pages/customer-profile/customer-profile-form';
import { CUSTOMER_PROFILE_TEXT } from '../../pages/customer-profile/strings';
import { PERSONA_FORM } from '../../pages/persona/persona-form';
import { PERSONA_TEXT } from '../../pages/persona/strings';
import { PRODUCT_FORM } from '../../pages/product/product-form';
import { PRODUCT_TEXT } from '../../pages/product/strings';
import { SAMPLE_EMAIL_FORM } from '../../pages/sample-email/sample-email-form';
import { SAMPLE_EMAIL_TEXT } from '../../pages/sample-email/strings';
import type { ResourceForm } from '../resource-page/form-model';
import type { ResourceNouns } from '../resource-page/strings';
import type { CustomFieldRenderer, ResourceItem, ResourceRoutes } from '../resource-page/types';

/**
 * A component a campaign is made of, as its settings pick it and create it on the spot: the
 * component page's own routes, form and nouns, so the form in the settings is the page's form.
 */
export interface ComponentResource<T extends ResourceItem> {
  readonly routes: ResourceRoutes;
  readonly form: ResourceForm;
  readonly nouns: ResourceNouns;
  /** the text that names an item in the picker */
  readonly nameOf: (item: T) => string;
  /** a second line under the name in the picker */
  readonly describe?: (item: T) => string | undefined;
  readonly formSize?: 'medium' | 'large';
  readonly renderCustomField?: CustomFieldRenderer;
  /** the page the component is managed on */
  readonly path: string;
  /** only the instance's admins may list or create it */
  readonly adminOnly?: boolean;
}

const byName = <T extends { name: string }>(item: T) => item.name;

export const COMPANY_RESOURCE: ComponentResource<Company> = {
  routes: companyRoutes,
  form: COMPANY_FORM,
  nouns: COMPANY_TEXT.nouns,
  nameOf: byName,
  describe: (item) => item.website,
  path: PATHS.company,
};

export const PRODUCT_RESOURCE: ComponentResource<Product> = {
  routes: productRoutes,
  form: PRODUCT_FORM,
  nouns: PRODUCT_TEXT.nouns,
  nameOf: byName,
  path: PATHS.product,
};

export const CALL_TO_ACTION_RESOURCE: ComponentResource<CallToAction> = {
  routes: callToActionRoutes,
  form: CALL_TO_ACTION_FORM,
  nouns: CALL_TO_ACTION_TEXT.nouns,
  nameOf: (item) => item.objective,
  describe: (item) => item.description,
  path: PATHS.callToAction,
};

export const SAMPLE_EMAIL_RESOURCE: ComponentResource<SampleEmail> = {
  routes: sampleEmailRoutes,
  form: SAMPLE_EMAIL_FORM,
  nouns: SAMPLE_EMAIL_TEXT.nouns,
  nameOf: byName,
  describe: (item) => item.subject,
  formSize: 'large',
  path: PATHS.sampleEmail,
};

const renderCadenceSteps: CustomFieldRenderer = (props) =>
  props.field.name === 'steps' ? <StepsEditor {...props} /> : undefined;

export const CADENCE_RESOURCE: ComponentResource<Cadence> = {
  routes: cadenceRoutes,
  form: CADENCE_FORM,
  nouns: CADENCE_TEXT.nouns,
  nameOf: byName,
  describe: (item) => `${item.steps.length} ${item.steps.length === 1 ? 'step' : 'steps'}`,
  formSize: 'large',
  renderCustomField: renderCadenceSteps,
  path: PATHS.cadence,
};

export const CUSTOMER_PROFILE_RESOURCE: ComponentResource<CustomerProfile> = {
  routes: customerProfileRoutes,
  form: CUSTOMER_PROFILE_FORM,
  nouns: CUSTOMER_PROFILE_TEXT.nouns,
  nameOf: byName,
  describe: (item) => item.description,
  path: PATHS.customerProfile,
};

export const PERSONA_RESOURCE: ComponentResource<Persona> = {
  routes: personaRoutes,
  form: PERSONA_FORM,
  nouns: PERSONA_TEXT.nouns,
  nameOf: byName,
  describe: (item) => item.responsibilities,
  path: PATHS.persona,
  adminOnly: true,
};

export const CONTACT_LIST_RESOURCE: ComponentResource<ContactList> = {
  routes: contactListRoutes,
  form: CONTACT_LIST_FORM,
  nouns: CONTACT_LIST_TEXT.nouns,
  nameOf: byName,
  describe: (item) => `${item.contactCount.toLocaleString('en-US')} ${item.contactCount === 1 ? 'contact' : 'contacts'}`,
  path: PATHS.contactList,
};
