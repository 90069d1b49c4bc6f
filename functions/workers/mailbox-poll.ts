import type { Context } from 'aws-lambda';

import { JOBS } from '../../shared/platform/jobs';
import { mailboxPollDeps } from '../composition/mailbox-poll';
import { checkEnvironment, composeOnce } from '../composition/wiring';
import { pollEveryMailbox, type MailboxPollSummary } from '../core/replies/mailbox-poll';
import { workerLogger as logger } from '../logger';
import { timeLeftFor } from './time-left';

const job = JOBS.mailboxPoll;
checkEnvironment(job);
const deps = composeOnce(job, mailboxPollDeps);

/** Time kept back at the end of an invocation: no mailbox or message is started with less left (a sign-in can take 10 s). */
const SAFETY_MS = 30_000;

/**
 * Every 5 minutes: the INBOX of every SMTP sender of every instance is read over IMAP and each new
 * message handed to the inbound-mail handler (replies, bounces, absence notices). A mailbox that
 * fails is logged with its instance and sender ids (never an address) and the others go on.
 */
export async function handler(_event: unknown, context?: Context): Promise<MailboxPollSummary> {
  const hasTime = timeLeftFor(job, context, SAFETY_MS);
  const summary = await pollEveryMailbox(deps(), {
    hasTime,
    onError: (sender, error) =>
      logger.error('mailbox not read', {
        namespaceId: sender.namespaceId,
        senderId: sender.id,
        error: messageOf(error),
      }),
    onFailure: (sender, result) =>
      logger.warn(result.retryUid === undefined ? 'mailbox not read' : 'message to try again', {
        namespaceId: sender.namespaceId,
        senderId: sender.id,
        ...(result.failure === undefined ? {} : { failure: result.failure }),
        ...(result.retryUid === undefined ? {} : { uid: result.retryUid, handled: result.handled }),
        ...(result.retryError === undefined ? {} : { error: messageOf(result.retryError) }),
      }),
  });
  logger.info('mailbox poll done', { ...summary });
  return summary;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : 'not an Error';
}
