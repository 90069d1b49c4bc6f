import { randomBytes } from 'node:crypto';

import {
  messageHeaders,
  ScriptedApiFake,
  type FakeApiAnswer,
  type FakeApiRequest,
} from '../../bin/local/fakes/scripted-api-fake';

export { acceptThenHang, acceptThenReset, answer, hang, reset, type FakeApiStep } from '../../bin/local/fakes/scripted-api-fake';

/** The Gmail API calls the fake knows: `messages.send`, `messages.list`, `messages.get`, `users.watch`, `history.list`. */
export type GmailOperation = 'send' | 'list' | 'get' | 'watch' | 'history';

/** A message in the fake mailbox. */
export interface GmailMessage {
  readonly id: string;
  readonly threadId: string;
  /** the message's Message-ID header, as sent */
  readonly messageId: string;
  /** the raw RFC 5322 message, decoded */
  readonly raw: string;
  readonly labelIds: readonly string[];
  /** the mailbox's history id when the message was added */
  readonly historyId?: number;
}

/** A `users.watch` the fake was asked for. */
export interface GmailWatchRequest {
  readonly topicName: string;
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
 * finds messages by `rfc822msgid:`. For push: `deliver` puts a message in the INBOX with the next
 * history id, `POST .../watch` records the watch, `GET .../history` lists the messages added since
 * a history id (404 before `oldestHistoryId`), `GET .../messages/{id}?format=raw` answers one. Script failures per operation with `script('send', ...)`
 * (see {@link ScriptedApiFake}); read what was sent in `messages` and what was asked in `requests`.
 */
export class FakeGmailServer extends ScriptedApiFake<GmailOperation> {
  /** the mailbox: every message kept, sent ones and seeded ones */
  readonly messages: GmailMessage[] = [];
  /** the mailbox's current history id: each delivered message moves it on */
  historyId = 1000;
  /** history before this id is no longer kept: `history.list` from an older one answers 404 */
  oldestHistoryId = 0;
  /** records per page of `history.list` */
  historyPageSize = 100;
  /** when a watch made now ends, epoch ms (set by the test, as its clock moves) */
  watchExpiresAt = Date.parse('2030-01-01T00:00:00Z');
  /** every watch asked for */
  readonly watches: GmailWatchRequest[] = [];

  /** A message arriving in the INBOX (a reply): it gets the next history id. */
  deliver(raw: string): GmailMessage {
    this.historyId += 1;
    const id = newId();
    const message: GmailMessage = {
      id,
      threadId: id,
      messageId: messageHeaders(raw)['message-id'] ?? '',
      raw,
      labelIds: ['INBOX', 'UNREAD'],
      historyId: this.historyId,
    };
    this.messages.push(message);
    return message;
  }

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
    if (method === 'GET' && /^\/gmail\/v1\/users\/me\/messages\/[^/]+$/.test(path)) return 'get';
    if (method === 'POST' && path === '/gmail/v1/users/me/watch') return 'watch';
    if (method === 'GET' && path === '/gmail/v1/users/me/history') return 'history';
    return undefined;
  }

  protected errorBody(status: number, message: string): unknown {
    const reason =
      status === 401 ? 'authError' : status === 429 ? 'rateLimitExceeded' : status >= 500 ? 'backendError' : 'failedPrecondition';
    return { error: { code: status, message, errors: [{ message, domain: 'global', reason }], status: `HTTP_${status}` } };
  }

  protected perform(operation: GmailOperation, request: FakeApiRequest<GmailOperation>): FakeApiAnswer {
    switch (operation) {
      case 'send':
        return this.sendMessage(request);
      case 'list':
        return this.list(request);
      case 'get':
        return this.get(request);
      case 'watch':
        return this.watch(request);
      case 'history':
        return this.history(request);
    }
  }

  private get(request: FakeApiRequest<GmailOperation>): FakeApiAnswer {
    const id = decodeURIComponent(request.path.split('/').pop() ?? '');
    const message = this.messages.find((candidate) => candidate.id === id);
    if (!message) return { status: 404, body: this.errorBody(404, 'Requested entity was not found.') };
    if (request.query.format !== 'raw') return { status: 400, body: this.errorBody(400, 'This fake answers format=raw only.') };
    return {
      status: 200,
      body: {
        id: message.id,
        threadId: message.threadId,
        labelIds: message.labelIds,
        raw: Buffer.from(message.raw, 'utf8').toString('base64url'),
      },
    };
  }

  private watch(request: FakeApiRequest<GmailOperation>): FakeApiAnswer {
    const body = JSON.parse(request.body || '{}') as { topicName?: unknown; labelIds?: unknown };
    if (typeof body.topicName !== 'string' || !/^projects\/[^/]+\/topics\/[^/]+$/.test(body.topicName)) {
      return { status: 400, body: this.errorBody(400, 'Invalid topicName') };
    }
    this.watches.push({ topicName: body.topicName, labelIds: Array.isArray(body.labelIds) ? (body.labelIds as string[]) : [] });
    return { status: 200, body: { historyId: String(this.historyId), expiration: String(this.watchExpiresAt) } };
  }

  private history(request: FakeApiRequest<GmailOperation>): FakeApiAnswer {
    const start = Number(request.query.startHistoryId);
    if (!Number.isInteger(start)) return { status: 400, body: this.errorBody(400, 'Invalid startHistoryId') };
    if (start < this.oldestHistoryId) return { status: 404, body: this.errorBody(404, 'Requested entity was not found.') };
    const label = request.query.labelId;
    const added = this.messages
      .filter((message) => message.historyId !== undefined && message.historyId > start)
      .filter((message) => label === undefined || message.labelIds.includes(label));
    const offset = Number(request.query.pageToken ?? '0');
    const page = added.slice(offset, offset + this.historyPageSize);
    const next = offset + this.historyPageSize < added.length ? String(offset + this.historyPageSize) : undefined;
    return {
      status: 200,
      body: {
        ...(page.length > 0
          ? {
              history: page.map((message) => ({
                id: String(message.historyId),
                messages: [{ id: message.id, threadId: message.threadId }],
                messagesAdded: [{ message: { id: message.id, threadId: message.threadId, labelIds: message.labelIds } }],
              })),
            }
          : {}),
        historyId: String(this.historyId),
        ...(next ? { nextPageToken: next } : {}),
      },
    };
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
