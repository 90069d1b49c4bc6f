import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * One scripted reaction of a fake mail API to one request of an operation:
 * - `answer`: answers this status (and body) without doing anything;
 * - `hang`: never answers and does nothing (the client's timeout has to give up);
 * - `reset`: drops the connection without doing anything;
 * - `acceptThenHang`: does the work (the message is kept) and never answers;
 * - `acceptThenReset`: does the work, then drops the connection instead of answering.
 */
export type FakeApiStep =
  | {
      readonly kind: 'answer';
      readonly status: number;
      readonly body?: unknown;
      readonly headers?: Readonly<Record<string, string>>;
    }
  | { readonly kind: 'hang' }
  | { readonly kind: 'reset' }
  | { readonly kind: 'acceptThenHang' }
  | { readonly kind: 'acceptThenReset' };

/** A step that answers `status` with the API's error body (or `body`, with `headers`), doing nothing. */
export function answer(status: number, body?: unknown, headers?: Readonly<Record<string, string>>): FakeApiStep {
  return { kind: 'answer', status, ...(body === undefined ? {} : { body }), ...(headers === undefined ? {} : { headers }) };
}
export const hang = (): FakeApiStep => ({ kind: 'hang' });
export const reset = (): FakeApiStep => ({ kind: 'reset' });
export const acceptThenHang = (): FakeApiStep => ({ kind: 'acceptThenHang' });
export const acceptThenReset = (): FakeApiStep => ({ kind: 'acceptThenReset' });

/** What the fake saw, and what it did about it. */
export interface FakeApiRequest<Operation extends string> {
  readonly operation: Operation | undefined;
  readonly method: string;
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
  /** header names in lower case */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
  /** the status answered, or what the script made of the request */
  outcome: number | 'hang' | 'reset';
}

/** The fake's answer to a request it handled. */
export interface FakeApiAnswer {
  readonly status: number;
  readonly body?: unknown;
  /** headers besides the content type (`Retry-After`, a redirect's `Location`) */
  readonly headers?: Readonly<Record<string, string>>;
  /** a body sent as it is rather than as JSON (a MIME message), with its content type */
  readonly text?: { readonly contentType: string; readonly body: string };
}

/**
 * A provider's API (a mailbox, a CRM) over real HTTP on 127.0.0.1, for tests and `npm start`: each
 * request is recorded and routed to an operation; a request of an operation takes the next step
 * scripted for it (a status, a hang, a dropped connection, or the work done with no answer), else
 * it is handled for real. Bearer tokens are checked when `validTokens` is set (another one gets a
 * 401); a fake with its own token rules overrides `authorizes`.
 */
export abstract class ScriptedApiFake<Operation extends string> {
  /** every request, in arrival order */
  readonly requests: FakeApiRequest<Operation>[] = [];
  /** the access tokens accepted; undefined: any bearer token */
  validTokens: Set<string> | undefined;
  private readonly steps = new Map<Operation, FakeApiStep[]>();
  private readonly held = new Set<ServerResponse>();
  private server: Server | undefined;

  /** The API's origin, to give the mailer as its base URL. */
  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('The fake is not started.');
    return `http://127.0.0.1:${address.port}`;
  }

  /** Listens on `port` of 127.0.0.1; 0 (the default) takes a free one. */
  async start(port = 0): Promise<this> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`The fake failed: ${String(error)}`);
      });
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => resolve());
    });
    return this;
  }

  /** Stops listening and drops every open connection, held ones included. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const response of this.held) response.destroy();
    this.held.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Appends steps for the next requests of `operation`. */
  script(operation: Operation, ...steps: FakeApiStep[]): this {
    this.steps.set(operation, [...(this.steps.get(operation) ?? []), ...steps]);
    return this;
  }

  /** Requests of one operation, in arrival order. */
  requestsOf(operation: Operation): FakeApiRequest<Operation>[] {
    return this.requests.filter((request) => request.operation === operation);
  }

  /** Forgets the script, the recorded requests and the token rule (the API's data stays). */
  resetScript(): this {
    this.steps.clear();
    this.requests.length = 0;
    this.validTokens = undefined;
    return this;
  }

  /** The operation of a request, or undefined for an unknown route (404). */
  protected abstract route(method: string, path: string): Operation | undefined;
  /** Does the work of a request and answers. */
  protected abstract perform(operation: Operation, request: FakeApiRequest<Operation>): FakeApiAnswer;
  /** The API's error body for a status. */
  protected abstract errorBody(status: number, message: string): unknown;

  /** Whether a request of `operation` may go on with this bearer token (undefined when none was sent). */
  protected authorizes(_operation: Operation, token: string | undefined): boolean {
    return token !== undefined && (this.validTokens === undefined || this.validTokens.has(token));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of request) chunks.push(chunk as Buffer);
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(request.headers)) {
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
    }
    const record: FakeApiRequest<Operation> = {
      operation: this.route(method, url.pathname),
      method,
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      headers,
      body: Buffer.concat(chunks).toString('utf8'),
      outcome: 0,
    };
    this.requests.push(record);
    const operation = record.operation;
    if (operation === undefined) return this.respond(response, record, { status: 404, body: this.errorBody(404, 'Not found') });
    const token = /^Bearer (.+)$/.exec(headers.authorization ?? '')?.[1];
    if (!this.authorizes(operation, token)) {
      return this.respond(response, record, { status: 401, body: this.errorBody(401, 'Invalid authentication credentials') });
    }
    const step = this.steps.get(operation)?.shift();
    switch (step?.kind) {
      case undefined:
        return this.respond(response, record, this.perform(operation, record));
      case 'answer':
        return this.respond(response, record, {
          status: step.status,
          body: step.body ?? this.errorBody(step.status, `Scripted ${step.status}`),
          ...(step.headers ? { headers: step.headers } : {}),
        });
      case 'hang':
        return this.hold(response, record);
      case 'reset':
        return this.drop(response, record);
      case 'acceptThenHang':
        this.perform(operation, record);
        return this.hold(response, record);
      case 'acceptThenReset':
        this.perform(operation, record);
        return this.drop(response, record);
    }
  }

  private respond(response: ServerResponse, record: FakeApiRequest<Operation>, answered: FakeApiAnswer): void {
    record.outcome = answered.status;
    const headers = answered.headers ?? {};
    if (answered.text !== undefined) {
      response.writeHead(answered.status, { ...headers, 'content-type': answered.text.contentType });
      response.end(answered.text.body);
      return;
    }
    if (answered.body === undefined) {
      response.writeHead(answered.status, headers);
      response.end();
      return;
    }
    response.writeHead(answered.status, { ...headers, 'content-type': 'application/json' });
    response.end(JSON.stringify(answered.body));
  }

  private hold(response: ServerResponse, record: FakeApiRequest<Operation>): void {
    record.outcome = 'hang';
    this.held.add(response);
    response.on('close', () => this.held.delete(response));
  }

  private drop(response: ServerResponse, record: FakeApiRequest<Operation>): void {
    record.outcome = 'reset';
    response.socket?.destroy();
  }
}

/**
 * The header fields of a raw RFC 5322 message, unfolded, by lower-case name (the first of each).
 * For assertions on what a mailer built.
 */
export function messageHeaders(raw: string): Record<string, string> {
  const end = raw.search(/\r?\n\r?\n/);
  const block = (end === -1 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of block.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers[name] ??= line.slice(colon + 1).trim();
  }
  return headers;
}
