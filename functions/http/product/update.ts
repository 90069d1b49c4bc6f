import { productRoutes } from '../../../shared/api/routes/product';
import { memberRoute } from '../../composition/http';
import { productService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** PUT /api/product/{id} */
export const handler = memberRoute(productRoutes.update, productService, (request, service) =>
  service.update(tenantOf(request), request.params.id, request.body),
);
