import OpenAI from 'openai';

import { checkEmail, toPlainText } from '../../../shared/rules/email';
import type { EmailCheckResult, EmailDraft } from '../../../shared/rules/email/types';
import * as z from '../../../shared/schemas/zod';
import { DEFAULT_MAX_ANSWER_TOKENS, promptFor, repairMessages, type PromptMessage } from '../../core/writing/prompt';
import {
  NO_USAGE,
  checkContextFor,
  type TokenUsage,
  type WriteOptions,
  type Writer,
  type WriterInput,
  type WriterResult,
} from '../../core/writing/writer';

/** The longest wait a rate-limited call accepts before giving up, when OPENAI_MAX_RETRY_WAIT_MS is not set. */
export const DEFAULT_MAX_RETRY_WAIT_MS = 30_000;

export { DEFAULT_OPENAI_MODEL } from '../../../shared/domain/ai';

/** What the model answers, checked again when it comes back. */
export const EmailAnswerSchema = z.object({ subject: z.string(), html: z.string() });

/**
 * What the model answers, enforced by structured output (a strict JSON schema). Written out rather
 * than derived with the SDK's zod helper, which would bring classic zod, zod 3 and a JSON-schema
 * converter (about 130 KB minified) into every function that writes; a test holds it to what the
 * helper derives.
 */
export const EMAIL_RESPONSE_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'email',
    strict: true,
    schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        subject: { type: 'string', description: 'The subject line; "" for a LinkedIn message.' },
        html: { type: 'string', description: 'The body: <html><body> holding one <p> per section.' },
      },
      required: ['subject', 'html'],
      additionalProperties: false,
    },
  },
} as const satisfies OpenAI.ResponseFormatJSONSchema;

interface OpenAiWriterOptions {
  /** The SDK client; its `maxRetries` and `timeout` govern retries of 408/409/429/5xx and timeouts. */
  readonly client: OpenAI;
  readonly model: string;
  /** Repairs after the first answer when the checker rejects it. Default 2 (at most 3 attempts). */
  readonly maxRepairs?: number;
  /** Largest answer per attempt, in tokens. Default {@link DEFAULT_MAX_ANSWER_TOKENS}. */
  readonly maxTokens?: number;
  /**
   * The request field that carries `maxTokens`: `max_completion_tokens` (OpenAI's current name,
   * required by reasoning models) or `max_tokens` for older OpenAI-compatible servers.
   */
  readonly maxTokensField?: 'max_completion_tokens' | 'max_tokens';
}

type Answer = { readonly email: EmailDraft } | { readonly error: string };

/**
 * A writer that asks an OpenAI (or OpenAI-compatible) chat model for the email through structured
 * output, checks the answer with the writing rules and feeds the violations back for at most
 * `maxRepairs` repairs. It answers WRITTEN only when the final answer passes every rule; a refusal,
 * an unparsable answer or an API error that outlived the SDK's retries answers FAILED with `error`.
 * Only an abort through `options.signal` rejects.
 */
