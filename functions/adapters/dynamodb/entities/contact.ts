import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CONTACT_EMAIL_STATUSES } from '../../../../shared/domain/email';
import { CONTACT_SOURCES, CONTACT_STATUSES, SHARING_STATUSES } from '../../../../shared/domain/contact';
import { INTEGRATION_TYPES } from '../../../../shared/domain/integration';
import { LIFECYCLE_STAGES } from '../../../../shared/domain/lifecycle';
import { tenantSchema } from './attributes';

/** The list key of contacts in no list. */
const NO_LIST = '-';

/**
 * Contact: pk `<ns>#contact`, sk `<id>`. `contactListId` records the list a contact is in; gsi1
 * lists a list's contacts (`<ns>#contact-list#<listId>#contact`, sk `<id>`, oldest first). A
 * contact whose list was removed (rather than changed) keeps its old list key, so readers of a
 * list also check `contactListId`.
 */
export function contactEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema(
    'contact',
    {
      email: { type: 'string', required: true },
      firstName: { type: 'string' },
      lastName: { type: 'string' },
      jobTitle: { type: 'string' },
      companyId: { type: 'string' },
      phoneNumbers: { type: 'list', items: { type: 'string' } },
      linkedInUrl: { type: 'string' },
      /** IANA time zone, when known */
      timeZone: { type: 'string' },
      action: { type: 'string' },
      status: { type: CONTACT_STATUSES, required: true },
      lifecycleStage: { type: LIFECYCLE_STAGES, required: true },
      source: { type: CONTACT_SOURCES, required: true },
      emailStatus: { type: CONTACT_EMAIL_STATUSES, required: true },
      sharingStatus: { type: SHARING_STATUSES, required: true },
      contactListId: { type: 'string' },
      /** the campaign writing to the contact now (set when its first email is created) */
      campaignId: { type: 'string' },
      /** when an email last went to the contact */
      lastEmailedAt: { type: 'string' },
      /** soft bounces in a row (SES events): a delivery sets it back to 0, the fifth counts as a hard bounce */
      softBounces: { type: 'number' },
      /** the CRM record it is linked to (one record, one contact: the `contact-crm` item keeps it unique) */
      crmType: { type: INTEGRATION_TYPES },
      crmId: { type: 'string' },
      crmOwnerId: { type: 'string' },
      crmSyncedAt: { type: 'string' },
      /** the list key of gsi1: the contact list's id, `-` for none (kept from contactListId) */
      listKey: {
        type: 'string',
        hidden: true,
        watch: ['contactListId'],
        set: (_: unknown, item: { contactListId?: string }) => item.contactListId ?? NO_LIST,
      },
    },
    {
      byList: {
        index: 'gsi1',
        pk: {
          field: 'gsi1pk',
          composite: ['namespaceId', 'listKey'],
          template: '${namespaceId}#contact-list#${listKey}#contact',
          casing: 'none',
        },
        sk: { field: 'gsi1sk', composite: ['id'], template: '${id}', casing: 'none' },
      },
    },
  );
  return new Entity(schema, { client, table });
}

export type ContactItem = EntityItem<ReturnType<typeof contactEntity>>;
