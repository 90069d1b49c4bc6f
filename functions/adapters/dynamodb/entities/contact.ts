import { Entity, type EntityItem } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CONTACT_EMAIL_STATUSES } from '../../../../shared/domain/email';
import { CONTACT_SOURCES, CONTACT_STATUSES, SHARING_STATUSES } from '../../../../shared/domain/contact';
import { LIFECYCLE_STAGES } from '../../../../shared/domain/lifecycle';
import { tenantSchema } from './attributes';

/** Contact: pk `<ns>#contact`, sk `<id>`. `contactListId` records the list a contact was imported from. */
export function contactEntity(client: DynamoDBDocumentClient, table: string) {
  const schema = tenantSchema('contact', {
    email: { type: 'string', required: true },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    jobTitle: { type: 'string' },
    companyId: { type: 'string' },
    phoneNumbers: { type: 'list', items: { type: 'string' } },
    linkedInUrl: { type: 'string' },
    action: { type: 'string' },
    status: { type: CONTACT_STATUSES, required: true },
    lifecycleStage: { type: LIFECYCLE_STAGES, required: true },
    source: { type: CONTACT_SOURCES, required: true },
    emailStatus: { type: CONTACT_EMAIL_STATUSES, required: true },
    sharingStatus: { type: SHARING_STATUSES, required: true },
    contactListId: { type: 'string' },
  });
  return new Entity(schema, { client, table });
}

export type ContactItem = EntityItem<ReturnType<typeof contactEntity>>;
