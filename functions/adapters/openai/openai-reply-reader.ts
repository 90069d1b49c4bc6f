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
export const ReplyOpinionSchema = z.object({
  interest: z.enum(REPLY_INTERESTS),
  stop: z.boolean(),
  referral: z.boolean(),
  meetingRequest: z.boolean(),
});

/** The answer's shape, enforced by structured output (a strict JSON schema), written out as the writer's is. */
export const REPLY_OPINION_FORMAT = {
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

function opinionOf(completion: OpenAI.Chat.Completions.ChatCompletion): ReplyOpinion | undefined {
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

/**
 * A reader that asks an OpenAI (or OpenAI-compatible) chat model what a reply's words mean, through
 * structured output; an answer that is cut off, refused or off the schema is no opinion. API errors
 * that outlive the client's retries throw (the caller keeps the rules' answer).
 */
export function createOpenAiReplyReader(options: {
  readonly client: OpenAI;
  readonly model: string;
  readonly maxTokensField?: 'max_completion_tokens' | 'max_tokens';
}): ReplyReader {
  const { client, model } = options;
  const limit =
    options.maxTokensField === 'max_tokens'
      ? { max_tokens: OPINION_ANSWER_TOKENS }
      : { max_completion_tokens: OPINION_ANSWER_TOKENS };
  return {
    name: `openai:${model}`,
    async read(text) {
      const completion = await client.chat.completions.create({
        model,
        messages: [
          { role: 'system', content: OPINION_INSTRUCTIONS },
          { role: 'user', content: text },
        ],
        response_format: REPLY_OPINION_FORMAT,
        ...limit,
      });
      return { opinion: opinionOf(completion), usedTokens: completion.usage?.total_tokens ?? 0 };
    },
  };
}
