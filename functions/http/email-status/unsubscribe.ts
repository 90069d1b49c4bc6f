import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { noServices } from '../../composition/no-services';
import { publicRoute } from '../../composition/public-route';
import { notImplemented } from '../request';

/** GET /api/email-status/unsubscribe */
export const handler = publicRoute(emailStatusRoutes.unsubscribe, noServices, notImplemented);
