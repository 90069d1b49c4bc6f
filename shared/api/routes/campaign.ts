import {
  CampaignSchema,
  CampaignStatusChangeInputSchema,
  CreateCampaignInputSchema,
  UpdateCampaignInputSchema,
} from '../../schemas/campaign';
import { route } from '../route';
import * as api from '../schemas';
import { crud } from './crud';

export const campaignRoutes = crud('campaign', 'campaign', {
  entity: CampaignSchema,
  create: CreateCampaignInputSchema,
  update: UpdateCampaignInputSchema,
});

/** Campaign status changes, beside the campaign's create/list/get/update/delete. */
export const campaignStatusRoutes = {
  setStatus: route({
    name: 'campaign.setStatus',
    method: 'POST',
    path: '/api/campaign/{id}/status',
    access: 'tenant',
    handler: 'campaign/set-status',
    params: api.IdParamsSchema,
    body: CampaignStatusChangeInputSchema,
    response: CampaignSchema,
    summary: 'Run, pause, stop or complete a campaign (transitions in shared/domain/campaign.ts).',
    needs: { table: 'readWrite' },
  }),
};
