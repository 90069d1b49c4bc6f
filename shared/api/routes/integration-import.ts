import {
  CrmImportBodySchema,
  CrmImportSchema,
  CrmImportStatusResponseSchema,
  CrmSourcesResponseSchema,
  IntegrationTypeParamsSchema,
} from '../../schemas/crm-import';
import { route } from '../route';

/** Contacts in from a connected CRM: its sources, an import into a contact list, and the import's progress. */
export const integrationImportRoutes = {
  sources: route({
    name: 'integration.sources',
    method: 'GET',
    path: '/api/integration/{type}/source',
    access: 'tenant',
    handler: 'integration/sources',
    params: IntegrationTypeParamsSchema,
    response: CrmSourcesResponseSchema,
    summary:
      'The lists (HubSpot) or list views and reports (Salesforce) contacts can be imported from, read from the CRM. 409 when the CRM is not connected or Read contacts is off.',
    // the CRM's access token may be refreshed (and its rotated refresh token sealed again) on the way
    needs: { table: 'readWrite', senderKey: true, crm: true },
  }),
  start: route({
    name: 'integration.importStart',
    method: 'POST',
    path: '/api/integration/{type}/import',
    access: 'tenant',
    handler: 'integration/import-start',
    params: IntegrationTypeParamsSchema,
    body: CrmImportBodySchema,
    response: CrmImportSchema,
    successStatus: 202,
    summary:
      'Starts importing the contacts of a CRM source (or every contact changed since a time) into contact list `contactListId`, a page at a time. Matched by CRM id, then email; free-mail and disposable addresses are counted, not imported. 409 when Read contacts is off, the CRM is not connected, or an import is already running.',
    needs: { table: 'readWrite', senderKey: true, crm: true, queues: ['crm'] },
  }),
  progress: route({
    name: 'integration.importProgress',
    method: 'GET',
    path: '/api/integration/{type}/import',
    access: 'tenant',
    handler: 'integration/import-progress',
    params: IntegrationTypeParamsSchema,
    response: CrmImportStatusResponseSchema,
    summary:
      "The current or last import of the CRM's contacts (RUNNING, WAITING on the CRM's rate limit, DONE or FAILED, with its counts, exclusions and conflicts), null before the first, and when the scheduled sync last ran.",
    needs: { table: 'read' },
  }),
};
