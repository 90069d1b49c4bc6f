import { MailboxApiError, type GmailMailbox } from '../../core/ports/mailbox-watch';
import {
  authorizedCall,
  call,
  jsonBody,
  providerError,
  trimBase,
  PROVIDER_TIMEOUT_MS,
  type CallResult,
  type ProviderMailerOptions,
  GMAIL_API_URL,
} from './provider-http';

/** What a Gmail answer means when it is not a success: the call is tried again, or the sign-in is refused. */
async function failure(result: CallResult, what: string): Promise<MailboxApiError> {
  if (result.kind === 'auth') return new MailboxApiError(`Gmail ${what}: ${result.reason}`, true);
  if (result.kind !== 'answered') return new MailboxApiError(`Gmail ${what}: ${result.reason}`);
  const error = providerError(await jsonBody(result.response), result.response.status);
  return new MailboxApiError(`Gmail ${what}: ${error.message}`, result.response.status === 403);
}

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
}

/** A history id as Gmail gives it (a string of digits, sometimes a number). */
function historyIdOf(value: unknown): string | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return String(value);
  return typeof value === 'string' && /^\d{1,20}$/.test(value) ? value : undefined;
}

/**
 * The Gmail API calls push needs, with the mailbox's token (one new token after a 401):
 * `users.watch` on the INBOX, `users.history.list` of added messages, `users.messages.get` raw.
 * A failure throws {@link MailboxApiError} (`auth` when the sign-in is refused).
 */
export function createGmailMailbox(options: ProviderMailerOptions): GmailMailbox {
  const base = `${trimBase(options.baseUrl ?? GMAIL_API_URL)}/gmail/v1/users/me`;
  const timeout = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const get = (url: string) =>
    authorizedCall(options.accessToken, (token) =>
      call(url, { method: 'GET', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } }, timeout),
    );

  return {
    async watch(topicName) {
      const result = await authorizedCall(options.accessToken, (token) =>
        call(
          `${base}/watch`,
          {
            method: 'POST',
            headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ topicName, labelIds: ['INBOX'], labelFilterBehavior: 'INCLUDE' }),
          },
          timeout,
        ),
      );
      if (result.kind !== 'answered' || !result.response.ok) throw await failure(result, 'watch');
      const body = record(await jsonBody(result.response));
      const historyId = historyIdOf(body.historyId);
      const expiresAt = Number(body.expiration);
      if (historyId === undefined || !Number.isFinite(expiresAt))
        throw new MailboxApiError('Gmail watch: answered in an unknown shape');
      return { historyId, expiresAt };
    },

    async history(startHistoryId, pageToken) {
      const query = new URLSearchParams({ startHistoryId, historyTypes: 'messageAdded', labelId: 'INBOX', maxResults: '500' });
      if (pageToken) query.set('pageToken', pageToken);
      const result = await get(`${base}/history?${query.toString()}`);
      if (result.kind === 'answered' && result.response.status === 404) {
        await result.response.body?.cancel();
        return { kind: 'expired' };
      }
      if (result.kind !== 'answered' || !result.response.ok) throw await failure(result, 'history');
      const body = record(await jsonBody(result.response));
      const historyId = historyIdOf(body.historyId);
      if (historyId === undefined) throw new MailboxApiError('Gmail history: answered without a history id');
      const messageIds: string[] = [];
      for (const entry of Array.isArray(body.history) ? body.history : []) {
        const added = record(entry).messagesAdded;
        for (const item of Array.isArray(added) ? added : []) {
          const message = record(record(item).message);
          const labels = Array.isArray(message.labelIds) ? message.labelIds : undefined;
          // labelId narrows the records to the INBOX; a message added elsewhere in one of them is left
          if (typeof message.id === 'string' && (labels === undefined || labels.includes('INBOX'))) messageIds.push(message.id);
        }
      }
      const next = typeof body.nextPageToken === 'string' && body.nextPageToken !== '' ? body.nextPageToken : undefined;
      return { kind: 'page', messageIds, historyId, ...(next ? { nextPageToken: next } : {}) };
    },

    async rawMessage(id) {
      const result = await get(`${base}/messages/${encodeURIComponent(id)}?format=raw`);
      if (result.kind === 'answered' && result.response.status === 404) {
        await result.response.body?.cancel();
        return null;
      }
      if (result.kind !== 'answered' || !result.response.ok) throw await failure(result, 'message');
      const raw = record(await jsonBody(result.response)).raw;
      if (typeof raw !== 'string') throw new MailboxApiError('Gmail message: answered without its raw source');
      return new Uint8Array(Buffer.from(raw, 'base64url'));
    },
  };
}
