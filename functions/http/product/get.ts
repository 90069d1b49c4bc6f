import { productRoutes } from '../../../shared/api/routes/product';
import { memberRoute } from '../../composition/http';
import { productService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** GET /api/product/{id} */
export const handler = memberRoute(productRoutes.get, productService, (request, service) =>
  service.get(tenantOf(request), request.params.id),
);
