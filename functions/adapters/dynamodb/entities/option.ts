import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { OPTION_NAMES, OPTION_STATUSES } from '../../../../shared/domain/option';
import { model } from './attributes';

/** Owner of a namespace-level option; user options are owned by `user#<id>`. */
export const NAMESPACE_OPTION_OWNER = 'namespace';

/**
 * Option of a namespace, or of one user in it: pk `<ns>#option`, sk `<name>#<owner>`. Only options
 * that were set are stored; the rest take the defaults of docs/product.md, Options.
 */
export function optionEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('option'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        name: { type: OPTION_NAMES, required: true, readOnly: true },
        owner: { type: 'string', required: true, readOnly: true },
        userId: { type: 'string', readOnly: true },
        status: { type: OPTION_STATUSES, required: true },
        createdAt: { type: 'string', required: true, readOnly: true },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byNamespace: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#option', casing: 'none' },
          sk: { field: 'sk', composite: ['name', 'owner'], template: '${name}#${owner}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
