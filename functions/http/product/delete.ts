import { productRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** DELETE /api/product/{id} */
export const handler = httpHandler(productRoutes.delete, (request) =>
  request.deps.services.product.remove(tenantOf(request), request.params.id),
);
