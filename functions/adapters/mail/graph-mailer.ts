import type { LookupOutcome, Mailer, OutgoingEmail, SendOutcome } from '../../core/ports/mailer';
import { buildMime } from './mime';
import {
  authorizedCall,
  call,
  jsonBody,
  providerError,
  trimBase,
  PROVIDER_TIMEOUT_MS,
  type ProviderMailerOptions,
  type CallResult,
  GRAPH_API_URL,
} from './provider-http';

type GraphMailerOptions = ProviderMailerOptions;

// Exchange's codes of a 400 about the recipients, rather than about the request
const RECIPIENT_CODES = new Set(['ErrorInvalidRecipients', 'ErrorRecipientNotFound']);

/** A message of the mailbox as the Message-ID search selects it. */
interface FoundMessage {
  readonly id: string;
  readonly isDraft: boolean;
  readonly conversationId: string | undefined;
}

function messageOf(value: unknown): FoundMessage | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const { id, isDraft, conversationId } = value as { id?: unknown; isDraft?: unknown; conversationId?: unknown };
  if (typeof id !== 'string' || id === '') return undefined;
  return { id, isDraft: isDraft === true, conversationId: typeof conversationId === 'string' ? conversationId : undefined };
}

/** The mailbox's messages with this Message-ID, or why they could not be listed (`auth`: the token was refused). */
type Search =
  { readonly found: readonly FoundMessage[] } | { readonly failed: { readonly auth: boolean; readonly reason: string } };

/**
 * A mailer over Microsoft Graph that writes a draft before sending it, so that a try interrupted
 * anywhere can be told apart afterwards: the message is first looked for by its Message-ID
 * (`internetMessageId`); a sent one (not a draft) means the email already left (SENT, nothing sent
 * again); a draft left by an interrupted try is sent rather than written again; otherwise the
 * draft is created from the MIME message (Graph's "create a message in MIME format") and sent.
 * Anything that fails before the draft's send call leaves at most a draft, which never goes out by
 * itself: REJECTED for now. Once the send call may have reached Microsoft without a clear answer
 * (a 5xx, a timeout, a reset connection, the draft gone) the outcome is AMBIGUOUS, and `lookup`
 * tells: a sent message is SENT, a draft or nothing is NOT_SENT. A 401 gets one new token and one
 * more try; a second one, or a 403, is AUTH_FAILED. A 400 naming the recipients is a bounce
 * (REJECTED permanent); a 429, a 5xx or another refusal before the send call is for now.
 */
