import { contactRoutes } from '../../../shared/api/routes/contact';
import { contactService } from '../../composition/services/contacts';
import { memberRoute } from '../../composition/http';
import { tenantOf } from '../request';

/** POST /api/contact */
export const handler = memberRoute(contactRoutes.list, contactService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
