import { contactListRoutes } from '../../../shared/api/routes/contact-list';
import { contactImportService } from '../../composition/services/contact-import';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/contact-list/{id}/import: free-mail and disposable addresses are refused, as the upload preview refuses them. */
export const handler = memberRoute(contactListRoutes.import, contactImportService, (request, service) =>
  service.importContacts(tenantOf(request), request.params.id, request.body.contacts),
);
