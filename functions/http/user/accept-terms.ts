import { userRoutes } from '../../../shared/api/routes/user';
import { accountsService } from '../../composition/services/accounts';
import { memberRoute } from '../../composition/http';
import { userOf } from '../request';

/** POST /api/user/acceptTerms */
export const handler = memberRoute(userRoutes.acceptTerms, accountsService, (request, service) =>
  service.acceptTerms(userOf(request).id),
);
