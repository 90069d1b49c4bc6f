import { unsubscribePageRoute } from '../../../shared/api/routes/email-unsubscribe-page';
import { publicRoute } from '../../composition/public-route';
import { unsubscribePageService } from '../../composition/services/unsubscribe-page';

/** GET /api/email-status/unsubscribe: changes nothing, redirects to the page whose button unsubscribes. */
export const handler = publicRoute(unsubscribePageRoute, unsubscribePageService, (request, service) =>
  Promise.resolve({ location: service.location(request.query.token) }),
);
