import { linkCheckRoute } from '../../../shared/api/routes/email-link-check';
import { publicRoute } from '../../composition/public-route';
import { linkInspectionService } from '../../composition/services/link-inspection';

/** POST /api/email-status/decrypt: whether a link token is good, and for what; nothing it names. */
export const handler = publicRoute(linkCheckRoute, linkInspectionService, (request, service) =>
  service.describe(request.body.token),
);
