import { randomBytes } from 'node:crypto';

import type { Clock } from '../clock';
import type { InboundMailHandler, InboundMailOutcome, MailboxRef } from '../ports/inbound-mail';
import type { EmailSenderConfigItem } from '../ports/items';
import type { GmailMailbox, GraphMailbox, MailboxWatch, MailboxWatchStore, WatchedMailbox } from '../ports/mailbox-watch';
import { jobContext, type TenantContext } from '../tenant';
import type { GraphLifecycleEvent, MailboxNotice } from './mailbox-notices';
import { clientStateHash } from './push-webhooks';

/** A watch or subscription is renewed once it ends within this time. */
const RENEW_WITHIN_MS = 24 * 60 * 60 * 1000;
/** The longest a Graph subscription to messages may last: 4,230 minutes; we ask a little less. */
export const GRAPH_SUBSCRIPTION_MS = 4_200 * 60 * 1000;
/** How far before the last handled time a catch-up reads, for notifications handled out of order. */
const CATCH_UP_MARGIN_MS = 15 * 60 * 1000;

/** Where pushes go: the Gmail topic (push off for Gmail without it) and the Graph webhook's address. */
interface MailboxPushSettings {
  /** `projects/<project>/topics/<topic>`; Gmail watches are not made without it */
  readonly gmailTopic: string | undefined;
  /** the public address of POST /api/webhook/outlook */
  readonly graphNotificationUrl: string;
}

/** An OAuth sender whose mailbox can be watched. */
export type PushSender = EmailSenderConfigItem & { type: 'GOOGLE' | 'MICROSOFT' };

/** What reading and watching mailboxes needs. */
export interface MailboxSyncDeps {
  readonly watches: MailboxWatchStore;
  /** the sender of the instance, or null when it is gone */
  readonly sender: (ctx: TenantContext, senderId: string) => Promise<EmailSenderConfigItem | null>;
  /** the Gmail API for a sender's mailbox (fails when its credentials cannot be read) */
  readonly gmail: (ctx: TenantContext, sender: PushSender) => Promise<GmailMailbox>;
  readonly graph: (ctx: TenantContext, sender: PushSender) => Promise<GraphMailbox>;
  readonly handler: InboundMailHandler;
  readonly settings: MailboxPushSettings;
  readonly now: Clock;
  /** log lines with ids and counts, never an address */
  readonly log: (message: string, fields: Record<string, unknown>) => void;
  /** a new client state (tests may fix it) */
  readonly newSecret?: () => string;
}

/** What handling one notice did. */
interface MailboxSyncOutcome {
  /** messages handed to the inbound-mail handler, by what they did */
  readonly handled: Partial<Record<InboundMailOutcome, number>>;
  /** what was done beyond reading messages */
  readonly action?: 'RESTARTED' | 'RENEWED' | 'RECREATED' | 'CAUGHT_UP' | 'NO_WATCH' | 'NO_SENDER';
}

function isPushSender(sender: EmailSenderConfigItem | null): sender is PushSender {
  return sender?.type === 'GOOGLE' || sender?.type === 'MICROSOFT';
}

function refOf(sender: PushSender): MailboxRef {
  return { namespaceId: sender.namespaceId, senderId: sender.id, senderEmail: sender.senderEmail.trim().toLowerCase() };
}

function newClientState(deps: MailboxSyncDeps): string {
  return deps.newSecret ? deps.newSecret() : randomBytes(32).toString('base64url');
}

/** Hands one raw message to the handler, counting its outcome. */
async function hand(
  deps: MailboxSyncDeps,
  ref: MailboxRef,
  raw: Uint8Array,
  counts: Partial<Record<InboundMailOutcome, number>>,
): Promise<void> {
  const result = await deps.handler(ref, raw);
  counts[result.outcome] = (counts[result.outcome] ?? 0) + 1;
}

/**
 * Makes or renews a sender's Gmail watch: when it has none, or it ends within a day. The history
 * id already stored is kept (what came since is still to be read); a first watch starts from the
 * mailbox's current history id. The address lookup is written with the watch.
 */
