import { productRoutes } from '../../../shared/api/routes/product';
import { memberRoute } from '../../composition/http';
import { productService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** POST /api/product/create */
export const handler = memberRoute(productRoutes.create, productService, (request, service) =>
  service.create(tenantOf(request), request.body),
);
