import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { noServices } from '../../composition/no-services';
import { publicRoute } from '../../composition/public-route';
import { notImplemented } from '../request';

/** GET /api/email-status/read */
export const handler = publicRoute(emailStatusRoutes.read, noServices, notImplemented);
