import { productRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { tenantOf } from '../request';

/** POST /api/product/create */
export const handler = httpHandler(productRoutes.create, (request) =>
  request.deps.services.product.create(tenantOf(request), request.body),
);
