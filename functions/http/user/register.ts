import { userRoutes } from '../../../shared/api/routes/user';
import { publicRoute } from '../../composition/public-route';
import { registrationService } from '../../composition/services/registration';

/** POST /api/user/register */
export const handler = publicRoute(userRoutes.register, registrationService, (request, service) =>
  service.register(request.body),
);
