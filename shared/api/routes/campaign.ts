import * as entity from '../../schemas';
import { route } from '../route';
import * as api from '../schemas';
import { crud } from './crud';

export const campaignRoutes = crud('campaign', 'campaign', {
  entity: entity.CampaignSchema,
  create: entity.CreateCampaignInputSchema,
  update: entity.UpdateCampaignInputSchema,
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
    body: entity.CampaignStatusChangeInputSchema,
    response: entity.CampaignSchema,
    summary: 'Run, pause, stop or complete a campaign (transitions in shared/domain/campaign.ts).',
    needs: { table: 'readWrite' },
  }),
};
