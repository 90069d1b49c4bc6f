import { randomBytes } from 'node:crypto';

import {
  messageHeaders,
  ScriptedApiFake,
  type FakeApiAnswer,
  type FakeApiRequest,
} from '../../bin/local/fakes/scripted-api-fake';

export { acceptThenHang, acceptThenReset, answer, hang, reset, type FakeApiStep } from '../../bin/local/fakes/scripted-api-fake';

/**
 * The Microsoft Graph calls the fake knows: list messages, create a message (a draft), send a
 * draft; for push: create and renew a subscription, a message's MIME, the Inbox's messages.
 */
export type GraphOperation = 'list' | 'create' | 'send' | 'subscribe' | 'renew' | 'mime' | 'inbox';

/** A subscription the fake holds. */
export interface GraphSubscription {
  readonly id: string;
  readonly changeType: string;
  readonly resource: string;
  readonly notificationUrl: string;
  readonly lifecycleNotificationUrl: string | undefined;
  readonly clientState: string;
  expirationDateTime: string;
}

/** A message of the fake mailbox: a draft, or sent (moved to Sent Items with a new id, as Exchange does). */
export interface GraphMessage {
  id: string;
  readonly internetMessageId: string;
  readonly conversationId: string;
  isDraft: boolean;
  /** the MIME message it was created from, decoded */
  readonly mime: string;
  /** set on a message delivered to the Inbox */
  readonly inbox?: { readonly receivedDateTime: string };
}

function newId(): string {
  return `AAMk${randomBytes(12).toString('base64url')}=`;
}

/**
 * A fake Microsoft Graph over real HTTP: `POST /v1.0/me/messages` (a base64 MIME body with
 * `Content-Type: text/plain`) creates a draft, `POST /v1.0/me/messages/{id}/send` sends it (it
 * becomes a sent item with a new id; an unknown id is a 404), and
 * `GET /v1.0/me/messages?$filter=internetMessageId eq '…'` finds drafts and sent items by
 * Message-ID. Script failures per operation with `script('send', ...)` (see
 * {@link ScriptedApiFake}); read drafts and sent items in `messages`, requests in `requests`.
 */
export class FakeGraphServer extends ScriptedApiFake<GraphOperation> {
  /** the mailbox: drafts and sent items, and messages delivered to the Inbox */
  readonly messages: GraphMessage[] = [];
  /** subscriptions by id */
  readonly subscriptions = new Map<string, GraphSubscription>();

  /** A message arriving in the Inbox (a reply) at `receivedDateTime`. */
  deliver(mime: string, receivedDateTime: string): GraphMessage {
    const headers = messageHeaders(mime);
    const message: GraphMessage = {
      id: newId(),
      internetMessageId: headers['message-id'] ?? '',
      conversationId: `conv-${randomBytes(6).toString('hex')}`,
      isDraft: false,
      mime,
      inbox: { receivedDateTime },
    };
    this.messages.push(message);
    return message;
  }

  /** Sent items only. */
  get sent(): GraphMessage[] {
    return this.messages.filter((message) => !message.isDraft);
  }

  /** Drafts only. */
  get drafts(): GraphMessage[] {
    return this.messages.filter((message) => message.isDraft);
  }

  protected route(method: string, path: string): GraphOperation | undefined {
    if (method === 'GET' && path === '/v1.0/me/messages') return 'list';
    if (method === 'POST' && path === '/v1.0/me/messages') return 'create';
    if (method === 'POST' && /^\/v1\.0\/me\/messages\/[^/]+\/send$/.test(path)) return 'send';
    if (method === 'POST' && path === '/v1.0/subscriptions') return 'subscribe';
    if (method === 'PATCH' && /^\/v1\.0\/subscriptions\/[^/]+$/.test(path)) return 'renew';
    if (method === 'GET' && /^\/v1\.0\/me\/messages\/[^/]+\/\$value$/.test(path)) return 'mime';
    if (method === 'GET' && path === '/v1.0/me/mailFolders/inbox/messages') return 'inbox';
    return undefined;
  }

  protected errorBody(status: number, message: string): unknown {
    const code =
      status === 401
        ? 'InvalidAuthenticationToken'
        : status === 404
          ? 'ErrorItemNotFound'
          : status === 429
            ? 'ApplicationThrottled'
            : status >= 500
              ? 'ServiceNotAvailable'
              : 'ErrorInvalidRequest';
    return { error: { code, message } };
  }

  protected perform(operation: GraphOperation, request: FakeApiRequest<GraphOperation>): FakeApiAnswer {
    switch (operation) {
      case 'list':
        return this.list(request);
      case 'create':
        return this.create(request);
      case 'send':
        return this.sendDraft(request);
      case 'subscribe':
        return this.subscribe(request);
      case 'renew':
        return this.renew(request);
      case 'mime':
        return this.mimeOf(request);
      case 'inbox':
        return this.inboxList(request);
    }
  }

