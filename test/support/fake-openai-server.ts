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
  /** The usage an answer reported (answers only). */
  usage?: { readonly promptTokens: number; readonly completionTokens: number; readonly totalTokens: number };
}

/** A tokens-per-minute limit of the fake server (see {@link FakeOpenAiServerOptions.tokenLimit}). */
export interface TokenLimit {
  readonly tokens: number;
  readonly windowMs?: number;
  readonly shape?: 'window' | 'bucket';
  readonly charge?: 'requested' | 'usage';
}

export interface FakeOpenAiServerOptions {
  /** Default 0: a free port. */
  readonly port?: number;
  /** Default 127.0.0.1. */
  readonly host?: string;
  /** When set, requests without `Authorization: Bearer <apiKey>` get a 401. */
  readonly apiKey?: string;
  /**
   * A tokens-per-minute limit: a request whose tokens do not fit gets a 429 with `retry-after` /
   * `retry-after-ms` saying when enough tokens free up. `windowMs` defaults to a minute.
   * How the limit is kept is `shape`:
   * - `window` (default): at most `tokens` within any rolling `windowMs`;
   * - `bucket`: a bucket of `tokens` that starts full and refills continuously at `tokens` per
   *   `windowMs`, as OpenAI's headers describe theirs (`x-ratelimit-reset-tokens` is the time until
   *   the used tokens are replenished at the per-minute rate).
   * What a request counts is `charge`:
   * - `requested` (default): its estimated prompt plus the answer's token limit, as OpenAI counts a
   *   request when it arrives; counted when it is answered;
   * - `usage`: the total tokens its answer reports in `usage`, counted when it arrives (so requests
   *   answered slowly at the same time cannot all slip under the limit). Only answers count: a
   *   scripted 429, error or hang uses no tokens. A scripted answer refused stays first in the script.
   */
  readonly tokenLimit?: TokenLimit;
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
  /** the `bucket` shape's level, and when it was last refilled; undefined: full */
  private bucket: { level: number; at: number } | undefined;
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

  /** Forgets the script, the recorded requests and the token window (a bucket is full again). */
  reset(): this {
    this.steps.length = 0;
    this.requests.length = 0;
    this.window.length = 0;
    this.bucket = undefined;
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

    const limit = this.options.tokenLimit;
    const chargeUsage = limit?.charge === 'usage';
    // tokens to count in the window once answered: the requested ones, unless usage is charged on arrival
    let charge: number | undefined;
    if (limit && !chargeUsage) {
      charge = estimatePromptTokens(record.body) + (record.body.max_completion_tokens ?? record.body.max_tokens ?? 0);
      if (this.rateLimitedByTokens(response, record, charge)) return;
    }

    const scripted = this.steps.shift();
    const step = scripted ?? (await this.fallback(record));
    if (chargeUsage && step.kind === 'answer') {
      const { totalTokens } = usageOf(step, record.body);
      if (this.rateLimitedByTokens(response, record, totalTokens)) {
        if (scripted) this.steps.unshift(scripted);
        return;
      }
      this.charge(totalTokens);
    }
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
        return this.answer(response, record, step, charge);
    }
  }

  private answer(
    response: ServerResponse,
    record: RecordedRequest,
    step: Extract<FakeOpenAiStep, { kind: 'answer' }>,
    charge: number | undefined,
  ): void {
    const usage = usageOf(step, record.body);
    const { promptTokens, completionTokens } = usage;
    record.usage = usage;
    if (charge !== undefined) this.charge(charge);
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

  /** Counts tokens against the limit, now. */
  private charge(tokens: number): void {
    const limit = this.options.tokenLimit;
    if (!limit) return;
    const now = this.now();
    if (limit.shape === 'bucket') this.bucket = { level: this.bucketLevel(limit, now) - tokens, at: now };
    else this.window.push({ at: now, tokens });
  }

  /** The `bucket` shape's level at `now`: what was left, refilled at the limit's rate, at most full. */
  private bucketLevel(limit: TokenLimit, now: number): number {
    if (!this.bucket) return limit.tokens;
    const perMs = limit.tokens / (limit.windowMs ?? 60_000);
    return Math.min(limit.tokens, this.bucket.level + Math.max(0, now - this.bucket.at) * perMs);
  }

  /** Answers 429 and returns true when `requested` tokens do not fit the limit now. */
  private rateLimitedByTokens(response: ServerResponse, record: RecordedRequest, requested: number): boolean {
    const limit = this.options.tokenLimit;
    if (!limit) return false;
    const windowMs = limit.windowMs ?? 60_000;
    const now = this.now();
    while (this.window.length > 0 && (this.window[0]?.at ?? now) <= now - windowMs) this.window.shift();
    const used =
      limit.shape === 'bucket'
        ? limit.tokens - this.bucketLevel(limit, now)
        : this.window.reduce((sum, entry) => sum + entry.tokens, 0);
    const headers = {
      'x-ratelimit-limit-tokens': String(limit.tokens),
      'x-ratelimit-remaining-tokens': String(Math.max(0, Math.floor(limit.tokens - used))),
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
    let waitMs = windowMs;
    if (limit.shape === 'bucket') {
      // the bucket refills at the limit's rate until it holds the request
      waitMs = Math.max(1, Math.ceil(((used + requested - limit.tokens) * windowMs) / limit.tokens));
    } else {
      // wait until the oldest entries have left the window and enough tokens are free
      let freed = 0;
      for (const entry of this.window) {
        freed += entry.tokens;
        if (used - freed + requested <= limit.tokens) {
          waitMs = Math.max(1, entry.at + windowMs - now);
          break;
        }
      }
    }
    this.sendError(
      response,
      record,
      429,
      `Rate limit reached for tokens per minute: limit ${limit.tokens}, used ${Math.ceil(used)}.`,
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

/** The usage an answer reports: its scripted numbers, else estimates of the prompt and of its content. */
function usageOf(
  step: Extract<FakeOpenAiStep, { kind: 'answer' }>,
  body: ChatRequestBody,
): { promptTokens: number; completionTokens: number; totalTokens: number } {
  const promptTokens = step.usage?.promptTokens ?? estimatePromptTokens(body);
  const completionTokens = step.usage?.completionTokens ?? estimateTokens(step.content ?? step.refusal ?? '');
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
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
