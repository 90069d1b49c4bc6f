import { zodResponseFormat } from 'openai/helpers/zod';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';

import { EMAIL_RESPONSE_FORMAT, EmailAnswerSchema } from '../../../functions/adapters/openai/openai-writer';

describe('the structured output the OpenAI writer asks for', () => {
  it("is the strict JSON schema the SDK's zod helper derives from the answer's schema", () => {
    const derived = zodResponseFormat(
      z.object({
        subject: z.string().describe('The subject line; "" for a LinkedIn message.'),
        html: z.string().describe('The body: <html><body> holding one <p> per section.'),
      }),
      'email',
    );

    expect(JSON.parse(JSON.stringify(EMAIL_RESPONSE_FORMAT))).toEqual(JSON.parse(JSON.stringify(derived)));
  });

  it('checks an answer against the same two fields', () => {
    expect(EmailAnswerSchema.safeParse({ subject: 'Hi', html: '<p>x</p>' }).success).toBe(true);
    expect(EmailAnswerSchema.safeParse({ subject: 'Hi' }).success).toBe(false);
    expect(EmailAnswerSchema.safeParse({ subject: 1, html: '' }).success).toBe(false);
  });
});
