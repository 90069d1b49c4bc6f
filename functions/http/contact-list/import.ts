import { contactListRoutes } from '../../../shared/api/routes/contact-list';
import { contactService } from '../../composition/services/contacts';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/contact-list/{id}/import */
export const handler = memberRoute(contactListRoutes.import, contactService, (request, service) =>
  service.importContacts(tenantOf(request), request.params.id, request.body.contacts),
);
