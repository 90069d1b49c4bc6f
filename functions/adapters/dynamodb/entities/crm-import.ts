import { Entity } from 'electrodb';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

import { CRM_IMPORT_STATES, CRM_IMPORT_TRIGGERS } from '../../../../shared/domain/crm-import';
import { INTEGRATION_TYPES } from '../../../../shared/domain/integration';
import { model } from './attributes';

/**
 * The current (or last) import of a CRM's contacts: pk `<ns>#crm-import`, sk `<type>`. Written
 * with conditions on `importId` and `page`, so one import runs per CRM and each page counts once.
 * Its selection, counts and conflicts are kept as JSON strings: they are only ever read whole.
 */
export function crmImportEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('crm-import'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        type: { type: INTEGRATION_TYPES, required: true, readOnly: true },
        importId: { type: 'string', required: true },
        trigger: { type: CRM_IMPORT_TRIGGERS, required: true },
        state: { type: CRM_IMPORT_STATES, required: true },
        page: { type: 'number', required: true },
        contactListId: { type: 'string', required: true },
        /** the import's CrmSelection, its counts, exclusions and kept conflicts, as JSON */
        selection: { type: 'string', required: true },
        tally: { type: 'string', required: true },
        cursor: { type: 'string' },
        latestUpdatedAt: { type: 'string' },
        reason: { type: 'string' },
        retryAt: { type: 'string' },
        startedAt: { type: 'string', required: true },
        finishedAt: { type: 'string' },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byType: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#crm-import', casing: 'none' },
          sk: { field: 'sk', composite: ['type'], template: '${type}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}

/**
 * An instance's incremental sync of a CRM: pk `<ns>#crm-sync`, sk `<type>`, with the watermark
 * moved only forward. Enrolled ones are also on gsi3 (`crm-sync#ON`, sk `<ns>#<type>`), the
 * registry the scheduled sync reads instead of scanning the table.
 */
export function crmSyncEntity(client: DynamoDBDocumentClient, table: string) {
  return new Entity(
    {
      model: model('crm-sync'),
      attributes: {
        namespaceId: { type: 'string', required: true, readOnly: true },
        type: { type: INTEGRATION_TYPES, required: true, readOnly: true },
        sync: { type: ['ON'] as const, required: true },
        watermark: { type: 'string', required: true },
        contactListId: { type: 'string' },
        lastSyncAt: { type: 'string' },
        updatedAt: { type: 'string', required: true },
      },
      indexes: {
        byType: {
          pk: { field: 'pk', composite: ['namespaceId'], template: '${namespaceId}#crm-sync', casing: 'none' },
          sk: { field: 'sk', composite: ['type'], template: '${type}', casing: 'none' },
        },
        enrolled: {
          index: 'gsi3',
          pk: { field: 'gsi3pk', composite: ['sync'], template: 'crm-sync#${sync}', casing: 'none' },
          sk: { field: 'gsi3sk', composite: ['namespaceId', 'type'], template: '${namespaceId}#${type}', casing: 'none' },
        },
      },
    },
    { client, table },
  );
}