  private subscribe(request: FakeApiRequest<GraphOperation>): FakeApiAnswer {
    const body = JSON.parse(request.body || '{}') as Record<string, unknown>;
    const { changeType, resource, notificationUrl, lifecycleNotificationUrl, clientState, expirationDateTime } = body;
    if (
      typeof changeType !== 'string' ||
      typeof resource !== 'string' ||
      typeof notificationUrl !== 'string' ||
      !notificationUrl.startsWith('https://') ||
      typeof clientState !== 'string' ||
      clientState.length > 128 ||
      typeof expirationDateTime !== 'string' ||
      Number.isNaN(Date.parse(expirationDateTime))
    ) {
      return { status: 400, body: this.errorBody(400, 'Invalid subscription request.') };
    }
    const subscription: GraphSubscription = {
      id: randomBytes(16).toString('hex'),
      changeType,
      resource,
      notificationUrl,
      lifecycleNotificationUrl: typeof lifecycleNotificationUrl === 'string' ? lifecycleNotificationUrl : undefined,
      clientState,
      expirationDateTime,
    };
    this.subscriptions.set(subscription.id, subscription);
    return { status: 201, body: { ...subscription } };
  }

  private renew(request: FakeApiRequest<GraphOperation>): FakeApiAnswer {
    const id = decodeURIComponent(request.path.split('/')[3] ?? '');
    const subscription = this.subscriptions.get(id);
    if (!subscription) return { status: 404, body: this.errorBody(404, 'The object was not found.') };
    const { expirationDateTime } = JSON.parse(request.body || '{}') as { expirationDateTime?: unknown };
    if (typeof expirationDateTime !== 'string' || Number.isNaN(Date.parse(expirationDateTime))) {
      return { status: 400, body: this.errorBody(400, 'Invalid expirationDateTime.') };
    }
    subscription.expirationDateTime = expirationDateTime;
    return { status: 200, body: { ...subscription } };
  }

  private mimeOf(request: FakeApiRequest<GraphOperation>): FakeApiAnswer {
    const id = decodeURIComponent(request.path.split('/')[4] ?? '');
    const message = this.messages.find((candidate) => candidate.id === id);
    if (!message) return { status: 404, body: this.errorBody(404, 'The specified object was not found in the store.') };
    return { status: 200, text: { contentType: 'text/plain', body: message.mime } };
  }

  private inboxList(request: FakeApiRequest<GraphOperation>): FakeApiAnswer {
    const since = /^receivedDateTime ge (\S+)$/.exec(request.query.$filter ?? '')?.[1];
    const from = since === undefined ? Number.NEGATIVE_INFINITY : Date.parse(since);
    if (Number.isNaN(from)) return { status: 400, body: this.errorBody(400, 'Invalid filter clause.') };
    const found = this.messages
      .filter((message) => message.inbox !== undefined && Date.parse(message.inbox.receivedDateTime) >= from)
      .sort((a, b) => (a.inbox?.receivedDateTime ?? '').localeCompare(b.inbox?.receivedDateTime ?? ''));
    return {
      status: 200,
      body: { value: found.map((message) => ({ id: message.id, receivedDateTime: message.inbox?.receivedDateTime })) },
    };
  }

  private list(request: FakeApiRequest<GraphOperation>): FakeApiAnswer {
    const filter = request.query.$filter ?? '';
    const wanted = /^internetMessageId eq '((?:[^']|'')*)'$/.exec(filter)?.[1]?.replace(/''/g, "'");
    if (filter !== '' && wanted === undefined)
      return { status: 400, body: this.errorBody(400, `Invalid filter clause: ${filter}`) };
    const found = wanted === undefined ? this.messages : this.messages.filter((message) => message.internetMessageId === wanted);
    return {
      status: 200,
      body: { value: found.map(({ id, isDraft, conversationId }) => ({ id, isDraft, conversationId })) },
    };
  }

  private create(request: FakeApiRequest<GraphOperation>): FakeApiAnswer {
    if (!(request.headers['content-type'] ?? '').startsWith('text/plain')) {
      return { status: 400, body: this.errorBody(400, 'Only MIME content (text/plain, base64) is supported by this fake.') };
    }
    const mime = Buffer.from(request.body.trim(), 'base64').toString('utf8');
    const headers = messageHeaders(mime);
    if (!headers['message-id'] || !headers.to) return { status: 400, body: this.errorBody(400, 'Invalid MIME content.') };
    // a reply joins the conversation of the message it answers
    const parent = headers['in-reply-to']
      ? this.messages.find((message) => message.internetMessageId === headers['in-reply-to'])
      : undefined;
    const draft: GraphMessage = {
      id: newId(),
      internetMessageId: headers['message-id'],
      conversationId: parent?.conversationId ?? `conv-${randomBytes(6).toString('hex')}`,
      isDraft: true,
      mime,
    };
    this.messages.push(draft);
    return {
      status: 201,
      body: { id: draft.id, isDraft: true, conversationId: draft.conversationId, internetMessageId: draft.internetMessageId },
    };
  }

  private sendDraft(request: FakeApiRequest<GraphOperation>): FakeApiAnswer {
    const id = decodeURIComponent(request.path.split('/')[4] ?? '');
    const draft = this.messages.find((message) => message.id === id && message.isDraft);
    if (!draft) return { status: 404, body: this.errorBody(404, 'The specified object was not found in the store.') };
    draft.isDraft = false;
    draft.id = newId();
    return { status: 202 };
  }
}