export function createOpenAiWriter(options: OpenAiWriterOptions): Writer {
  const { client, model, maxRepairs = 2, maxTokens = DEFAULT_MAX_ANSWER_TOKENS } = options;
  const maxTokensField = options.maxTokensField ?? 'max_completion_tokens';
  const name = `openai:${model}`;

  async function ask(
    messages: readonly PromptMessage[],
    signal: AbortSignal | undefined,
  ): Promise<{ answer: Answer; usage: TokenUsage }> {
    const completion = await client.chat.completions.create(
      {
        model,
        messages: messages.map((message) => ({ role: message.role, content: message.content })),
        response_format: EMAIL_RESPONSE_FORMAT,
        ...(maxTokensField === 'max_tokens' ? { max_tokens: maxTokens } : { max_completion_tokens: maxTokens }),
      },
      signal ? { signal } : {},
    );
    const usage: TokenUsage = {
      promptTokens: completion.usage?.prompt_tokens ?? 0,
      completionTokens: completion.usage?.completion_tokens ?? 0,
      totalTokens: completion.usage?.total_tokens ?? 0,
    };
    return { answer: readAnswer(completion), usage };
  }

  async function write(input: WriterInput, writeOptions: WriteOptions = {}): Promise<WriterResult> {
    const { signal } = writeOptions;
    const context = checkContextFor(input);
    const prompt = promptFor(input);
    let messages = prompt.messages;
    let usage = NO_USAGE;
    let last: { email: EmailDraft; verdict: EmailCheckResult } | undefined;

    const result = (status: WriterResult['status'], attempts: number, error?: string, retryAfter?: number): WriterResult => {
      const email = last?.email ?? { subject: '', html: '' };
      return {
        status,
        subject: email.subject,
        html: email.html,
        text: email.html === '' ? '' : toPlainText(email.html),
        usage,
        // with no answer at all, the verdict is the empty email's: never a silent pass
        verdict: last?.verdict ?? checkEmail(email, context),
        attempts,
        writer: name,
        ...(error === undefined ? {} : { error }),
        ...(retryAfter === undefined ? {} : { retryAfterMs: retryAfter }),
      };
    };

    for (let attempt = 1; attempt <= maxRepairs + 1; attempt += 1) {
      let reply: { answer: Answer; usage: TokenUsage };
      try {
        reply = await ask(messages, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        return result('FAILED', attempt, describeError(error), waitAskedFor(error));
      }
      usage = addUsage(usage, reply.usage);
      if ('error' in reply.answer) return result('FAILED', attempt, reply.answer.error);

      const email = input.channel === 'LINKEDIN' ? { ...reply.answer.email, subject: '' } : reply.answer.email;
      last = { email, verdict: checkEmail(email, context) };
      if (last.verdict.ok) return result('WRITTEN', attempt);
      if (attempt <= maxRepairs) messages = [...prompt.messages, ...repairMessages(email, last.verdict.violations)];
    }
    return result('FAILED', maxRepairs + 1);
  }

  return { name, write };
}

/**
 * A fetch for the OpenAI client that gives up on a rate-limited or unavailable answer (429, 503)
 * whose retry-after asks for a longer wait than `maxWaitMs`: the SDK honours any retry-after with
 * no upper bound, and a function that sleeps for an hour only times out. The answer is marked
 * `x-should-retry: false`, so the write fails at once and its job is retried later by the queue.
 */
export function capRetryWait(maxWaitMs: number, fetchImpl: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    if (response.status !== 429 && response.status !== 503) return response;
    const waitMs = retryAfterMs(response.headers);
    if (waitMs === undefined || waitMs <= maxWaitMs) return response;
    const headers = new Headers(response.headers);
    headers.set('x-should-retry', 'false');
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

/** The wait a retry-after-ms or retry-after header (seconds or an HTTP date) asks for, in ms. */
function retryAfterMs(headers: Headers): number | undefined {
  const ms = Number(headers.get('retry-after-ms') ?? Number.NaN);
  if (Number.isFinite(ms)) return ms;
  const raw = headers.get('retry-after');
  if (raw === null) return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : date - Date.now();
}

function readAnswer(completion: OpenAI.Chat.Completions.ChatCompletion): Answer {
  const choice = completion.choices[0];
  if (!choice) return { error: 'The model answered no choice.' };
  const { message, finish_reason: finishReason } = choice;
  if (message.refusal) return { error: `The model refused: ${message.refusal}` };
  if (finishReason === 'length') return { error: 'The answer was cut off at the token limit.' };
  if (finishReason === 'content_filter') return { error: 'The answer was stopped by the content filter.' };
  if (!message.content) return { error: 'The model answered no content.' };
  let json: unknown;
  try {
    json = JSON.parse(message.content);
  } catch {
    return { error: 'The answer is not valid JSON.' };
  }
  const parsed = EmailAnswerSchema.safeParse(json);
  if (!parsed.success) return { error: `The answer does not match the schema: ${z.prettifyError(parsed.error)}` };
  return { email: { subject: parsed.data.subject.trim(), html: parsed.data.html.trim() } };
}

function addUsage(a: TokenUsage, b: TokenUsage): TokenUsage {
  return {
    promptTokens: a.promptTokens + b.promptTokens,
    completionTokens: a.completionTokens + b.completionTokens,
    totalTokens: a.totalTokens + b.totalTokens,
  };
}

/** The wait a rate-limited (429) or unavailable (503) answer asked for, in ms (0 when it named none). */
function waitAskedFor(error: unknown): number | undefined {
  if (!(error instanceof OpenAI.RateLimitError) && !(error instanceof OpenAI.InternalServerError && error.status === 503)) {
    return undefined;
  }
  return retryAfterMs(new Headers(error.headers)) ?? 0;
}

function describeError(error: unknown): string {
  if (error instanceof OpenAI.APIConnectionTimeoutError) return 'The model did not answer in time, after retries.';
  if (error instanceof OpenAI.RateLimitError) {
    const waitMs = retryAfterMs(new Headers(error.headers));
    const wait = waitMs === undefined ? '' : ` and asks to wait ${Math.ceil(waitMs / 1000)} s`;
    return `The model is rate-limited${wait}; the email will be written on a later try.`;
  }
  if (error instanceof OpenAI.APIError) return `The model API failed: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}
