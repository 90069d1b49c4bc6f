import { MailboxApiError, type GraphMailbox } from '../../core/ports/mailbox-watch';
import {
  authorizedCall,
  call,
  jsonBody,
  providerError,
  trimBase,
  PROVIDER_TIMEOUT_MS,
  type CallResult,
  type ProviderMailerOptions,
  GRAPH_API_URL,
} from './provider-http';

/** The resource a subscription watches: messages created in the Inbox. */
const GRAPH_INBOX_RESOURCE = "me/mailFolders('Inbox')/messages";

/** Pages of a catch-up read at most (50 messages each). */
const CATCH_UP_PAGES = 20;

async function failure(result: CallResult, what: string): Promise<MailboxApiError> {
  if (result.kind === 'auth') return new MailboxApiError(`Microsoft Graph ${what}: ${result.reason}`, true);
  if (result.kind !== 'answered') return new MailboxApiError(`Microsoft Graph ${what}: ${result.reason}`);
  const error = providerError(await jsonBody(result.response), result.response.status);
  return new MailboxApiError(`Microsoft Graph ${what}: ${error.message}`, result.response.status === 403);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

function subscriptionOf(body: unknown, what: string): { id: string; expiresAt: number } {
  const { id, expirationDateTime } = record(body);
  const expiresAt = typeof expirationDateTime === 'string' ? Date.parse(expirationDateTime) : Number.NaN;
  if (typeof id !== 'string' || id === '' || !Number.isFinite(expiresAt)) {
    throw new MailboxApiError(`Microsoft Graph ${what}: answered in an unknown shape`);
  }
  return { id, expiresAt };
}

/**
 * The Microsoft Graph calls push needs, with the mailbox's token (one new token after a 401):
 * subscriptions to messages created in the Inbox (create, renew), a message's MIME source, and the
 * Inbox's messages since a time. A failure throws {@link MailboxApiError} (`auth` when the
 * sign-in is refused).
 */
export function createGraphMailbox(options: ProviderMailerOptions): GraphMailbox {
  const origin = trimBase(options.baseUrl ?? GRAPH_API_URL);
  const base = `${origin}/v1.0`;
  const timeout = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const send = (url: string, method: string, body?: unknown, accept = 'application/json') =>
    authorizedCall(options.accessToken, (token) =>
      call(
        url,
        {
          method,
          headers: {
            authorization: `Bearer ${token}`,
            accept,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        },
        timeout,
      ),
    );

  return {
    async createSubscription(request) {
      const result = await send(`${base}/subscriptions`, 'POST', {
        changeType: 'created',
        notificationUrl: request.notificationUrl,
        lifecycleNotificationUrl: request.notificationUrl,
        resource: GRAPH_INBOX_RESOURCE,
        expirationDateTime: new Date(request.expiresAt).toISOString(),
        clientState: request.clientState,
      });
      if (result.kind !== 'answered' || !result.response.ok) throw await failure(result, 'subscription');
      return subscriptionOf(await jsonBody(result.response), 'subscription');
    },

    async renewSubscription(id, expiresAt) {
      const result = await send(`${base}/subscriptions/${encodeURIComponent(id)}`, 'PATCH', {
        expirationDateTime: new Date(expiresAt).toISOString(),
      });
      if (result.kind === 'answered' && result.response.status === 404) {
        await result.response.body?.cancel();
        return { kind: 'missing' };
      }
      if (result.kind !== 'answered' || !result.response.ok) throw await failure(result, 'subscription renewal');
      return { kind: 'renewed', expiresAt: subscriptionOf(await jsonBody(result.response), 'subscription renewal').expiresAt };
    },

    async mimeMessage(id) {
      const result = await send(`${base}/me/messages/${encodeURIComponent(id)}/$value`, 'GET', undefined, '*/*');
      if (result.kind === 'answered' && result.response.status === 404) {
        await result.response.body?.cancel();
        return null;
      }
      if (result.kind !== 'answered' || !result.response.ok) throw await failure(result, 'message');
      return new Uint8Array(await result.response.arrayBuffer());
    },

    async inboxSince(since) {
      const query = new URLSearchParams({
        $filter: `receivedDateTime ge ${since}`,
        $orderby: 'receivedDateTime asc',
        $select: 'id,receivedDateTime',
        $top: '50',
      });
      const ids: string[] = [];
      let url: string | undefined = `${base}/me/mailFolders/inbox/messages?${query.toString()}`;
      for (let page = 0; url !== undefined && page < CATCH_UP_PAGES; page += 1) {
        const result = await send(url, 'GET');
        if (result.kind !== 'answered' || !result.response.ok) throw await failure(result, 'Inbox');
        const body = record(await jsonBody(result.response));
        for (const message of Array.isArray(body.value) ? body.value : []) {
          const id = record(message).id;
          if (typeof id === 'string' && id !== '') ids.push(id);
        }
        const next = body['@odata.nextLink'];
        // the token goes only where Graph itself answers
        url = typeof next === 'string' && next.startsWith(`${origin}/`) ? next : undefined;
      }
      return ids;
    },
  };
}
