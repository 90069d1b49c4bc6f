import * as z from '../../../shared/schemas/zod';

import { ID_MAX_LENGTH } from '../../../shared/schemas/common';

/**
 * One message on the sending queue: send (or, after a lost worker, settle) one email of an
 * instance. The worker reads the email within `namespaceId` only, and checks that it is from
 * `mailbox`, so a message naming another instance's ids sends nothing.
 */
export const SendMessageSchema = z.object({
  namespaceId: z.string().check(z.regex(/^[a-z0-9][a-z0-9-]{2,63}$/)),
  emailId: z.string().check(z.regex(/^[A-Za-z0-9_-]+$/), z.maxLength(ID_MAX_LENGTH)),
  /** the sender's address the planner gave the send to */
  mailbox: z.string().check(z.maxLength(320)),
  /** the send time the planner gave (ISO) */
  plannedAt: z.string().check(z.maxLength(40)),
});
export type SendMessage = z.infer<typeof SendMessageSchema>;

/** The queue's work id of a send: the email it sends, at the time planned. */
export function sendWorkId(message: SendMessage): string {
  return `${message.namespaceId}#${message.emailId}#${message.plannedAt}`;
}
