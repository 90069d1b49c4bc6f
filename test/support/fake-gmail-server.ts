import { randomBytes } from 'node:crypto';

import { messageHeaders, ScriptedApiFake, type FakeApiAnswer, type FakeApiRequest } from './scripted-api-fake';

export { acceptThenHang, acceptThenReset, answer, hang, reset, type FakeApiStep } from './scripted-api-fake';

/** The Gmail API calls the fake knows: `messages.send` and `messages.list`. */
export type GmailOperation = 'send' | 'list';

/** A message in the fake mailbox. */
export interface GmailMessage {
  readonly id: string;
  readonly threadId: string;
  /** the message's Message-ID header, as sent */
  readonly messageId: string;
  /** the raw RFC 5322 message, decoded */
  readonly raw: string;
  readonly labelIds: readonly string[];
}

function newId(): string {
  return randomBytes(8).toString('hex');
}

function bare(messageId: string): string {
  return messageId.trim().replace(/^<|>$/g, '');
}

/**
 * A fake Gmail API over real HTTP: `POST /gmail/v1/users/me/messages/send` keeps the message
 * (in the thread named, which must exist, or a new one) and `GET /gmail/v1/users/me/messages?q=`
 * finds messages by `rfc822msgid:`. Script failures per operation with `script('send', ...)`
 * (see {@link ScriptedApiFake}); read what was sent in `messages` and what was asked in `requests`.
 */
export class FakeGmailServer extends ScriptedApiFake<GmailOperation> {
  /** the mailbox: every message kept, sent ones and seeded ones */
  readonly messages: GmailMessage[] = [];

  /** Puts a message in the mailbox (an earlier email of a thread), answering it. */
  seed(message: { messageId: string; threadId?: string; raw?: string }): GmailMessage {
    const id = newId();
    const kept: GmailMessage = {
      id,
      threadId: message.threadId ?? id,
      messageId: message.messageId,
      raw: message.raw ?? `Message-ID: ${message.messageId}\r\n\r\n`,
      labelIds: ['SENT'],
    };
    this.messages.push(kept);
    return kept;
  }

  protected route(method: string, path: string): GmailOperation | undefined {
    if (method === 'POST' && path === '/gmail/v1/users/me/messages/send') return 'send';
    if (method === 'GET' && path === '/gmail/v1/users/me/messages') return 'list';
    return undefined;
  }

  protected errorBody(status: number, message: string): unknown {
    const reason =
      status === 401 ? 'authError' : status === 429 ? 'rateLimitExceeded' : status >= 500 ? 'backendError' : 'failedPrecondition';
    return { error: { code: status, message, errors: [{ message, domain: 'global', reason }], status: `HTTP_${status}` } };
  }

  protected perform(operation: GmailOperation, request: FakeApiRequest<GmailOperation>): FakeApiAnswer {
    return operation === 'send' ? this.sendMessage(request) : this.list(request);
  }

  private sendMessage(request: FakeApiRequest<GmailOperation>): FakeApiAnswer {
    let body: { raw?: unknown; threadId?: unknown };
    try {
      body = JSON.parse(request.body) as { raw?: unknown; threadId?: unknown };
    } catch {
      return { status: 400, body: this.errorBody(400, 'Invalid JSON payload received.') };
    }
    if (typeof body.raw !== 'string' || body.raw === '') {
      return {
        status: 400,
        body: this.errorBody(400, "'raw' RFC822 payload message string or uploading message via /upload/* URL required"),
      };
    }
    const raw = Buffer.from(body.raw, 'base64url').toString('utf8');
    const headers = messageHeaders(raw);
    if (!headers.to || !/@/.test(headers.to)) return { status: 400, body: this.errorBody(400, 'Invalid To header') };
    const threaded = typeof body.threadId === 'string';
    const threadId = typeof body.threadId === 'string' ? body.threadId : newId();
    if (threaded && !this.messages.some((message) => message.threadId === threadId)) {
      return { status: 404, body: this.errorBody(404, 'Requested entity was not found.') };
    }
    const message: GmailMessage = { id: newId(), threadId, messageId: headers['message-id'] ?? '', raw, labelIds: ['SENT'] };
    this.messages.push(message);
    return { status: 200, body: { id: message.id, threadId: message.threadId, labelIds: message.labelIds } };
  }

  private list(request: FakeApiRequest<GmailOperation>): FakeApiAnswer {
    const wanted = /rfc822msgid:(\S+)/.exec(request.query.q ?? '')?.[1];
    const found =
      wanted === undefined ? this.messages : this.messages.filter((message) => bare(message.messageId) === bare(wanted));
    if (found.length === 0) return { status: 200, body: { resultSizeEstimate: 0 } };
    return {
      status: 200,
      body: {
        messages: found.map((message) => ({ id: message.id, threadId: message.threadId })),
        resultSizeEstimate: found.length,
      },
    };
  }
}
