import { productRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** GET /api/product/{id} */
export const handler = httpHandler(productRoutes.get, (request) =>
  request.deps.services.product.get(tenantOf(request), request.params.id),
);
