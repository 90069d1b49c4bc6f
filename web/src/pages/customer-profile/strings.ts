import { MAX_CUSTOMER_PROFILE_INDUSTRIES, MAX_CUSTOMER_PROFILE_JOB_TITLES } from '../../../../shared/schemas/customer-profile';
import type { ResourcePageText } from '../../components/resource-page';

/** User-facing text of the customer profiles page. */
export const CUSTOMER_PROFILE_TEXT: ResourcePageText = {
  title: 'Customer Profiles',
  description: 'The audiences you sell to: their size, business model and needs.',
  nouns: { one: 'customer profile', many: 'customer profiles', One: 'Customer profile' },
  emptyTitle: 'No customer profiles yet',
  emptyText: 'Customer profiles you create appear here. Campaigns use them to pick the angle of each email.',
  filterPlaceholder: 'Find customer profiles by name',
};

export const CUSTOMER_PROFILE_FIELDS = {
  name: { label: 'Name', placeholder: 'Mid-size logistics firms' },
  description: { label: 'Description', description: 'Who they are and what they need.' },
  revenueSize: { label: 'Revenue size' },
  businessModel: { label: 'Business model' },
  jobTitles: {
    label: 'Job titles',
    description: 'The roles your emails go to, one per line.',
    constraintText: `One per line, at most ${MAX_CUSTOMER_PROFILE_JOB_TITLES}.`,
    placeholder: 'Head of Operations\nLogistics Manager',
  },
  industries: {
    label: 'Industries',
    description: 'The industries they work in, one per line.',
    constraintText: `One per line, at most ${MAX_CUSTOMER_PROFILE_INDUSTRIES}.`,
    placeholder: 'Logistics\nWholesale',
  },
  personaId: { label: 'Persona', description: 'The Inbound AI persona that answers their replies.' },
  columns: {
    name: 'Name',
    description: 'Description',
    revenueSize: 'Revenue size',
    businessModel: 'Business model',
    jobTitles: 'Job titles',
  },
} as const;
