import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Usage numbers of a scripted answer; what is left out is estimated (about 4 characters a token). */
export interface FakeUsage {
  readonly promptTokens?: number;
  readonly completionTokens?: number;
}

/** One scripted reaction of the fake server to one chat-completions request. */
export type FakeOpenAiStep =
  | {
      readonly kind: 'answer';
      /** The assistant message's content (for structured output, the JSON text). */
      readonly content: string | null;
      readonly refusal?: string;
      readonly finishReason?: 'stop' | 'length' | 'content_filter';
      readonly usage?: FakeUsage;
      /** Waits this long before answering (latency). */
      readonly delayMs?: number;
    }
  | { readonly kind: 'rateLimit'; readonly retryAfterSeconds?: number; readonly retryAfterMs?: number }
  | { readonly kind: 'error'; readonly status?: number; readonly message?: string; readonly retryable?: boolean }
  /** Never answers: the client's timeout has to give up. */
  | { readonly kind: 'hang' };

/** A chat-completions request body, as far as the fake reads it. */
export interface ChatRequestBody {
  readonly model?: string;
  readonly messages?: readonly { readonly role: string; readonly content?: unknown }[];
  readonly max_tokens?: number;
  readonly max_completion_tokens?: number;
  readonly response_format?: {
    readonly type: string;
    readonly json_schema?: { readonly name?: string; readonly strict?: boolean };
  };
  readonly [key: string]: unknown;
}

/** What the fake saw, and what it did about it. */
export interface RecordedRequest {
  readonly method: string;
  readonly path: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  readonly body: ChatRequestBody;
  /** Epoch milliseconds when the request's body had arrived. */
  readonly arrivedAt: number;
  /** The status answered, or 'hang'. */
  outcome: number | 'hang';
}

export interface FakeOpenAiServerOptions {
  /** Default 0: a free port. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** When set, requests without `Authorization: Bearer <apiKey>` get a 401. */
  readonly apiKey?: string;
  /**
   * A tokens-per-minute limit: a request whose tokens (estimated prompt plus the answer's token
   * limit, as OpenAI counts them) would take the rolling window over `tokens` gets a 429 with
   * `retry-after` / `retry-after-ms` saying when enough tokens free up. `windowMs` defaults to a minute.
   */
  readonly tokenLimit?: { readonly tokens: number; readonly windowMs?: number };
  /** Answers a request when the script is empty. Default: a 500 marked not retryable, naming the request. */
  readonly fallback?: (request: RecordedRequest) => FakeOpenAiStep | Promise<FakeOpenAiStep>;
  /** The clock of the token window (epoch ms). Default Date.now. */
  readonly now?: () => number;
}

/** An answer step holding `value` as JSON, as structured output returns it. */
export function jsonAnswer(value: unknown, usage?: FakeUsage): FakeOpenAiStep {
  return { kind: 'answer', content: JSON.stringify(value), ...(usage ? { usage } : {}) };
}

/** A 429 step with a `retry-after` header in seconds. */
export function rateLimited(retryAfterSeconds: number): FakeOpenAiStep {
  return { kind: 'rateLimit', retryAfterSeconds };
}

/** A server-error step (500 unless told). */
export function serverError(status = 500): FakeOpenAiStep {
  return { kind: 'error', status };
}

/** A step that never answers. */
export function hang(): FakeOpenAiStep {
  return { kind: 'hang' };
}

/** Estimated tokens of a text, about 4 characters a token (as functions/core/writing/prompt.ts estimates). */
export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** Estimated prompt tokens of a request: each message's text plus a few tokens of framing. */
export function estimatePromptTokens(body: ChatRequestBody): number {
  return (body.messages ?? []).reduce((sum, message) => sum + 4 + estimateTokens(contentText(message.content)), 3);
}

const CHAT_PATHS = new Set(['/v1/chat/completions', '/chat/completions']);

/**
 * A local OpenAI-compatible server over real HTTP (`POST /v1/chat/completions`, also
 * `/chat/completions`, and `GET /v1/models`) that answers from a script: each request takes the
 * next step (an answer, a 429 with retry-after, a server error, or a hang). It records every
 * request with its headers and arrival time, and can enforce a tokens-per-minute limit. It has no
 * test-runner dependency, so the local stack can run it too.
 */
