import { integrationImportRoutes } from '../../../shared/api/routes/integration-import';
import type { CrmImportBody } from '../../../shared/schemas/crm-import';
import { memberRoute } from '../../composition/http';
import { crmImportStartService } from '../../composition/services/crm-import';
import type { CrmSelection } from '../../core/ports/crm';
import { tenantOf } from '../request';

/** The body's source as the connector reads it (the schema has checked `id` or `since` is there). */
function selectionOf({ kind, id, since }: CrmImportBody['source']): CrmSelection {
  return kind === 'CHANGED_SINCE' ? { kind, since: since ?? '' } : { kind, id: id ?? '' };
}

/** POST /api/integration/{type}/import */
export const handler = memberRoute(integrationImportRoutes.start, crmImportStartService, (request, service) =>
  service.start(tenantOf(request), request.params.type, {
    selection: selectionOf(request.body.source),
    contactListId: request.body.contactListId,
  }),
);
