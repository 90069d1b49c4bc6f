import { emailStatusRoutes } from '../../../shared/api/routes/email-status';
import { noServices } from '../../composition/no-services';
import { publicRoute } from '../../composition/public-route';
import { notImplemented } from '../request';

/** POST /api/email-status/decrypt */
export const handler = publicRoute(emailStatusRoutes.decrypt, noServices, notImplemented);
