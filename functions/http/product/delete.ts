import { productRoutes } from '../../../shared/api/routes/product';
import { memberRoute } from '../../composition/http';
import { productService } from '../../composition/services/components';
import { tenantOf } from '../request';

/** DELETE /api/product/{id} */
export const handler = memberRoute(productRoutes.delete, productService, (request, service) =>
  service.remove(tenantOf(request), request.params.id),
);
