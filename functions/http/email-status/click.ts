import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { noServices } from '../../composition/no-services';
import { publicRoute } from '../../composition/public-route';
import { notImplemented } from '../request';

/** GET /api/email-status/click */
export const handler = publicRoute(emailStatusRoutes.click, noServices, notImplemented);
