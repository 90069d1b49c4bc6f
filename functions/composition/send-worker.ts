import { callToActionStore, campaignStore, signatureStore } from '../adapters/dynamodb/component-stores';
import { createContactStore } from '../adapters/dynamodb/contact-store';
import { createSenderStore } from '../adapters/dynamodb/sender-store';
import { createEmailReviewStore } from '../adapters/dynamodb/review-store';
import { createSendStore } from '../adapters/dynamodb/send-store';
import type { SendMessage } from '../core/sending/messages';
import { unsubscribeHeaders } from '../core/sending/unsubscribe';
import { trackedHtml } from '../core/tracking/tracked-body';
import { tracksOpensAndClicks } from '../../shared/domain/namespace';
import type { SendWorkerDeps } from '../core/sending/worker';
import { linkSigner, publicUrls } from './links';
import { mailerFactory } from './mailers';
import { workQueue } from './queues';
import { cachedInstances, instancePlans, instanceZones } from './instances';
import { tableStore, type Wiring } from './wiring';

/** The send worker's parts: the email and its contact, campaign and sender, the mailers, the link signer and the sending queue. */
export function sendWorkerDeps(wiring: Wiring, suppress: SendWorkerDeps['suppress']): SendWorkerDeps {
  const signer = linkSigner(wiring);
  const urls = publicUrls(wiring);
  const mailers = mailerFactory(wiring);
  const instances = cachedInstances(wiring);
  // the worker asks for an instance's plan and its zone at once: one read of it, afresh each message
  const plans = instancePlans(wiring);
  return {
    emails: tableStore(wiring, createEmailReviewStore),
    store: tableStore(wiring, createSendStore),
    campaigns: tableStore(wiring, campaignStore),
    contacts: tableStore(wiring, createContactStore),
    senders: tableStore(wiring, createSenderStore),
    callToActions: tableStore(wiring, callToActionStore),
    signatures: tableStore(wiring, signatureStore),
    mailerFor: async (ctx, sender) => {
      const choice = await mailers(ctx, sender);
      return 'mailer' in choice ? { mailer: choice.mailer } : { failed: choice.reason };
    },
    unsubscribeHeaders: async (ctx, email) => ({
      ...(await unsubscribeHeaders(signer, { apiBaseUrl: urls.api, namespaceId: ctx.namespaceId, ...email })),
    }),
    trackedHtml: async (ctx, email, html) => {
      const instance = await instances(ctx);
      if (!instance || !tracksOpensAndClicks(instance)) return html;
      return trackedHtml(signer, { apiBaseUrl: urls.api, namespaceId: ctx.namespaceId, ...email }, html);
    },
    suppress,
    instanceTimeZone: instanceZones(wiring, plans),
    instances: plans,
    queue: workQueue<SendMessage>(wiring, 'sending'),
    now: wiring.now,
  };
}
