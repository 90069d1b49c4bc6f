import { linkedinRoutes } from '../../../shared/api/routes/linkedin';
import { memberRoute } from '../../composition/http';
import { noServices } from '../../composition/no-services';
import { notImplemented } from '../request';

/** POST /api/linkedin/session */
export const handler = memberRoute(linkedinRoutes.session, noServices, notImplemented);