async function ensureGmailWatch(
  deps: MailboxSyncDeps,
  sender: PushSender,
  options: { force?: boolean } = {},
): Promise<'CREATED' | 'RENEWED' | 'CURRENT' | 'OFF'> {
  const topic = deps.settings.gmailTopic;
  if (topic === undefined) return 'OFF';
  const mailbox = { namespaceId: sender.namespaceId, senderId: sender.id };
  const existing = await deps.watches.get(mailbox);
  const now = deps.now().getTime();
  if (existing && !options.force && existing.expiresAt - now > RENEW_WITHIN_MS) return 'CURRENT';
  const api = await deps.gmail(jobContext(sender.namespaceId, 'mailbox-watch'), sender);
  const watched = await api.watch(topic);
  await deps.watches.save({
    ...mailbox,
    provider: 'GOOGLE',
    senderEmail: refOf(sender).senderEmail,
    expiresAt: watched.expiresAt,
    historyId: existing?.historyId ?? watched.historyId,
  });
  return existing ? 'RENEWED' : 'CREATED';
}

/** A new Graph subscription for the sender, replacing any other; its client state is kept only as a hash. */
async function createGraphSubscription(
  deps: MailboxSyncDeps,
  api: GraphMailbox,
  sender: PushSender,
  existing: MailboxWatch | null,
): Promise<void> {
  const clientState = newClientState(deps);
  const created = await api.createSubscription({
    notificationUrl: deps.settings.graphNotificationUrl,
    clientState,
    expiresAt: deps.now().getTime() + GRAPH_SUBSCRIPTION_MS,
  });
  await deps.watches.save(
    {
      namespaceId: sender.namespaceId,
      senderId: sender.id,
      provider: 'MICROSOFT',
      senderEmail: refOf(sender).senderEmail,
      expiresAt: created.expiresAt,
      subscriptionId: created.id,
      clientStateHash: clientStateHash(clientState),
      lastHandledAt: existing?.lastHandledAt ?? deps.now().toISOString(),
    },
    existing?.subscriptionId !== created.id ? existing?.subscriptionId : undefined,
  );
}

/**
 * Makes, renews or re-makes a sender's Graph subscription: made when it has none; renewed (PATCH)
 * when it ends within a day, or when asked (`force`: Graph asked for reauthorization); made again
 * when Graph no longer knows it.
 */
async function ensureGraphSubscription(
  deps: MailboxSyncDeps,
  sender: PushSender,
  options: { force?: boolean } = {},
): Promise<'CREATED' | 'RENEWED' | 'RECREATED' | 'CURRENT'> {
  const mailbox = { namespaceId: sender.namespaceId, senderId: sender.id };
  const existing = await deps.watches.get(mailbox);
  const now = deps.now().getTime();
  if (existing?.subscriptionId && !options.force && existing.expiresAt - now > RENEW_WITHIN_MS) return 'CURRENT';
  const api = await deps.graph(jobContext(sender.namespaceId, 'mailbox-watch'), sender);
  if (!existing?.subscriptionId) {
    await createGraphSubscription(deps, api, sender, existing);
    return 'CREATED';
  }
  const renewed = await api.renewSubscription(existing.subscriptionId, now + GRAPH_SUBSCRIPTION_MS);
  if (renewed.kind === 'missing') {
    deps.log('Graph subscription gone: made again', { ...mailbox });
    await createGraphSubscription(deps, api, sender, existing);
    return 'RECREATED';
  }
  await deps.watches.save({ ...existing, expiresAt: renewed.expiresAt });
  return 'RENEWED';
}

/**
 * Reads the Gmail history from the stored history id (never the push's), page by page, hands each
 * message added to the INBOX to the handler once, and only then stores the new history id (a
 * conditional write that never moves it back). A failure leaves the stored id where it was: the
 * queue tries again and the handler, idempotent, sees the same messages. When Gmail no longer has
 * that history (404), reading starts again from the watch's current history id.
 */
