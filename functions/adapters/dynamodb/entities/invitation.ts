import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { ASSIGNABLE_ROLES } from '../../../../shared/domain/role';
import { INVITATION_STATUSES } from '../../../../shared/domain/invitation';
import { tenantSchema } from './attributes';

/**
 * An invitation to an instance: pk `<ns>#invitation`, sk `<id>`; by its link's token on gsi1
 * (`invitation-token#<sha256 of the token>` / `invitation#<the same hash>`), the global lookup of the accept page,
 * made before the invitee belongs to the instance. Only the token's hash is stored: the link itself
 * is in the invitation email alone.
 */
export function invitationEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    tenantSchema(
      'invitation',
      {
        email: { type: 'string', required: true },
        role: { type: ASSIGNABLE_ROLES, required: true },
        status: { type: INVITATION_STATUSES, required: true },
        tokenHash: { type: 'string', required: true },
        expiresAt: { type: 'string', required: true },
        invitedBy: { type: 'string', required: true, readOnly: true },
        invitedByName: { type: 'string', required: true, readOnly: true },
        acceptedAt: { type: 'string' },
        acceptedBy: { type: 'string' },
      },
      {
        byToken: {
          index: 'gsi1',
          pk: { field: 'gsi1pk', composite: ['tokenHash'], template: 'invitation-token#${tokenHash}', casing: 'none' },
          // the sort key repeats the hash: a resend's patch rewrites both keys (a key without composites would not be)
          sk: { field: 'gsi1sk', composite: ['tokenHash'], template: 'invitation#${tokenHash}', casing: 'none' },
        },
      },
    ),
    { client, table },
  );
}
