import { namespaceRoutes } from '../../../shared/api/routes';
import { httpHandler } from '../../middleware/http-handler';
import { namespaceOf } from '../request';

/** GET /api/namespace/trial-end-date */
export const handler = httpHandler(namespaceRoutes.trialEndDate, (request) =>
  Promise.resolve({ trialEndDate: namespaceOf(request).trialEndDate }),
);