export function createGraphMailer(options: GraphMailerOptions): Mailer {
  const base = trimBase(options.baseUrl ?? GRAPH_API_URL);
  const timeout = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;
  const authorized = (request: (token: string) => Promise<CallResult>) => authorizedCall(options.accessToken, request);
  const headers = (token: string, more: Record<string, string> = {}) => ({
    authorization: `Bearer ${token}`,
    accept: 'application/json',
    ...more,
  });

  async function search(messageId: string): Promise<Search> {
    // an OData string literal doubles its single quotes
    const filter = encodeURIComponent(`internetMessageId eq '${messageId.replace(/'/g, "''")}'`);
    const result = await authorized((token) =>
      call(
        `${base}/v1.0/me/messages?$filter=${filter}&$select=id,isDraft,conversationId`,
        { method: 'GET', headers: headers(token) },
        timeout,
      ),
    );
    if (result.kind !== 'answered') return { failed: { auth: result.kind === 'auth', reason: result.reason } };
    const body = await jsonBody(result.response);
    if (!result.response.ok) {
      return { failed: { auth: result.response.status === 403, reason: providerError(body, result.response.status).message } };
    }
    const value = typeof body === 'object' && body !== null ? (body as { value?: unknown }).value : undefined;
    if (!Array.isArray(value)) return { failed: { auth: false, reason: 'the search answered in an unknown shape' } };
    return { found: value.map(messageOf).filter((message): message is FoundMessage => message !== undefined) };
  }

  /**
   * A refusal Graph answered: of the recipients (a bounce), of the mailbox's access (403), or of
   * the request or for now (429, 5xx, another 4xx), tried again within the retries.
   */
  async function refusal(response: Response, what: string): Promise<SendOutcome> {
    const error = providerError(await jsonBody(response), response.status);
    const reason = `Microsoft Graph ${what}: ${error.message}`;
    if (response.status === 403) return { kind: 'AUTH_FAILED', reason };
    return { kind: 'REJECTED', permanent: response.status === 400 && RECIPIENT_CODES.has(error.reason), reason };
  }

  /** Creates the draft from the MIME message: its id, or why nothing was created. */
  async function createDraft(email: OutgoingEmail): Promise<FoundMessage | SendOutcome> {
    const mime = (await buildMime(email)).toString('base64');
    const result = await authorized((token) =>
      call(
        `${base}/v1.0/me/messages`,
        { method: 'POST', headers: headers(token, { 'content-type': 'text/plain' }), body: mime },
        timeout,
      ),
    );
    if (result.kind === 'auth') return { kind: 'AUTH_FAILED', reason: result.reason };
    // a draft that may have been created is found by the next try and sent then, never twice
    if (result.kind !== 'answered')
      return { kind: 'REJECTED', permanent: false, reason: `Microsoft Graph draft: ${result.reason}` };
    if (!result.response.ok) return refusal(result.response, 'draft');
    const draft = messageOf(await jsonBody(result.response));
    return draft ?? { kind: 'REJECTED', permanent: false, reason: 'Microsoft Graph draft: answered without an id' };
  }

  async function sendDraft(draft: FoundMessage): Promise<SendOutcome> {
    const result = await authorized((token) =>
      call(
        `${base}/v1.0/me/messages/${encodeURIComponent(draft.id)}/send`,
        { method: 'POST', headers: headers(token, { 'content-length': '0' }) },
        timeout,
      ),
    );
    switch (result.kind) {
      case 'auth':
        return { kind: 'AUTH_FAILED', reason: result.reason };
      case 'unreached':
        return { kind: 'REJECTED', permanent: false, reason: `Microsoft Graph send: ${result.reason}` };
      case 'lost':
        return { kind: 'AMBIGUOUS', reason: `Microsoft Graph send: ${result.reason} after the draft was sent` };
      case 'answered':
        break;
    }
    const { response } = result;
    if (response.ok) {
      await response.body?.cancel();
      // the sent copy gets an id of its own: the conversation is what follow-ups and replies share
      return { kind: 'SENT', providerThreadId: draft.conversationId };
    }
    if (response.status === 404 || response.status >= 500) {
      // the draft is gone (sent by an earlier try?) or Microsoft failed while sending it
      const error = providerError(await jsonBody(response), response.status);
      return { kind: 'AMBIGUOUS', reason: `Microsoft Graph send: ${error.message}` };
    }
    return refusal(response, 'send');
  }

  return {
    async send(email: OutgoingEmail): Promise<SendOutcome> {
      const existing = await search(email.messageId);
      if ('failed' in existing) {
        const reason = `Microsoft Graph search: ${existing.failed.reason}`;
        return existing.failed.auth ? { kind: 'AUTH_FAILED', reason } : { kind: 'REJECTED', permanent: false, reason };
      }
      const sent = existing.found.find((message) => !message.isDraft);
      if (sent) return { kind: 'SENT', providerMessageId: sent.id, providerThreadId: sent.conversationId };
      const draft = existing.found[0] ?? (await createDraft(email));
      if ('kind' in draft) return draft;
      return sendDraft(draft);
    },

    async lookup(messageId: string): Promise<LookupOutcome> {
      const existing = await search(messageId);
      if ('failed' in existing) return { kind: 'UNKNOWN', reason: `Microsoft Graph search: ${existing.failed.reason}` };
      const sent = existing.found.find((message) => !message.isDraft);
      if (sent) return { kind: 'SENT', providerMessageId: sent.id, providerThreadId: sent.conversationId };
      return { kind: 'NOT_SENT' };
    },
  };
}
