import { productRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/product */
export const handler = httpHandler(productRoutes.list, (request) =>
  request.deps.services.product.list(tenantOf(request), request.body),
);
