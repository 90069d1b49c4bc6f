import {
  EmailBulkInputSchema,
  EmailBulkResultSchema,
  EmailDetailSchema,
  EmailEditInputSchema,
  EmailListRequestSchema,
  EmailRegenerateInputSchema,
  EmailReviewInputSchema,
  EmailScheduleInputSchema,
  EmailSummarySchema,
} from '../../schemas/email-review';
import { EmailMessageSchema } from '../../schemas/email-message';
import * as z from '../../schemas/zod';
import { route } from '../route';
import * as api from '../schemas';

const EMAIL = '/api/email';

/** One change without a body to one email, by id: POST /api/email/{id}/<action>. */
function change(action: string, summary: string) {
  return route({
    name: `email.${action}`,
    method: 'POST',
    path: `${EMAIL}/{id}/${action}`,
    access: 'tenant',
    handler: `email/${action}`,
    params: api.IdParamsSchema,
    response: EmailMessageSchema,
    summary,
    needs: { table: 'readWrite' },
  });
}

/**
 * The review queue: list the instance's emails by tab, read one with its thread and history, and
 * change it as EMAIL_ACTION_FROM (shared/domain/email-review.ts) allows. A refused change answers 409
 * naming the email's status and the one the change would have given it.
 */
export const emailRoutes = {
  list: route({
    name: 'email.list',
    method: 'POST',
    path: EMAIL,
    access: 'tenant',
    handler: 'email/list',
    body: z.optional(EmailListRequestSchema),
    response: api.pageSchema(EmailSummarySchema),
    summary:
      'List emails of one tab (GENERATED, SCHEDULED, SENT), newest first, a page at a time, filtered by campaign, contact, review status, channel and text.',
    needs: { table: 'read' },
  }),
  get: route({
    name: 'email.get',
    method: 'GET',
    path: `${EMAIL}/{id}`,
    access: 'tenant',
    handler: 'email/get',
    params: api.IdParamsSchema,
    response: EmailDetailSchema,
    summary:
      'One email with its thread, earlier versions and changes, what its placeholders stand for, the checker context and, once sent, its opens and clicks.',
    needs: { table: 'read' },
  }),
  update: route({
    name: 'email.update',
    method: 'PUT',
    path: `${EMAIL}/{id}`,
    access: 'tenant',
    handler: 'email/update',
    params: api.IdParamsSchema,
    body: EmailEditInputSchema,
    response: EmailMessageSchema,
    summary: 'Change the subject and body of an email (status SAVED); the earlier version is kept in its history.',
    needs: { table: 'readWrite' },
  }),
  delete: route({
    name: 'email.delete',
    method: 'DELETE',
    path: `${EMAIL}/{id}`,
    access: 'tenant',
    handler: 'email/delete',
    params: api.IdParamsSchema,
    response: api.DeletedSchema,
    summary: 'Delete an email that has not been sent and is not being sent.',
    needs: { table: 'readWrite' },
  }),
  regenerate: route({
    name: 'email.regenerate',
    method: 'POST',
    path: `${EMAIL}/{id}/regenerate`,
    access: 'tenant',
    handler: 'email/regenerate',
    params: api.IdParamsSchema,
    body: z.optional(EmailRegenerateInputSchema),
    response: EmailMessageSchema,
    summary:
      'Write an email again, optionally following an instruction (status REGENERATED); the earlier version is kept, 5 at most.',
    needs: { table: 'readWrite', modelKey: true },
  }),
  review: route({
    name: 'email.review',
    method: 'POST',
    path: `${EMAIL}/{id}/review`,
    access: 'tenant',
    handler: 'email/review',
    params: api.IdParamsSchema,
    body: EmailReviewInputSchema,
    response: EmailMessageSchema,
    summary: 'Mark an email reviewed or not reviewed.',
    needs: { table: 'readWrite' },
  }),
  schedule: route({
    name: 'email.schedule',
    method: 'POST',
    path: `${EMAIL}/{id}/schedule`,
    access: 'tenant',
    handler: 'email/schedule',
    params: api.IdParamsSchema,
    body: EmailScheduleInputSchema,
    response: EmailMessageSchema,
    summary:
      'Schedule an email at a time, or at the next slot the sending rules allow; one that breaks writing rules needs acceptViolations.',
    needs: { table: 'readWrite' },
  }),
  unschedule: change('unschedule', 'Take a SCHEDULED email off the schedule (status SAVED).'),
  cancel: change('cancel', 'Cancel an email that has not been sent (status CANCELLED).'),
  copied: change('copied', 'A LinkedIn message the rep copied to send by hand: copy status SENT and status SENT.'),
  bulk: route({
    name: 'email.bulk',
    method: 'POST',
    path: `${EMAIL}/bulk`,
    access: 'tenant',
    handler: 'email/bulk',
    body: EmailBulkInputSchema,
    response: EmailBulkResultSchema,
    summary:
      'Review, unreview, schedule or cancel a selection of emails, or everything a filter matches a chunk per call (call again with the cursor).',
    needs: { table: 'readWrite' },
  }),
};
