import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { model } from './attributes';

/**
 * Uniqueness item for a contact's lower-cased e-mail in a namespace: pk `<ns>#contact-email`,
 * sk `<email>`. Written in the same transaction as the contact, with a not-exists condition.
 */
export function contactEmailEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('contact-email'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        email: { type: 'string', required: true, readOnly: true },
        contactId: { type: 'string', required: true },
      },
      indexes: {
        byEmail: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#contact-email', casing: 'none' },
          sk: { field: 'sk', composite: ['email'], template: '${email}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
