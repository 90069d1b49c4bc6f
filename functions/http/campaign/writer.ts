import { campaignStatusRoutes } from '../../../shared/api/routes/campaign';
import { memberRoute } from '../../composition/http';
import { writerStatusService } from '../../composition/services/writer-status';

/** GET /api/campaign/writer: the model, or the offline writer and why. */
export const handler = memberRoute(campaignStatusRoutes.writer, writerStatusService, (_request, service) => service.status());
