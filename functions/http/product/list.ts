import { productRoutes } from '../../../shared/api/routes/product';
import { memberRoute } from '../../composition/http';
import { productService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** POST /api/product */
export const handler = memberRoute(productRoutes.list, productService, (request, service) =>
  service.list(tenantOf(request), request.body),
);
