import { namespaceRoutes } from '../../../shared/api/routes/namespace';
import { memberRoute } from '../../composition/http';
import { noServices } from '../../composition/no-services';
import { namespaceOf } from '../request';

/** GET /api/namespace/trial-end-date */
export const handler = memberRoute(namespaceRoutes.trialEndDate, noServices, (request) =>
  Promise.resolve({ trialEndDate: namespaceOf(request).trialEndDate }),
);
