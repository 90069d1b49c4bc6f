import type OpenAI from 'openai';

import { REPLY_INTERESTS } from '../../../shared/schemas/email-reply';
import * as z from '../../../shared/schemas/zod';
import {
  OPINION_ANSWER_TOKENS,
  OPINION_INSTRUCTIONS,
  type ReplyOpinion,
  type ReplyReader,
} from '../../core/replies/second-opinion';

/** What the model answers, checked again when it comes back. */
const ReplyOpinionSchema = z.object({
  interest: z.enum(REPLY_INTERESTS),
  stop: z.boolean(),
  referral: z.boolean(),
  meetingRequest: z.boolean(),
});

/** The answer's shape, enforced by structured output (a strict JSON schema), written out as the writer's is. */
const REPLY_OPINION_FORMAT = {
  type: 'json_schema',
  json_schema: {
    name: 'reply_opinion',
    strict: true,
    schema: {
      $schema: 'http://json-schema.org/draft-07/schema#',
      type: 'object',
      properties: {
        interest: { type: 'string', enum: [...REPLY_INTERESTS] },
        stop: { type: 'boolean' },
        referral: { type: 'boolean' },
        meetingRequest: { type: 'boolean' },
      },
      required: ['interest', 'stop', 'referral', 'meetingRequest'],
      additionalProperties: false,
    },
  },
} as const satisfies OpenAI.ResponseFormatJSONSchema;

/** The part of a chat completion the reader reads. */
const CompletionSchema = z.object({
  choices: z.array(
    z.object({
      finish_reason: z.nullable(z.string()),
      message: z.object({ content: z.nullish(z.string()), refusal: z.nullish(z.string()) }),
    }),
  ),
  usage: z.optional(z.object({ total_tokens: z.number() })),
});
type Completion = z.infer<typeof CompletionSchema>;

function opinionOf(completion: Completion): ReplyOpinion | undefined {
  const choice = completion.choices[0];
  if (!choice || choice.finish_reason !== 'stop' || choice.message.refusal || !choice.message.content) return undefined;
  let json: unknown;
  try {
    json = JSON.parse(choice.message.content);
  } catch {
    return undefined;
  }
  const parsed = ReplyOpinionSchema.safeParse(json);
  return parsed.success ? parsed.data : undefined;
}

/** Where the reader asks: an OpenAI-compatible server (OpenAI's own by default), with its key. */
interface ReplyReaderOptions {
  readonly model: string;
  /** `…/v1` of an OpenAI-compatible server; OpenAI's own without it */
  readonly baseUrl?: string | undefined;
  readonly apiKey: string;
  /** how long one call may take before the rules' answer is kept */
  readonly timeoutMs: number;
  readonly maxTokensField?: 'max_completion_tokens' | 'max_tokens';
  /** the HTTP client; the platform's by default */
  readonly fetch?: typeof fetch;
}

/**
 * A reader that asks an OpenAI-compatible chat model what a reply's words mean, with structured
 * output. It makes one chat-completions call over the platform's `fetch` rather than through the
 * OpenAI SDK: the functions that read mailboxes are within their bundle budgets only without the
 * SDK's 145 KB (test/bench/bundles.ts), and one call with no retry needs none of its machinery (a
 * failed call keeps the rules' answer). An answer that is cut off, refused or off the schema is no
 * opinion; an HTTP error or a timeout throws.
 */
export function createOpenAiReplyReader(options: ReplyReaderOptions): ReplyReader {
  const { model } = options;
  const url = `${(options.baseUrl ?? 'https://api.openai.com/v1').replace(/\/+$/, '')}/chat/completions`;
  const limit =
    options.maxTokensField === 'max_tokens'
      ? { max_tokens: OPINION_ANSWER_TOKENS }
      : { max_completion_tokens: OPINION_ANSWER_TOKENS };
  const send = options.fetch ?? fetch;
  return {
    name: `openai:${model}`,
    async read(text) {
      const response = await send(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${options.apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          model,
          messages: [
            { role: 'system', content: OPINION_INSTRUCTIONS },
            { role: 'user', content: text },
          ],
          response_format: REPLY_OPINION_FORMAT,
          ...limit,
        }),
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!response.ok) throw new Error(`The model answered ${String(response.status)}.`);
      const completion = CompletionSchema.safeParse(await response.json());
      if (!completion.success) return { opinion: undefined, usedTokens: 0 };
      return { opinion: opinionOf(completion.data), usedTokens: completion.data.usage?.total_tokens ?? 0 };
    },
  };
}
