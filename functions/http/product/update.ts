import { productRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** PUT /api/product/{id} */
export const handler = httpHandler(productRoutes.update, (request) =>
  request.deps.services.product.update(tenantOf(request), request.params.id, request.body),
);
