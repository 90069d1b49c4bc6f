import { createHash, timingSafeEqual } from 'node:crypto';

import { AppError } from '../errors';
import type { MailboxWatchStore } from '../ports/mailbox-watch';
import type { WorkQueue } from '../ports/queue';
import { GRAPH_LIFECYCLE_EVENTS, noticeId, type MailboxNotice } from './mailbox-notices';

/** A push that did not prove it comes from Google's Pub/Sub: 401 with the reason. */
export class PushUnauthorizedError extends AppError {
  constructor(message: string) {
    super(message, 401, 'UNAUTHORIZED');
  }
}

/**
 * Verifies the OIDC token Pub/Sub signs a push with (the `Authorization: Bearer` header): Google's
 * signature, issuer, our audience, our push service account with its email verified, not expired.
 * Fails with {@link PushUnauthorizedError} naming what was wrong.
 */
export type PushTokenVerifier = (authorization: string | undefined, now: Date) => Promise<void>;

/** What the mailbox webhooks read and write: the lookups, and the inbound queue. */
export interface PushWebhookDeps {
  readonly watches: Pick<MailboxWatchStore, 'byAddress' | 'bySubscription'>;
  readonly queue: WorkQueue<MailboxNotice>;
  readonly verifyGmailPush: PushTokenVerifier;
}

/** A webhook's text answer (the route's `text` answer type): the text as UTF-8, and the status when not the route's own. */
export function textAnswer(
  text: string,
  status?: 200 | 202 | 204,
): { contentType: string; base64: string; status?: 200 | 202 | 204 } {
  const answer = { contentType: 'text/plain; charset=utf-8', base64: Buffer.from(text, 'utf8').toString('base64') };
  return status === undefined ? answer : { ...answer, status };
}

/** SHA-256 (hex) of a subscription's client state, as it is kept. */
export function clientStateHash(clientState: string): string {
  return createHash('sha256').update(clientState, 'utf8').digest('hex');
}

/** Whether a client state is the one whose hash is kept, compared in constant time. */
function clientStateMatches(clientState: unknown, hash: string): boolean {
  if (typeof clientState !== 'string' || clientState === '') return false;
  const given = Buffer.from(clientStateHash(clientState), 'hex');
  const kept = Buffer.from(hash, 'hex');
  return given.length === kept.length && timingSafeEqual(given, kept);
}

async function enqueue(queue: WorkQueue<MailboxNotice>, notices: readonly MailboxNotice[]): Promise<void> {
  if (notices.length === 0) return;
  const { failed } = await queue.send(notices.map((body) => ({ id: noticeId(body), body })));
  // the provider sends the notification again on a failure: the queue must have taken all of it
  if (failed.length > 0) throw new Error(`The inbound queue refused ${failed.length} mailbox notice(s): ${failed[0]?.reason}`);
}

/** The address a Gmail push's data names (base64 JSON `{ emailAddress, historyId }`), lower case. */
function pushedAddress(data: unknown): string | undefined {
  if (typeof data !== 'string' || data === '') return undefined;
  try {
    const decoded = JSON.parse(Buffer.from(data, 'base64').toString('utf8')) as { emailAddress?: unknown };
    const address = typeof decoded.emailAddress === 'string' ? decoded.emailAddress.trim().toLowerCase() : '';
    return address.includes('@') ? address : undefined;
  } catch {
    return undefined;
  }
}

/** What a Gmail push did: the mailboxes queued (0 for an address no sender watches). */
interface GmailPushOutcome {
  readonly queued: number;
}

/**
 * A Gmail push (Pub/Sub push subscription): once its token is verified, the address it names is
 * looked up, and each sender watching that mailbox is queued to read its history. The payload's
 * history id is only a hint: the consumer reads from the history id it stored, so a replayed or
 * forged-but-signed push can make it read, never skip or repeat. A push that names no watched
 * address is acknowledged and dropped (Pub/Sub would send it again otherwise).
 */
export async function handleGmailPush(
  deps: PushWebhookDeps,
  push: { authorization: string | undefined; body: unknown },
  now: Date,
): Promise<GmailPushOutcome> {
  await deps.verifyGmailPush(push.authorization, now);
  const message = typeof push.body === 'object' && push.body !== null ? (push.body as { message?: unknown }).message : undefined;
  const data = typeof message === 'object' && message !== null ? (message as { data?: unknown }).data : undefined;
  const address = pushedAddress(data);
  if (address === undefined) return { queued: 0 };
  const mailboxes = await deps.watches.byAddress(address);
  await enqueue(
    deps.queue,
    mailboxes.map((mailbox) => ({ kind: 'GMAIL' as const, namespaceId: mailbox.namespaceId, senderId: mailbox.senderId })),
  );
  return { queued: mailboxes.length };
}

/** What a batch of Graph notifications did. */
interface GraphNotificationsOutcome {
  readonly queued: number;
  /** notifications of an unknown subscription or with a client state that does not match */
  readonly ignored: number;
}

/**
 * A batch of Microsoft Graph change or lifecycle notifications: each one's subscription is looked
 * up and its client state compared with the kept hash; one that does not match (or of a
 * subscription we do not know) is ignored and counted. A created message queues a GRAPH notice
 * naming the message; a lifecycle event queues the subscription's renewal, re-creation or
 * catch-up. The notice goes to the subscription's own sender only.
 */
export async function handleGraphNotifications(deps: PushWebhookDeps, body: unknown): Promise<GraphNotificationsOutcome> {
  const value = typeof body === 'object' && body !== null ? (body as { value?: unknown }).value : undefined;
  const notifications: unknown[] = Array.isArray(value) ? value : [];
  const notices: MailboxNotice[] = [];
  let ignored = 0;
  for (const notification of notifications) {
    const fields = (typeof notification === 'object' && notification !== null ? notification : {}) as Record<string, unknown>;
    const subscriptionId = typeof fields.subscriptionId === 'string' ? fields.subscriptionId : '';
    const watched = subscriptionId === '' ? null : await deps.watches.bySubscription(subscriptionId);
    if (!watched || !clientStateMatches(fields.clientState, watched.clientStateHash)) {
      ignored += 1;
      continue;
    }
    const mailbox = { namespaceId: watched.namespaceId, senderId: watched.senderId };
    const event = GRAPH_LIFECYCLE_EVENTS.find((candidate) => candidate === fields.lifecycleEvent);
    if (event) {
      notices.push({ kind: 'GRAPH_LIFECYCLE', ...mailbox, event });
      continue;
    }
    const resourceData = fields.resourceData as { id?: unknown } | undefined;
    const messageId = typeof resourceData?.id === 'string' ? resourceData.id : '';
    if (fields.changeType !== 'created' || messageId === '') {
      ignored += 1;
      continue;
    }
    notices.push({ kind: 'GRAPH', ...mailbox, messageId });
  }
  await enqueue(deps.queue, notices);
  return { queued: notices.length, ignored };
}
