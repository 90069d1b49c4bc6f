import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { publicRoute } from '../../composition/public-route';
import { unsubscribePageService } from '../../composition/services/unsubscribe-page';

/** GET /api/email-status/unsubscribe: changes nothing, redirects to the page whose button unsubscribes. */
export const handler = publicRoute(emailStatusRoutes.unsubscribe, unsubscribePageService, (request, service) =>
  Promise.resolve({ location: service.location(request.query.token) }),
);
