import {
  ReplyCorrectionInputSchema,
  ReplyCorrectionResultSchema,
  ReplyHandledInputSchema,
  ReplyIdParamsSchema,
  ReplyInboxItemSchema,
  ReplyListRequestSchema,
} from '../../schemas/email-reply';
import { FollowUpDraftSchema, FollowUpInputSchema, FollowUpResultSchema } from '../../schemas/follow-up';
import * as z from '../../schemas/zod';
import { route } from '../route';
import * as api from '../schemas';

const REPLY = '/api/reply';

/**
 * The replies inbox: every message kept about the instance's emails (people's replies, absence
 * notices, delivery reports, other machines' answers), newest first (the email each answers is
 * read with the review queue's `GET /api/email/{id}`); marking one handled; correcting one's class, which puts the contact and the email back
 * where the wrong class took them and applies the right one; writing a follow-up to one by hand.
 */
export const replyRoutes = {
  list: route({
    name: 'reply.list',
    method: 'POST',
    path: REPLY,
    access: 'tenant',
    handler: 'reply/list',
    body: z.optional(ReplyListRequestSchema),
    response: api.pageSchema(ReplyInboxItemSchema),
    summary:
      "List the messages kept about the instance's emails, newest first, a page at a time; filtered by interest, stop, referral, absence, bounces, automatic answers or not yet handled, or one contact's.",
    needs: { table: 'read' },
  }),
  handled: route({
    name: 'reply.handled',
    method: 'POST',
    path: `${REPLY}/{id}/handled`,
    access: 'tenant',
    handler: 'reply/handled',
    params: ReplyIdParamsSchema,
    body: ReplyHandledInputSchema,
    response: ReplyInboxItemSchema,
    summary: 'Mark a message handled, or not handled again; the mark names the member.',
    needs: { table: 'readWrite' },
  }),
  correct: route({
    name: 'reply.correct',
    method: 'POST',
    path: `${REPLY}/{id}/correct`,
    access: 'tenant',
    handler: 'reply/correct',
    params: ReplyIdParamsSchema,
    body: ReplyCorrectionInputSchema,
    response: ReplyCorrectionResultSchema,
    summary:
      "Correct a message's class (kept as the instance's label): what the wrong class did to the contact and the email is taken back, what the right one does is applied, and the email's history names the member. 409 when the message no longer stands as `expected`.",
    needs: { table: 'readWrite' },
  }),
  followUpDraft: route({
    name: 'reply.followUpDraft',
    method: 'GET',
    path: `${REPLY}/{id}/follow-up`,
    access: 'tenant',
    handler: 'reply/follow-up-draft',
    params: ReplyIdParamsSchema,
    response: FollowUpDraftSchema,
    summary:
      "What a follow-up written by hand to a message starts from: the contact, the thread's mailbox, 'Re: ' and the thread's subject, the sender's signature, why it cannot be sent when it cannot (a stop, a suppressed contact, a mailbox that cannot send), and the follow-ups already written to it.",
    needs: { table: 'read' },
  }),
  followUp: route({
    name: 'reply.followUp',
    method: 'POST',
    path: `${REPLY}/{id}/follow-up`,
    access: 'tenant',
    handler: 'reply/follow-up',
    params: ReplyIdParamsSchema,
    body: FollowUpInputSchema,
    response: FollowUpResultSchema,
    summary:
      "Write a follow-up by hand to a message: the email is made once per `idempotencyKey` (a repeated request answers the same email), in the message's thread, from the thread's mailbox, and queued for the send planner. 409 when the person asked to stop, the contact is suppressed or the mailbox cannot send.",
    needs: { table: 'readWrite' },
  }),
};
