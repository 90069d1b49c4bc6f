import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { publicRoute } from '../../composition/public-route';
import { linkInspectionService } from '../../composition/services/email-links';

/** POST /api/email-status/decrypt: whether a link token is good, and for what; nothing it names. */
export const handler = publicRoute(emailStatusRoutes.decrypt, linkInspectionService, (request, service) =>
  service.describe(request.body.token),
);
