import {
  CampaignSchema,
  CampaignStatusChangeInputSchema,
  CreateCampaignInputSchema,
  UpdateCampaignInputSchema,
} from '../../schemas/campaign';
import {
  CampaignAudienceInputSchema,
  CampaignAudienceSchema,
  CampaignEmailsRequestSchema,
  CampaignListRequestSchema,
  CampaignPreviewSchema,
  CampaignWithProgressSchema,
  GenerationRunSchema,
  WriterStatusSchema,
} from '../../schemas/campaign-generation';
import { EmailMessageSchema } from '../../schemas/email-message';
import * as z from '../../schemas/zod';
import { route } from '../route';
import * as api from '../schemas';
import { crud } from './crud';

const base = crud('campaign', 'campaign', {
  entity: CampaignSchema,
  create: CreateCampaignInputSchema,
  update: UpdateCampaignInputSchema,
});

/**
 * Campaigns: create (a new campaign starts RUNNING and its first emails are queued at once), list
 * and get with progress, update while PAUSED, delete.
 */
export const campaignRoutes = {
  create: route({
    ...base.create,
    summary:
      'Create a campaign: it starts RUNNING and queues its first emails for writing at once. Chosen contacts or sample emails that are not the instance’s answer 400 naming `contactIds.N` / `sampleEmailIds.N`.',
    needs: { table: 'readWrite', queues: ['generation'] },
  }),
  list: route({
    ...base.list,
    body: z.optional(CampaignListRequestSchema),
    response: api.pageSchema(CampaignWithProgressSchema),
    summary: 'List campaigns with their progress, newest first, a page at a time, optionally of one status.',
  }),
  get: route({ ...base.get, response: CampaignWithProgressSchema, summary: 'Get one campaign with its progress.' }),
  update: route({
    ...base.update,
    summary:
      'Change a campaign; its settings can be changed only while it is PAUSED. Chosen contacts or sample emails that are not the instance’s answer 400 naming `contactIds.N` / `sampleEmailIds.N`.',
  }),
  delete: base.delete,
};

/** Campaign status changes and generation, beside the campaign's create/list/get/update/delete. */
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
  generate: route({
    name: 'campaign.generate',
    method: 'POST',
    path: '/api/campaign/{id}/generate',
    access: 'tenant',
    handler: 'campaign/generate',
    params: api.IdParamsSchema,
    response: GenerationRunSchema,
    summary:
      'Generate now: queue the next emails of a RUNNING campaign for writing (at most 10 a run), without waiting for the schedule.',
    needs: { table: 'readWrite', queues: ['generation'] },
  }),
  emails: route({
    name: 'campaign.emails',
    method: 'POST',
    path: '/api/campaign/{id}/emails',
    access: 'tenant',
    handler: 'campaign/emails',
    params: api.IdParamsSchema,
    body: z.optional(CampaignEmailsRequestSchema),
    response: api.pageSchema(EmailMessageSchema),
    summary: 'The emails of campaign {id}, a page at a time, optionally of one tab (GENERATED, SCHEDULED, SENT).',
    needs: { table: 'read' },
  }),
  audience: route({
    name: 'campaign.audience',
    method: 'POST',
    path: '/api/campaign/audience',
    access: 'tenant',
    handler: 'campaign/audience',
    body: CampaignAudienceInputSchema,
    response: CampaignAudienceSchema,
    summary: 'Who a campaign with this contact list or these contacts would write to, and who is left out and why.',
    needs: { table: 'read' },
  }),
  // the functions that write decide the writer as this one does: same need, same configuration
  writer: route({
    name: 'campaign.writer',
    method: 'GET',
    path: '/api/campaign/writer',
    access: 'tenant',
    handler: 'campaign/writer',
    response: WriterStatusSchema,
    summary:
      'Which writer writes the emails: `{ kind: "model", model }`, or `{ kind: "offline", reason }` when no model is configured (`NO_MODEL_CONFIGURED`) or the model key secret does not exist (`MODEL_SECRET_MISSING`). The campaign page says so.',
    needs: { table: 'read', modelKey: true },
  }),
  preview: route({
    name: 'campaign.preview',
    method: 'POST',
    path: '/api/campaign/preview',
    access: 'tenant',
    handler: 'campaign/preview',
    body: CreateCampaignInputSchema,
    response: CampaignPreviewSchema,
    summary:
      'Write one email of a campaign not yet created, for the first contact of its audience, with the checker verdict. Nothing is saved. Chosen contacts or sample emails that are not the instance’s answer 400 naming `contactIds.N` / `sampleEmailIds.N`.',
    needs: { table: 'readWrite', modelKey: true },
  }),
};
