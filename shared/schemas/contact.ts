import * as z from './zod';

import {
  ContactEmailStatusSchema,
  ContactSourceSchema,
  ContactStatusSchema,
  DEFAULT_CONTACT_EMAIL_STATUS,
  DEFAULT_CONTACT_SOURCE,
  DEFAULT_CONTACT_STATUS,
  DEFAULT_LIFECYCLE_STAGE,
  DEFAULT_SHARING_STATUS,
  IntegrationTypeSchema,
  LifecycleStageSchema,
  SharingStatusSchema,
} from '../domain';
import {
  EmailSchema,
  NAME_MAX_LENGTH,
  SHORT_TEXT_MAX_LENGTH,
  arrayField,
  enumField,
  inputObject,
  isoDateTimeField,
  optionalField,
  optionalId,
  optionalText,
  tenantEntity,
  updateInputObject,
  urlField,
} from './common';
import { TimeZoneSchema } from './time-zone';

export const MAX_PHONE_NUMBERS = 5;
export const PHONE_NUMBER_MESSAGE = 'Phone number must be 3–32 characters of digits, spaces, +, -, ( or ).';
export const LINKEDIN_URL_MESSAGE = 'LinkedIn URL must be a linkedin.com address.';

/** 3–32 characters of digits, spaces, + - ( ), with at least one digit. */
const PHONE_NUMBER_PATTERN = /^(?=.*\d)[\d +()-]{3,32}$/;

const PhoneNumberSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'Phone number is required.' : PHONE_NUMBER_MESSAGE) })
  .check(z.trim(), z.regex(PHONE_NUMBER_PATTERN, PHONE_NUMBER_MESSAGE));

function isLinkedInAddress(value: string): boolean {
  const hostname = new URL(value).hostname.toLowerCase();
  return hostname === 'linkedin.com' || hostname.endsWith('.linkedin.com');
}

/** An http(s) address on linkedin.com or one of its sub-domains. */
const LinkedInUrlSchema = urlField('LinkedIn URL').check(z.refine(isLinkedInAddress, LINKEDIN_URL_MESSAGE));

const contactInputShape = {
  email: EmailSchema,
  firstName: optionalText('First name', NAME_MAX_LENGTH),
  lastName: optionalText('Last name', NAME_MAX_LENGTH),
  jobTitle: optionalText('Job title', NAME_MAX_LENGTH),
  /** When absent, the server infers the company from the email domain. */
  companyId: optionalId('Company ID'),
  phoneNumbers: z.optional(
    arrayField('Phone numbers', PhoneNumberSchema).check(
      z.maxLength(MAX_PHONE_NUMBERS, `Add at most ${MAX_PHONE_NUMBERS} phone numbers.`),
    ),
  ),
  linkedInUrl: optionalField('LinkedIn URL', LinkedInUrlSchema),
  /** The contact's IANA time zone; sending reads office hours in it, in the sender's when it is unknown. */
  timeZone: optionalField('Time zone', TimeZoneSchema),
  action: optionalText('Action', SHORT_TEXT_MAX_LENGTH),
  status: z._default(enumField(ContactStatusSchema, 'Status'), DEFAULT_CONTACT_STATUS),
  lifecycleStage: z._default(enumField(LifecycleStageSchema, 'Lifecycle stage'), DEFAULT_LIFECYCLE_STAGE),
  source: z._default(enumField(ContactSourceSchema, 'Source'), DEFAULT_CONTACT_SOURCE),
  emailStatus: z._default(enumField(ContactEmailStatusSchema, 'Email status'), DEFAULT_CONTACT_EMAIL_STATUS),
  sharingStatus: z._default(enumField(SharingStatusSchema, 'Sharing status'), DEFAULT_SHARING_STATUS),
  contactListId: optionalId('Contact list ID'),
};

/** A contact; the server records the campaign writing to it, when it was last emailed and its soft bounces in a row. */
export const ContactSchema = tenantEntity({
  ...contactInputShape,
  campaignId: optionalId('Campaign ID'),
  lastEmailedAt: z.optional(isoDateTimeField('Last emailed at')),
  /** Soft bounces in a row, counted from the sending service's events. */
  softBounces: z.optional(z.number()),
  /** The CRM record the contact was imported from and is kept in step with; set by imports and syncs only. */
  crmType: z.optional(enumField(IntegrationTypeSchema, 'CRM type')),
  crmId: optionalId('CRM record ID'),
  /** the record's owner in the CRM (HubSpot owner id, Salesforce user id) */
  crmOwnerId: optionalId('CRM owner ID'),
  /** when an import or sync last read the record */
  crmSyncedAt: z.optional(isoDateTimeField('CRM synced at')),
});
export const CreateContactInputSchema = inputObject('Contact', contactInputShape);
export const UpdateContactInputSchema = updateInputObject('Contact', contactInputShape);

export type Contact = z.infer<typeof ContactSchema>;
export type CreateContactInput = z.infer<typeof CreateContactInputSchema>;
export type UpdateContactInput = z.infer<typeof UpdateContactInputSchema>;
