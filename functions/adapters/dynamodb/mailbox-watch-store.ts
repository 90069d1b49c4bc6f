import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createWriteTransaction } from 'electrodb';

import type { MailboxWatch, MailboxWatchStore, WatchedMailbox } from '../../core/ports/mailbox-watch';
import type { StoreDeps } from './tenant-store';
import { appliedIf } from './errors';
import { mailboxLookupEntity, mailboxMessageEntity, mailboxWatchEntity, type MailboxWatchItem } from './entities/mailbox-watch';

/** How long a handled provider message is remembered, in seconds. */
const HANDLED_TTL_S = 30 * 24 * 60 * 60;

/** The global lookup key of a Gmail address. */
function addressLookup(address: string): string {
  return `mailbox-address#${address.trim().toLowerCase()}`;
}

/** The global lookup key of a Graph subscription. */
function subscriptionLookup(subscriptionId: string): string {
  return `mailbox-subscription#${subscriptionId}`;
}

/** A Gmail history id as the conditional write compares it: 20 digits, zero-padded. */
function historyOrder(historyId: string): string {
  if (!/^\d{1,20}$/.test(historyId)) throw new Error(`Not a Gmail history id: ${historyId}`);
  return historyId.padStart(20, '0');
}

function watchOf(item: MailboxWatchItem): MailboxWatch {
  return {
    namespaceId: item.namespaceId,
    senderId: item.senderId,
    provider: item.provider,
    senderEmail: item.senderEmail,
    expiresAt: item.watchExpiresAt,
    historyId: item.historyId,
    subscriptionId: item.subscriptionId,
    clientStateHash: item.clientStateHash,
    lastHandledAt: item.lastHandledAt,
  };
}

/**
 * Mailbox watches over the one table (see MailboxWatchStore): the watch in its instance's
 * partition, and its global lookup written in the same transaction. The history id moves forward
 * only, by a conditional write on its zero-padded copy.
 */
export function createMailboxWatchStore(client: DynamoDBDocumentClient, table: string, deps: StoreDeps = {}): MailboxWatchStore {
  const watches = mailboxWatchEntity(client, table);
  const lookups = mailboxLookupEntity(client, table);
  const messages = mailboxMessageEntity(client, table);
  const now = () => (deps.now ? deps.now() : new Date());

  return {
    async get(mailbox) {
      const { data } = await watches.get(mailbox).go({ consistent: true });
      return data ? watchOf(data) : null;
    },

    async byAddress(address) {
      const { data } = await lookups.query.byLookup({ lookup: addressLookup(address) }).go({ pages: 'all' });
      return data.map(({ namespaceId, senderId }) => ({ namespaceId, senderId }));
    },

    async bySubscription(subscriptionId) {
      const { data } = await lookups.query.byLookup({ lookup: subscriptionLookup(subscriptionId) }).go({ limit: 1 });
      const found = data[0];
      if (!found?.clientStateHash) return null;
      return { namespaceId: found.namespaceId, senderId: found.senderId, clientStateHash: found.clientStateHash };
    },

    async save(watch, replacedSubscriptionId) {
      const mailbox: WatchedMailbox = { namespaceId: watch.namespaceId, senderId: watch.senderId };
      const item = {
        ...mailbox,
        provider: watch.provider,
        senderEmail: watch.senderEmail,
        watchExpiresAt: watch.expiresAt,
        updatedAt: now().toISOString(),
        ...(watch.historyId === undefined ? {} : { historyId: watch.historyId, historyOrder: historyOrder(watch.historyId) }),
        ...(watch.subscriptionId === undefined ? {} : { subscriptionId: watch.subscriptionId }),
        ...(watch.clientStateHash === undefined ? {} : { clientStateHash: watch.clientStateHash }),
        ...(watch.lastHandledAt === undefined ? {} : { lastHandledAt: watch.lastHandledAt }),
      };
      const lookup =
        watch.provider === 'GOOGLE'
          ? { lookup: addressLookup(watch.senderEmail), ...mailbox }
          : { lookup: subscriptionLookup(watch.subscriptionId ?? ''), ...mailbox, clientStateHash: watch.clientStateHash ?? '' };
      if (lookup.lookup === subscriptionLookup('')) throw new Error('A Graph watch is saved with its subscription.');
      const result = await createWriteTransaction({ watches, lookups }, ({ watches: w, lookups: l }) => [
        w.put(item).commit(),
        l.put(lookup).commit(),
        ...(replacedSubscriptionId
          ? [l.delete({ lookup: subscriptionLookup(replacedSubscriptionId), ...mailbox }).commit()]
          : []),
      ]).go();
      if (result.canceled) throw new Error('The mailbox watch was not saved: the table was busy; it is tried again.');
    },

    async advanceHistory(mailbox, historyId) {
      const order = historyOrder(historyId);
      return appliedIf(() =>
        watches
          .patch(mailbox)
          .set({ historyId, historyOrder: order, updatedAt: now().toISOString() })
          .where((attributes, op) => `${op.notExists(attributes.historyOrder)} OR ${op.lt(attributes.historyOrder, order)}`)
          .go({ response: 'none' }),
      );
    },

    async handledAt(mailbox, at) {
      await appliedIf(() =>
        watches
          .patch(mailbox)
          .set({ lastHandledAt: at, updatedAt: now().toISOString() })
          .where((attributes, op) => `${op.notExists(attributes.lastHandledAt)} OR ${op.lt(attributes.lastHandledAt, at)}`)
          .go({ response: 'none' }),
      );
    },

    async wasHandled(mailbox, providerMessageId) {
      const { data } = await messages.get({ ...mailbox, providerMessageId }).go({ consistent: true });
      return data !== null;
    },

    async markHandled(mailbox, providerMessageId, at) {
      await messages
        .put({
          ...mailbox,
          providerMessageId,
          at: at.toISOString(),
          expiresAt: Math.floor(at.getTime() / 1000) + HANDLED_TTL_S,
        })
        .go({ response: 'none' });
    },
  };
}
