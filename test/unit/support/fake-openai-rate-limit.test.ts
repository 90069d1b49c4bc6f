import { afterEach, describe, expect, it } from 'vitest';

import {
  FakeOpenAiServer,
  jsonAnswer,
  serverError,
  type FakeOpenAiServerOptions,
  type FakeOpenAiStep,
} from '../../support/fake-openai-server';

const EMAIL = { subject: 'Hello', html: '<html><body><p>Hi</p></body></html>' };
const WINDOW_MS = 60_000;

let server: FakeOpenAiServer | undefined;
let clockMs = 1_000_000;
const now = () => clockMs;

async function started(options: FakeOpenAiServerOptions): Promise<FakeOpenAiServer> {
  server = await new FakeOpenAiServer({ now, ...options }).start();
  return server;
}

afterEach(async () => {
  await server?.stop();
  server = undefined;
  clockMs = 1_000_000;
});

interface Reply {
  readonly status: number;
  readonly headers: Headers;
  readonly body: { usage?: { prompt_tokens: number; completion_tokens: number; total_tokens: number } };
}

async function complete(fake: FakeOpenAiServer, maxCompletionTokens?: number): Promise<Reply> {
  const response = await fetch(`${fake.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      model: 'fake-model',
      messages: [{ role: 'user', content: 'Write the email.' }],
      ...(maxCompletionTokens === undefined ? {} : { max_completion_tokens: maxCompletionTokens }),
    }),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as Reply['body'] };
}

/** An answer reporting `totalTokens` (1,000 of them the prompt's), after `delayMs`. */
function answerUsing(totalTokens: number, delayMs?: number): FakeOpenAiStep {
  return {
    kind: 'answer',
    content: JSON.stringify(EMAIL),
    usage: { promptTokens: 1_000, completionTokens: totalTokens - 1_000 },
    ...(delayMs === undefined ? {} : { delayMs }),
  };
}

describe('the fake OpenAI server charging reported usage to its tokens-per-minute limit', () => {
  it('reports the usage of each answer and answers 429 with retry-after when the next answer would exceed the limit', async () => {
    const fake = await started({ tokenLimit: { tokens: 10_000, charge: 'usage' } });
    fake.script(answerUsing(6_000), answerUsing(3_000), answerUsing(2_000));

    const first = await complete(fake);
    clockMs += 10_000;
    const second = await complete(fake);
    clockMs += 5_000;
    const refused = await complete(fake);

    expect(first.status).toBe(200);
    expect(first.body.usage).toEqual({ prompt_tokens: 1_000, completion_tokens: 5_000, total_tokens: 6_000 });
    expect(second.status).toBe(200);
    expect(refused.status).toBe(429);
    // 2,000 more fit only once the first answer's 6,000 leave the window, 45 s from now
    expect(refused.headers.get('retry-after-ms')).toBe('45000');
    expect(refused.headers.get('retry-after')).toBe('45');
    expect(refused.headers.get('x-ratelimit-remaining-tokens')).toBe('1000');
    expect(fake.chatRequests.map((request) => request.usage?.totalTokens)).toEqual([6_000, 3_000, undefined]);
  });

  it('keeps a refused scripted answer for the next request, which is answered once the window frees up', async () => {
    const fake = await started({ tokenLimit: { tokens: 10_000, charge: 'usage' } });
    fake.script(answerUsing(8_000), answerUsing(4_000));

    await complete(fake);
    const refused = await complete(fake);
    clockMs += WINDOW_MS;
    const retried = await complete(fake);

    expect([refused.status, retried.status]).toEqual([429, 200]);
    expect(retried.body.usage?.total_tokens).toBe(4_000);
    expect(fake.pendingSteps).toBe(0);
  });

  it('charges an answer when its request arrives, so slow answers at the same time cannot all pass the limit', async () => {
    const fake = await started({ tokenLimit: { tokens: 10_000, charge: 'usage' } });
    fake.script(answerUsing(6_000, 200), answerUsing(6_000, 200));

    const replies = await Promise.all([complete(fake), complete(fake)]);

    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 429]);
  });

  it('charges neither a scripted 429 nor a server error', async () => {
    const fake = await started({ tokenLimit: { tokens: 10_000, charge: 'usage' } });
    fake.script(serverError(), { kind: 'rateLimit', retryAfterSeconds: 1 }, answerUsing(10_000));

    const statuses = [(await complete(fake)).status, (await complete(fake)).status, (await complete(fake)).status];

    expect(statuses).toEqual([500, 429, 200]);
  });

  it('refuses for good, without retry-after, an answer larger than the whole limit', async () => {
    const fake = await started({ tokenLimit: { tokens: 10_000, charge: 'usage' } });
    fake.script(answerUsing(12_000));

    const refused = await complete(fake);

    expect(refused.status).toBe(429);
    expect(refused.headers.get('x-should-retry')).toBe('false');
    expect(refused.headers.get('retry-after')).toBeNull();
  });

  it('counts the estimated prompt and answer when no usage is scripted', async () => {
    const fake = await started({ tokenLimit: { tokens: 10_000, charge: 'usage' } });
    fake.script(jsonAnswer(EMAIL));

    const reply = await complete(fake);

    const json = JSON.stringify(EMAIL);
    // 'Write the email.' is 4 tokens, framed by 3 + 4; the answer about 4 characters a token
    expect(reply.body.usage).toEqual({
      prompt_tokens: 11,
      completion_tokens: Math.ceil(json.length / 4),
      total_tokens: 11 + Math.ceil(json.length / 4),
    });
  });

  it('still charges the requested tokens (prompt and answer limit), not the usage, by default', async () => {
    const fake = await started({ tokenLimit: { tokens: 2_000 } });
    fake.script(answerUsing(9_000), answerUsing(9_000));

    const first = await complete(fake, 1_500);
    const second = await complete(fake, 1_500);

    // 11 + 1,500 requested each: the first fits and reports its 9,000, the second does not fit
    expect([first.status, second.status]).toEqual([200, 429]);
    expect(first.body.usage?.total_tokens).toBe(9_000);
  });

  it('refills a bucket-shaped limit continuously: a request fits as soon as enough tokens came back', async () => {
    const fake = await started({ tokenLimit: { tokens: 10_000, shape: 'bucket', charge: 'usage' } });
    fake.script(answerUsing(10_000), answerUsing(2_000), answerUsing(2_000));

    const full = await complete(fake);
    const refused = await complete(fake);
    // 2,000 tokens come back in 12 s at 10,000 a minute
    clockMs += 12_000;
    const refilled = await complete(fake);

    expect([full.status, refused.status, refilled.status]).toEqual([200, 429, 200]);
    expect(refused.headers.get('retry-after-ms')).toBe('12000');
    expect(refused.headers.get('x-ratelimit-remaining-tokens')).toBe('0');
  });

  it('keeps a rolling window full until its tokens are a window old, where a bucket would have refilled', async () => {
    const fake = await started({ tokenLimit: { tokens: 10_000, charge: 'usage' } });
    fake.script(answerUsing(10_000), answerUsing(2_000));

    await complete(fake);
    clockMs += 12_000;
    const refused = await complete(fake);

    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after-ms')).toBe('48000');
  });
});
