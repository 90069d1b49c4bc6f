import * as z from '../../../shared/schemas/zod';

import { ID_MAX_LENGTH } from '../../../shared/schemas/common';

const id = z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.maxLength(ID_MAX_LENGTH));

/**
 * One message on the generation queue: write the email of (campaign, contact, step) of an instance.
 * `emailId` must be the id those derive (core/generation/email-id.ts); the worker checks it and
 * reads every id within `namespaceId`, so a message naming another instance's ids writes nothing.
 */
export const GenerationMessageSchema = z.object({
  namespaceId: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{2,63}$/)),
  campaignId: id,
  contactId: id,
  step: z.int().check(z.minimum(0), z.maximum(20)),
  emailId: id,
  /** how often the message was put back to wait for the token budget (its wait doubles each time) */
  putBacks: z.optional(z.int().check(z.minimum(0), z.maximum(100))),
});
export type GenerationMessage = z.infer<typeof GenerationMessageSchema>;

/** The queue's work id for a message: what it identifies, so logs and de-duplication can name it. */
export function generationWorkId(message: GenerationMessage): string {
  return `${message.namespaceId}#${message.emailId}`;
}
