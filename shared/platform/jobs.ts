import type { Needs } from './needs';
import type { QueueName } from './queues';

/** A worker: a queue's consumer or a scheduled job, with what it touches. */
export interface JobDefinition {
  /** unique name, also the construct id of its function */
  readonly name: string;
  /** the handler module under functions/workers, without extension */
  readonly handler: string;
  readonly description: string;
  /** the queue it consumes, for consumers */
  readonly consumes?: QueueName | undefined;
  /**
   * How long one invocation may run: its function's timeout, and what a run without Lambda's
   * context (the local stack) counts its time left from.
   */
  readonly timeoutSeconds: number;
  readonly needs: Needs;
}

/**
 * Every worker, with its needs: infra grants exactly these and a worker's composition builds only
 * what they name (as routes do from the contract).
 */
export const JOBS = {
  generationConsumer: {
    name: 'GenerationConsumer',
    handler: 'generate-email',
    timeoutSeconds: 120,
    description: 'Writes the emails of a campaign, up to 5 at once',
    consumes: 'generation',
    // it puts a message back, with a delay, when the token budget is spent
    needs: { table: 'readWrite', modelKey: true, queues: ['generation'] },
  },
  sendingConsumer: {
    name: 'SendingConsumer',
    handler: 'send-email',
    timeoutSeconds: 60,
    description: 'Sends one due email',
    consumes: 'sending',
    // it signs each email's unsubscribe link, which points at the public API, and puts a message
    // back with a delay to keep a mailbox's sends 10 s apart
    needs: { table: 'readWrite', senderKey: true, oauth: true, linkKey: true, publicUrls: true, ses: true, queues: ['sending'] },
  },
  inboundConsumer: {
    name: 'InboundConsumer',
    handler: 'inbound-events',
    timeoutSeconds: 60,
    description: 'Handles delivery, bounce, complaint, open, click and reply events',
    consumes: 'inbound',
    // it reads Gmail and Microsoft mailboxes a push named, with the sender's tokens, and makes a
    // removed Graph subscription again (its notification URL is on the public API)
    // and asks the model for a second opinion on the replies the rules leave NEUTRAL
    needs: { table: 'readWrite', senderKey: true, oauth: true, publicUrls: true, gmailPush: true, modelKey: true },
  },
  crmEventsConsumer: {
    name: 'CrmEventsConsumer',
    handler: 'crm-events',
    timeoutSeconds: 60,
    description: "Applies a CRM's webhook events (a contact's email changed, merged or deleted) to an instance's contacts",
    consumes: 'crmEvents',
    // it reads the changed record from the CRM with the instance's sealed credentials, refreshing
    // an OAuth token with the HubSpot app's client
    needs: { table: 'readWrite', senderKey: true, crm: true },
  },
  generationPlanner: {
    name: 'GenerationPlanner',
    handler: 'generation-planner',
    timeoutSeconds: 60,
    description: 'Queues the emails running campaigns need written (every 5 minutes)',
    needs: { table: 'readWrite', queues: ['generation'] },
  },
  sendPlanner: {
    name: 'SendPlanner',
    handler: 'send-planner',
    timeoutSeconds: 60,
    description: 'Queues due emails for sending (every 5 minutes)',
    needs: { table: 'readWrite', queues: ['sending'] },
  },
  cadence: {
    name: 'Cadence',
    handler: 'cadence',
    timeoutSeconds: 300,
    description: 'Queues the follow-ups whose wait is over, and recounts the counters that may be short (daily)',
    needs: { table: 'readWrite', queues: ['generation'] },
  },
  senderHealthCheck: {
    name: 'SenderHealthCheck',
    handler: 'sender-health-check',
    timeoutSeconds: 300,
    description: "Checks every sender's credentials and spam rate (daily)",
    needs: { table: 'readWrite', senderKey: true, oauth: true },
  },
  mailboxWatch: {
    name: 'MailboxWatch',
    handler: 'mailbox-watch',
    timeoutSeconds: 300,
    description: 'Makes and renews the Gmail watches and Microsoft Graph subscriptions of mailbox senders (hourly)',
    needs: { table: 'readWrite', senderKey: true, oauth: true, publicUrls: true, gmailPush: true },
  },
  mailboxPoll: {
    name: 'MailboxPoll',
    handler: 'mailbox-poll',
    timeoutSeconds: 240,
    description: "Reads SMTP senders' mailboxes for replies and bounces (every 5 minutes)",
    // it opens each sender's sealed password to sign in over IMAP, and asks the model for a second
    // opinion on the replies the rules leave NEUTRAL
    needs: { table: 'readWrite', senderKey: true, modelKey: true },
  },
  crmImportConsumer: {
    name: 'CrmImportConsumer',
    handler: 'crm-import',
    timeoutSeconds: 60,
    description: "Imports one page of a CRM's contacts and queues the next",
    consumes: 'crm',
    // it opens the instance's sealed CRM credentials, and puts a page back (or queues the next)
    needs: { table: 'readWrite', senderKey: true, crm: true, queues: ['crm'] },
  },
  crmSync: {
    name: 'CrmSync',
    handler: 'crm-sync',
    timeoutSeconds: 120,
    description: 'Starts the incremental sync of every connected CRM that reads contacts (hourly)',
    needs: { table: 'readWrite', senderKey: true, crm: true, queues: ['crm'] },
  },
  crmOutbox: {
    name: 'CrmOutbox',
    handler: 'crm-outbox',
    timeoutSeconds: 120,
    description: "Writes sends, replies, bounces and opt-outs to the instances' CRMs (every minute)",
    // it opens each CRM's sealed credential, refreshing (and sealing again) OAuth tokens
    needs: { table: 'readWrite', senderKey: true, crm: true },
  },
} as const satisfies Record<string, JobDefinition>;

export const JOB_LIST: readonly JobDefinition[] = Object.values(JOBS);
