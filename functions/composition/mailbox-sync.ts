import { ENV, GMAIL_PUSH_ENV } from '../../shared/platform/environment';
import { createMailboxWatchStore } from '../adapters/dynamodb/mailbox-watch-store';
import { createSenderStore } from '../adapters/dynamodb/sender-store';
import { createGmailMailbox } from '../adapters/mail/gmail-mailbox';
import { createGraphMailbox } from '../adapters/mail/graph-mailbox';
import { createSealedCredentialReader } from '../adapters/mail/sealed-credentials';
import type { EverySender, MailboxSyncDeps, PushSender } from '../core/mailbox/mailbox-sync';
import type { InboundMailHandler } from '../core/ports/inbound-mail';
import { MailboxApiError, type MailboxWatchStore } from '../core/ports/mailbox-watch';
import { mailboxAccessToken } from '../core/senders/mailbox-token';
import { openTokens } from '../core/senders/oauth-tokens';
import type { TenantContext } from '../core/tenant';
import { optionalEnv } from './environment';
import { oauthDeps } from './oauth';
import { publicUrls } from './public-urls';
import { senderSecretBox } from './secrets';
import { tableStore, requireNeed, table, type Wiring } from './wiring';
import { workerLogger as logger } from '../logger';

/** The path of the Outlook webhook, under the public API's origin. */
export const OUTLOOK_WEBHOOK_PATH = '/api/webhook/outlook';

/**
 * What reading and watching mailboxes is built from, for the inbound consumer and the watch
 * renewal job (table read-write, sender key, OAuth clients, public URLs, Gmail push settings): the
 * watches, the senders, the Gmail and Graph APIs over each sender's saved tokens (renewed and saved
 * again as the mailers do; `GMAIL_API_URL` and `GRAPH_API_URL` point them elsewhere), the topic
 * (`GMAIL_PUSH_TOPIC`) and the Outlook webhook's public address. `handler` applies what is read.
 */
export function mailboxSyncDeps(wiring: Wiring, handler: InboundMailHandler): MailboxSyncDeps {
  requireNeed(wiring, wiring.fn.needs.gmailPush, 'the Gmail push settings');
  const secrets = senderSecretBox(wiring);
  const oauth = oauthDeps(wiring);
  const { client, name } = table(wiring, 'readWrite');
  const readSealedCredential = createSealedCredentialReader(client, name);
  const senders = tableStore(wiring, createSenderStore);
  const watches: MailboxWatchStore = tableStore(wiring, createMailboxWatchStore);
  const gmailUrl = optionalEnv(ENV.gmailApiUrl);
  const graphUrl = optionalEnv(ENV.graphApiUrl);

  async function accessToken(ctx: TenantContext, sender: PushSender) {
    const sealed = await readSealedCredential(ctx, sender.id);
    const tokens = sealed === null ? null : await openTokens(secrets, sealed);
    if (!tokens) throw new MailboxApiError(`The sender has no saved ${sender.type} sign-in.`, true);
    return mailboxAccessToken({ repos: { emailSenderConfigs: senders }, secrets, oauth, now: wiring.now }, ctx, sender, tokens);
  }

  return {
    watches,
    sender: (ctx, senderId) => senders.find(ctx, senderId),
    gmail: async (ctx, sender) => createGmailMailbox({ accessToken: await accessToken(ctx, sender), baseUrl: gmailUrl }),
    graph: async (ctx, sender) => createGraphMailbox({ accessToken: await accessToken(ctx, sender), baseUrl: graphUrl }),
    handler,
    settings: {
      gmailTopic: optionalEnv(GMAIL_PUSH_ENV.topic),
      graphNotificationUrl: `${publicUrls(wiring).api}${OUTLOOK_WEBHOOK_PATH}`,
    },
    now: wiring.now,
    log: (message, fields) => logger.info(message, fields),
  };
}

/**
 * The watch renewal job's parts: mailbox access as above (it reads no message: its handler refuses
 * any) and every sender of every instance, a page at a time.
 */
export function mailboxWatchJobDeps(wiring: Wiring): { sync: MailboxSyncDeps; everySender: EverySender } {
  const refuse: InboundMailHandler = () => Promise.reject(new Error(`${wiring.fn.name} reads no message.`));
  const senders = tableStore(wiring, createSenderStore);
  return { sync: mailboxSyncDeps(wiring, refuse), everySender: (options) => senders.listEvery(options) };
}