export class FakeOpenAiServer {
  /** Every request, in arrival order. */
  readonly requests: RecordedRequest[] = [];
  private readonly steps: FakeOpenAiStep[] = [];
  private readonly window: { at: number; tokens: number }[] = [];
  private readonly hanging = new Set<ServerResponse>();
  private readonly now: () => number;
  private server: Server | undefined;

  constructor(private readonly options: FakeOpenAiServerOptions = {}) {
    this.now = options.now ?? Date.now;
  }

  /** The base URL to give the OpenAI client (`…/v1`). */
  get baseUrl(): string {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('The fake OpenAI server is not started.');
    return `http://${this.options.host ?? '127.0.0.1'}:${address.port}/v1`;
  }

  /** Steps not yet used. */
  get pendingSteps(): number {
    return this.steps.length;
  }

  /** Chat-completions requests only (not /models), in arrival order. */
  get chatRequests(): RecordedRequest[] {
    return this.requests.filter((request) => CHAT_PATHS.has(request.path));
  }

  async start(): Promise<this> {
    const server = createServer((request, response) => {
      this.handle(request, response).catch((error: unknown) => {
        if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
        response.end(`The fake OpenAI server failed: ${String(error)}`);
      });
    });
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port ?? 0, this.options.host ?? '127.0.0.1', () => resolve());
    });
    return this;
  }

  /** Stops listening and drops every open connection, hanging ones included. */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = undefined;
    for (const response of this.hanging) response.destroy();
    this.hanging.clear();
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** Appends steps to the script. */
  script(...steps: FakeOpenAiStep[]): this {
    this.steps.push(...steps);
    return this;
  }

  /** Forgets the script, the recorded requests and the token window. */
  reset(): this {
    this.steps.length = 0;
    this.requests.length = 0;
    this.window.length = 0;
    return this;
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const raw = await readBody(request);
    const path = (request.url ?? '/').split('?')[0] ?? '/';
    const record: RecordedRequest = {
      method: request.method ?? 'GET',
      path,
      headers: flattenHeaders(request),
      body: parseBody(raw),
      arrivedAt: Date.now(),
      outcome: 0,
    };
    this.requests.push(record);

    if (this.options.apiKey !== undefined && record.headers.authorization !== `Bearer ${this.options.apiKey}`)
      return this.sendError(response, record, 401, 'Incorrect API key provided.', 'invalid_api_key');
    if (record.method === 'GET' && (path === '/v1/models' || path === '/models'))
      return this.send(response, record, 200, {
        object: 'list',
        data: [{ id: 'fake-model', object: 'model', owned_by: 'fake' }],
      });
    if (record.method !== 'POST' || !CHAT_PATHS.has(path))
      return this.sendError(response, record, 404, `Unknown route ${record.method} ${path}.`, 'not_found');
    if (!Array.isArray(record.body.messages))
      return this.sendError(response, record, 400, 'messages is required.', 'invalid_request_error');

    const requested = estimatePromptTokens(record.body) + (record.body.max_completion_tokens ?? record.body.max_tokens ?? 0);
    if (this.options.tokenLimit && this.rateLimitedByTokens(response, record, requested)) return;

    const step = this.steps.shift() ?? (await this.fallback(record));
    switch (step.kind) {
      case 'hang':
        record.outcome = 'hang';
        this.hanging.add(response);
        response.on('close', () => this.hanging.delete(response));
        return;
      case 'rateLimit': {
        const headers: Record<string, string> = {};
        if (step.retryAfterSeconds !== undefined) headers['retry-after'] = String(step.retryAfterSeconds);
        if (step.retryAfterMs !== undefined) headers['retry-after-ms'] = String(step.retryAfterMs);
        return this.sendError(response, record, 429, 'Rate limit reached (scripted).', 'rate_limit_exceeded', headers);
      }
      case 'error':
        return this.sendError(
          response,
          record,
          step.status ?? 500,
          step.message ?? 'The server had an error while processing your request (scripted).',
          'server_error',
          step.retryable === undefined ? {} : { 'x-should-retry': String(step.retryable) },
        );
      case 'answer':
        if (step.delayMs) await new Promise((resolve) => setTimeout(resolve, step.delayMs));
        return this.answer(response, record, step, requested);
    }
  }

  private answer(
    response: ServerResponse,
    record: RecordedRequest,
    step: Extract<FakeOpenAiStep, { kind: 'answer' }>,
    requested: number,
  ): void {
    const promptTokens = step.usage?.promptTokens ?? estimatePromptTokens(record.body);
    const completionTokens = step.usage?.completionTokens ?? estimateTokens(step.content ?? step.refusal ?? '');
    if (this.options.tokenLimit) this.window.push({ at: this.now(), tokens: requested });
    this.send(response, record, 200, {
      id: `chatcmpl-${randomBytes(12).toString('hex')}`,
      object: 'chat.completion',
      created: Math.floor(Date.now() / 1000),
      model: record.body.model ?? 'fake-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: step.content, refusal: step.refusal ?? null },
          logprobs: null,
          finish_reason: step.finishReason ?? 'stop',
        },
      ],
      usage: { prompt_tokens: promptTokens, completion_tokens: completionTokens, total_tokens: promptTokens + completionTokens },
    });
  }

  /** Answers 429 and returns true when `requested` tokens do not fit the rolling window now. */
  private rateLimitedByTokens(response: ServerResponse, record: RecordedRequest, requested: number): boolean {
    const limit = this.options.tokenLimit;
    if (!limit) return false;
    const windowMs = limit.windowMs ?? 60_000;
    const now = this.now();
    while (this.window.length > 0 && (this.window[0]?.at ?? now) <= now - windowMs) this.window.shift();
    const used = this.window.reduce((sum, entry) => sum + entry.tokens, 0);
    const headers = {
      'x-ratelimit-limit-tokens': String(limit.tokens),
      'x-ratelimit-remaining-tokens': String(Math.max(0, limit.tokens - used)),
    };
    if (requested > limit.tokens) {
      this.sendError(
        response,
        record,
        429,
        `Request too large: ${requested} tokens, limit ${limit.tokens} per window.`,
        'tokens',
        {
          ...headers,
          'x-should-retry': 'false',
        },
      );
      return true;
    }
    if (used + requested <= limit.tokens) return false;
    // wait until the oldest entries have left the window and enough tokens are free
    let freed = 0;
    let waitMs = windowMs;
    for (const entry of this.window) {
      freed += entry.tokens;
      if (used - freed + requested <= limit.tokens) {
        waitMs = Math.max(1, entry.at + windowMs - now);
        break;
      }
    }
    this.sendError(
      response,
      record,
      429,
      `Rate limit reached for tokens per minute: limit ${limit.tokens}, used ${used}.`,
      'tokens',
      {
        ...headers,
        'retry-after': String(Math.ceil(waitMs / 1000)),
        'retry-after-ms': String(waitMs),
        'x-ratelimit-reset-tokens': `${waitMs}ms`,
      },
    );
    return true;
  }

  private fallback(record: RecordedRequest): FakeOpenAiStep | Promise<FakeOpenAiStep> {
    if (this.options.fallback) return this.options.fallback(record);
    return {
      kind: 'error',
      status: 500,
      message: `The fake OpenAI server's script is used up (request ${this.chatRequests.length}).`,
      retryable: false,
    };
  }

  private sendError(
    response: ServerResponse,
    record: RecordedRequest,
    status: number,
    message: string,
    code: string,
    headers: Record<string, string> = {},
  ): void {
    this.send(response, record, status, { error: { message, type: code, param: null, code } }, headers);
  }

  private send(
    response: ServerResponse,
    record: RecordedRequest,
    status: number,
    body: unknown,
    headers: Record<string, string> = {},
  ): void {
    record.outcome = status;
    const text = JSON.stringify(body);
    response.writeHead(status, {
      'content-type': 'application/json',
      'content-length': Buffer.byteLength(text),
      'x-request-id': `req_${randomBytes(8).toString('hex')}`,
      ...headers,
    });
    response.end(text);
  }
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

function parseBody(raw: string): ChatRequestBody {
  if (raw === '') return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? (parsed as ChatRequestBody) : {};
  } catch {
    return {};
  }
}

function flattenHeaders(request: IncomingMessage): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(request.headers)) {
    if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function contentText(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content
      .map((part: unknown) =>
        typeof part === 'object' && part !== null && 'text' in part && typeof part.text === 'string' ? part.text : '',
      )
      .join('');
  return '';
}