async function syncGmail(deps: MailboxSyncDeps, ctx: TenantContext, sender: PushSender): Promise<MailboxSyncOutcome> {
  const mailbox = { namespaceId: sender.namespaceId, senderId: sender.id };
  const watch = await deps.watches.get(mailbox);
  if (!watch?.historyId) return { handled: {}, action: 'NO_WATCH' };
  const api = await deps.gmail(ctx, sender);
  const ids: string[] = [];
  const seen = new Set<string>();
  let latest: string;
  let pageToken: string | undefined;
  do {
    const page = await api.history(watch.historyId, pageToken);
    if (page.kind === 'expired') {
      const topic = deps.settings.gmailTopic;
      if (topic === undefined) return { handled: {}, action: 'NO_WATCH' };
      const watched = await api.watch(topic);
      deps.log('Gmail history too old: reading again from the current history id', { ...mailbox });
      await deps.watches.save({ ...watch, historyId: watched.historyId, expiresAt: watched.expiresAt });
      return { handled: {}, action: 'RESTARTED' };
    }
    for (const id of page.messageIds) {
      if (seen.has(id)) continue;
      seen.add(id);
      ids.push(id);
    }
    latest = page.historyId;
    pageToken = page.nextPageToken;
  } while (pageToken);
  const handled: Partial<Record<InboundMailOutcome, number>> = {};
  const ref = refOf(sender);
  for (const id of ids) {
    const raw = await api.rawMessage(id);
    // deleted since it arrived: nothing to read
    if (raw) await hand(deps, ref, raw, handled);
  }
  await deps.watches.advanceHistory(mailbox, latest);
  return { handled };
}

/** Reads one Graph message, unless it was handled already, and marks it handled. */
async function syncGraphMessage(
  deps: MailboxSyncDeps,
  api: GraphMailbox,
  sender: PushSender,
  messageId: string,
  handled: Partial<Record<InboundMailOutcome, number>>,
): Promise<void> {
  const mailbox = { namespaceId: sender.namespaceId, senderId: sender.id };
  if (await deps.watches.wasHandled(mailbox, messageId)) return;
  const raw = await api.mimeMessage(messageId);
  if (raw) await hand(deps, refOf(sender), raw, handled);
  await deps.watches.markHandled(mailbox, messageId, deps.now());
}

/** Reads the Inbox's messages since the last handled time (less a margin), each one once. */
async function catchUpGraph(
  deps: MailboxSyncDeps,
  api: GraphMailbox,
  sender: PushSender,
  watch: MailboxWatch,
): Promise<Partial<Record<InboundMailOutcome, number>>> {
  const startedAt = deps.now().toISOString();
  const since = new Date(new Date(watch.lastHandledAt ?? startedAt).getTime() - CATCH_UP_MARGIN_MS).toISOString();
  const handled: Partial<Record<InboundMailOutcome, number>> = {};
  for (const id of await api.inboxSince(since)) await syncGraphMessage(deps, api, sender, id, handled);
  await deps.watches.handledAt({ namespaceId: sender.namespaceId, senderId: sender.id }, startedAt);
  return handled;
}

async function graphLifecycle(
  deps: MailboxSyncDeps,
  ctx: TenantContext,
  sender: PushSender,
  event: GraphLifecycleEvent,
): Promise<MailboxSyncOutcome> {
  const mailbox = { namespaceId: sender.namespaceId, senderId: sender.id };
  if (event === 'reauthorizationRequired') {
    const done = await ensureGraphSubscription(deps, sender, { force: true });
    return { handled: {}, action: done === 'RECREATED' ? 'RECREATED' : 'RENEWED' };
  }
  const watch = await deps.watches.get(mailbox);
  if (!watch) return { handled: {}, action: 'NO_WATCH' };
  const api = await deps.graph(ctx, sender);
  if (event === 'subscriptionRemoved') {
    await createGraphSubscription(deps, api, sender, watch);
    // what arrived while there was no subscription
    const handled = await catchUpGraph(deps, api, sender, watch);
    return { handled, action: 'RECREATED' };
  }
  return { handled: await catchUpGraph(deps, api, sender, watch), action: 'CAUGHT_UP' };
}

