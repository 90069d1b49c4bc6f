import { companyRoutes } from '../../../../shared/api/routes/company';
import {
  CONTACT_SOURCES,
  CONTACT_STATUSES,
  DEFAULT_CONTACT_SOURCE,
  DEFAULT_CONTACT_STATUS,
  DEFAULT_SHARING_STATUS,
  SHARING_STATUSES,
} from '../../../../shared/domain/contact';
import {
  CONTACT_EMAIL_STATUS_LABELS,
  CONTACT_EMAIL_STATUSES,
  DEFAULT_CONTACT_EMAIL_STATUS,
} from '../../../../shared/domain/email';
import { DEFAULT_LIFECYCLE_STAGE, LIFECYCLE_STAGES } from '../../../../shared/domain/lifecycle';
import { CreateContactInputSchema, UpdateContactInputSchema } from '../../../../shared/schemas/contact';
import { timeZoneChoices, timeZoneLabels } from '../../app/time-zones';
import type { ResourceForm } from '../../components/resource-page/form-model';
import { CONTACT_FIELDS as F, CONTACT_SOURCE_LABELS } from './strings';

/** The add and edit form of a contact. */
export const CONTACT_FORM: ResourceForm = {
  fields: [
    { kind: 'email', name: 'email', ...F.email },
    { kind: 'text', name: 'firstName', optional: true, ...F.firstName },
    { kind: 'text', name: 'lastName', optional: true, ...F.lastName },
    { kind: 'text', name: 'jobTitle', optional: true, ...F.jobTitle },
    {
      kind: 'resource',
      name: 'companyId',
      optional: true,
      listRoute: companyRoutes.list,
      labelField: 'name',
      resourceLabel: 'companies',
      ...F.companyId,
    },
    { kind: 'list', name: 'phoneNumbers', optional: true, rows: 2, ...F.phoneNumbers },
    { kind: 'url', name: 'linkedInUrl', optional: true, ...F.linkedInUrl },
    { kind: 'select', name: 'timeZone', optional: true, options: timeZoneChoices(), labels: timeZoneLabels(), ...F.timeZone },
    { kind: 'select', name: 'status', options: CONTACT_STATUSES, defaultValue: DEFAULT_CONTACT_STATUS, ...F.status },
    {
      kind: 'select',
      name: 'lifecycleStage',
      options: LIFECYCLE_STAGES,
      defaultValue: DEFAULT_LIFECYCLE_STAGE,
      ...F.lifecycleStage,
    },
    {
      kind: 'select',
      name: 'source',
      options: CONTACT_SOURCES,
      labels: CONTACT_SOURCE_LABELS,
      defaultValue: DEFAULT_CONTACT_SOURCE,
      ...F.source,
    },
    {
      kind: 'select',
      name: 'emailStatus',
      options: CONTACT_EMAIL_STATUSES,
      labels: CONTACT_EMAIL_STATUS_LABELS,
      defaultValue: DEFAULT_CONTACT_EMAIL_STATUS,
      ...F.emailStatus,
    },
    {
      kind: 'select',
      name: 'sharingStatus',
      options: SHARING_STATUSES,
      defaultValue: DEFAULT_SHARING_STATUS,
      ...F.sharingStatus,
    },
  ],
  createSchema: CreateContactInputSchema,
  updateSchema: UpdateContactInputSchema,
};
