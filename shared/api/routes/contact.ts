import { ContactSchema, CreateContactInputSchema, UpdateContactInputSchema } from '../../schemas/contact';
import { EmailMessageSchema } from '../../schemas/email-message';
import { ContactThreadSchema } from '../../schemas/email-review';
import * as z from '../../schemas/zod';
import { route } from '../route';
import * as api from '../schemas';
import { crud } from './crud';

export const contactRoutes = {
  ...crud('contact', 'contact', {
    entity: ContactSchema,
    create: CreateContactInputSchema,
    update: UpdateContactInputSchema,
  }),
  emails: route({
    name: 'contact.emails',
    method: 'POST',
    path: '/api/contact/{id}/emails',
    access: 'tenant',
    handler: 'contact/emails',
    params: api.IdParamsSchema,
    body: z.optional(api.ListRequestSchema),
    response: api.pageSchema(EmailMessageSchema),
    summary: 'The emails written to contact {id} so far, newest first, a page at a time.',
    needs: { table: 'read' },
  }),
  thread: route({
    name: 'contact.thread',
    method: 'GET',
    path: '/api/contact/{id}/thread',
    access: 'tenant',
    handler: 'contact/thread',
    params: api.IdParamsSchema,
    response: ContactThreadSchema,
    summary: 'Every email to contact {id}, newest first, each with its earlier versions and status changes.',
    needs: { table: 'read' },
  }),
  existingEmails: route({
    name: 'contact.existingEmails',
    method: 'POST',
    path: '/api/contact/existing-emails',
    access: 'tenant',
    handler: 'contact/existing-emails',
    body: api.ExistingEmailsBodySchema,
    response: api.ExistingEmailsResponseSchema,
    summary: 'Which of these emails (up to 1000) a contact of the instance already uses, lower-cased.',
    needs: { table: 'read' },
  }),
};