/**
 * Handles one notice of the inbound queue about a mailbox: reads what the provider holds for the
 * sender the notice names (in its own instance: the notice was queued for that sender alone) and
 * hands each new message to the inbound-mail handler. A sender that is gone, or no longer of its
 * provider, is skipped. Throws when the notice should be tried again.
 */
export async function handleMailboxNotice(deps: MailboxSyncDeps, notice: MailboxNotice): Promise<MailboxSyncOutcome> {
  const ctx = jobContext(notice.namespaceId, 'mailbox-sync');
  const sender = await deps.sender(ctx, notice.senderId);
  const provider = notice.kind === 'GMAIL' ? 'GOOGLE' : 'MICROSOFT';
  if (!isPushSender(sender) || sender.type !== provider) return { handled: {}, action: 'NO_SENDER' };
  if (notice.kind === 'GMAIL') return syncGmail(deps, ctx, sender);
  if (notice.kind === 'GRAPH_LIFECYCLE') return graphLifecycle(deps, ctx, sender, notice.event);
  const handled: Partial<Record<InboundMailOutcome, number>> = {};
  const api = await deps.graph(ctx, sender);
  await syncGraphMessage(deps, api, sender, notice.messageId, handled);
  await deps.watches.handledAt({ namespaceId: sender.namespaceId, senderId: sender.id }, deps.now().toISOString());
  return { handled };
}

/** What one run of the watch renewal did. */
export interface MailboxWatchRunSummary {
  readonly created: number;
  readonly renewed: number;
  readonly current: number;
  readonly failed: number;
  /** senders whose sign-in the provider refused (`credentialsValid` false): left until the rep signs in again */
  readonly signedOut: number;
  /** senders left for the next run: time ran out */
  readonly skipped: number;
}

/** The senders of every instance, a page at a time (gsi3 `sender`). */
export type EverySender = (options: {
  cursor: string | null;
  limit: number;
}) => Promise<{ items: EmailSenderConfigItem[]; cursor: string | null }>;

/**
 * The watch renewal: walks every sender of every instance and, for GOOGLE and MICROSOFT ones, makes
 * the watch or subscription they lack and renews the ones ending within a day. A sender whose
 * sign-in the provider refused is left alone until the rep signs in again (the sender checks mark
 * it). One sender's failure is reported through `onError` and the others go on.
 */
export async function renewMailboxWatches(
  deps: MailboxSyncDeps,
  everySender: EverySender,
  control: { hasTime: () => boolean; onError: (sender: WatchedMailbox, error: unknown) => void },
): Promise<MailboxWatchRunSummary> {
  let created = 0;
  let renewed = 0;
  let current = 0;
  let failed = 0;
  let signedOut = 0;
  let skipped = 0;
  let cursor: string | null = null;
  do {
    const page = await everySender({ cursor, limit: 100 });
    for (const sender of page.items) {
      if (!isPushSender(sender)) continue;
      if (sender.credentialsValid === false) {
        signedOut += 1;
        continue;
      }
      if (!control.hasTime()) {
        skipped += 1;
        continue;
      }
      try {
        const done =
          sender.type === 'GOOGLE' ? await ensureGmailWatch(deps, sender) : await ensureGraphSubscription(deps, sender);
        if (done === 'CREATED') created += 1;
        else if (done === 'RENEWED' || done === 'RECREATED') renewed += 1;
        else current += 1;
      } catch (error) {
        failed += 1;
        control.onError({ namespaceId: sender.namespaceId, senderId: sender.id }, error);
      }
    }
    cursor = page.cursor;
  } while (cursor);
  return { created, renewed, current, failed, signedOut, skipped };
}
