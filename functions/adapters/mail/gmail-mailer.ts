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
  GMAIL_API_URL,
} from './provider-http';

type GmailMailerOptions = ProviderMailerOptions;

// Google's reasons of a 403 that only say "not now"
const RATE_LIMIT_REASONS = new Set(['rateLimitExceeded', 'userRateLimitExceeded', 'dailyLimitExceeded', 'quotaExceeded']);

function idsOf(body: unknown): { id?: string; threadId?: string } {
  if (typeof body !== 'object' || body === null) return {};
  const { id, threadId } = body as { id?: unknown; threadId?: unknown };
  return {
    ...(typeof id === 'string' ? { id } : {}),
    ...(typeof threadId === 'string' ? { threadId } : {}),
  };
}

/** The Message-ID without its angle brackets, as Gmail's `rfc822msgid:` search takes it. */
function bareMessageId(messageId: string): string {
  return messageId.trim().replace(/^<|>$/g, '');
}

/** What the mailbox holds under a Message-ID, or why it could not be searched (`auth`: the token was refused). */
type Search =
  | { readonly found: Extract<LookupOutcome, { kind: 'SENT' | 'NOT_SENT' }> }
  | { readonly failed: { readonly auth: boolean; readonly reason: string } };

// Gmail's words for a 400 about the recipient, rather than about the request
const RECIPIENT_REFUSED = /\b(to header|recipient)/i;

/**
 * A mailer over the Gmail API: `messages.send` with the raw message (base64url) and, on a
 * follow-up, the thread of the email it follows (if that thread is gone, the message goes on its
 * own, threaded by its headers). Before sending, the mailbox is searched for the Message-ID, sent
 * mail included: a message already there (an earlier try whose answer was lost) is SENT without
 * sending it again. A 401 gets one new token and one more try; a second 401, a 403 that is not a
 * rate limit, or a sign-in Google no longer accepts is AUTH_FAILED. A 400 on the recipient refuses
 * the message for good; a 429 (or a rate-limit 403) and any failure before the send call are for
 * now. Once the send call may have reached Google without a clear answer (a 5xx, a timeout, a reset
 * connection) the outcome is AMBIGUOUS, and `lookup` searches the mailbox again.
 */
export function createGmailMailer(options: GmailMailerOptions): Mailer {
  const base = trimBase(options.baseUrl ?? GMAIL_API_URL);
  const timeout = options.timeoutMs ?? PROVIDER_TIMEOUT_MS;

  const post = (token: string, body: Record<string, string>): Promise<CallResult> =>
    call(
      `${base}/gmail/v1/users/me/messages/send`,
      {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(body),
      },
      timeout,
    );

  async function search(messageId: string): Promise<Search> {
    const query = new URLSearchParams({ q: `rfc822msgid:${bareMessageId(messageId)} in:anywhere`, maxResults: '10' });
    const result = await authorizedCall(options.accessToken, (token) =>
      call(
        `${base}/gmail/v1/users/me/messages?${query.toString()}`,
        { method: 'GET', headers: { authorization: `Bearer ${token}`, accept: 'application/json' } },
        timeout,
      ),
    );
    if (result.kind !== 'answered') return { failed: { auth: result.kind === 'auth', reason: result.reason } };
    const body = await jsonBody(result.response);
    if (!result.response.ok) {
      const error = providerError(body, result.response.status);
      const auth = result.response.status === 403 && !RATE_LIMIT_REASONS.has(error.reason);
      return { failed: { auth, reason: error.message } };
    }
    const messages = typeof body === 'object' && body !== null ? (body as { messages?: unknown }).messages : [];
    if (messages !== undefined && !Array.isArray(messages)) {
      return { failed: { auth: false, reason: 'the search answered in an unknown shape' } };
    }
    const first: unknown = messages?.[0];
    if (first === undefined) return { found: { kind: 'NOT_SENT' } };
    const ids = idsOf(first);
    return { found: { kind: 'SENT', providerMessageId: ids.id, providerThreadId: ids.threadId } };
  }

  /** What a send call's result means; `THREAD_GONE` when Google knows no thread of that id. */
  async function outcome(result: CallResult, threaded: boolean): Promise<SendOutcome | 'THREAD_GONE'> {
    switch (result.kind) {
      case 'auth':
        return { kind: 'AUTH_FAILED', reason: result.reason };
      case 'unreached':
        return { kind: 'REJECTED', permanent: false, reason: `Gmail: ${result.reason}` };
      case 'lost':
        return { kind: 'AMBIGUOUS', reason: `Gmail: ${result.reason} after the message was sent` };
      case 'answered':
        break;
    }
    const { response } = result;
    const body = await jsonBody(response);
    if (response.ok) {
      const ids = idsOf(body);
      return { kind: 'SENT', providerMessageId: ids.id, providerThreadId: ids.threadId };
    }
    const error = providerError(body, response.status);
    const reason = `Gmail: ${error.message}`;
    if (response.status === 400) return { kind: 'REJECTED', permanent: RECIPIENT_REFUSED.test(error.message), reason };
    if (response.status === 403) {
      return RATE_LIMIT_REASONS.has(error.reason)
        ? { kind: 'REJECTED', permanent: false, reason }
        : { kind: 'AUTH_FAILED', reason };
    }
    if (response.status === 404 && threaded) return 'THREAD_GONE';
    if (response.status >= 500) return { kind: 'AMBIGUOUS', reason };
    // a 429, or a refusal of the request rather than of the recipient: later, within the retries
    return { kind: 'REJECTED', permanent: false, reason };
  }

  return {
    async send(email: OutgoingEmail): Promise<SendOutcome> {
      const existing = await search(email.messageId);
      if ('failed' in existing) {
        const reason = `Gmail search: ${existing.failed.reason}`;
        return existing.failed.auth ? { kind: 'AUTH_FAILED', reason } : { kind: 'REJECTED', permanent: false, reason };
      }
      if (existing.found.kind === 'SENT') return existing.found;
      const raw = (await buildMime(email)).toString('base64url');
      const threadId = email.providerThreadId || undefined;
      const first = await outcome(
        await authorizedCall(options.accessToken, (token) => post(token, threadId ? { raw, threadId } : { raw })),
        threadId !== undefined,
      );
      if (first !== 'THREAD_GONE') return first;
      // the thread followed up is gone (the rep deleted it): the message goes on its own, threaded by its headers
      const second = await outcome(await authorizedCall(options.accessToken, (token) => post(token, { raw })), false);
      return second === 'THREAD_GONE' ? { kind: 'REJECTED', permanent: false, reason: 'Gmail: HTTP 404' } : second;
    },

    async lookup(messageId: string): Promise<LookupOutcome> {
      const existing = await search(messageId);
      return 'failed' in existing ? { kind: 'UNKNOWN', reason: `Gmail search: ${existing.failed.reason}` } : existing.found;
    },
  };
}
