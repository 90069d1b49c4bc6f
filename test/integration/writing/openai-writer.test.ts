import OpenAI from 'openai';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { capRetryWait, createOpenAiWriter } from '../../../functions/adapters/openai/openai-writer';
import { createWriter, openAiWriterFromEnv } from '../../../functions/composition/writer';
import { promptFor } from '../../../functions/core/writing/prompt';
import {
  WriterInputSchema,
  checkContextFor,
  type WriterInput,
  type WriterInputDraft,
} from '../../../functions/core/writing/writer';
import { checkEmail } from '../../../shared/rules/email';
import type { EmailDraft } from '../../../shared/rules/email/types';
import {
  FakeOpenAiServer,
  hang,
  jsonAnswer,
  rateLimited,
  serverError,
  type RecordedRequest,
} from '../../support/fake-openai-server';
import { SAMPLE_LINK_EMAIL, SAMPLE_SOFT_CLOSE_EMAIL, SAMPLE_WRITER_INPUT } from '../../support/writer-samples';

const base = SAMPLE_WRITER_INPUT;

function input(overrides: Partial<WriterInputDraft> = {}): WriterInput {
  return WriterInputSchema.parse({ ...base, ...overrides });
}

const linkEmail = SAMPLE_LINK_EMAIL;
const softCloseEmail = SAMPLE_SOFT_CLOSE_EMAIL;

/** The link email for a sender with a signature: the closing is the placeholder alone. */
const signatureEmail: EmailDraft = {
  ...linkEmail,
  html: linkEmail.html.replace('<p>Best,<br>Sam Carter</p>', '<p>{{signature}}</p>'),
};

const linkedInMessage: EmailDraft = {
  subject: '',
  html: '<html><body><p>Hi {{firstName}},</p><p>Ledgerly helps finance teams like yours at Globex close the month in two days.</p><p>Would that be useful for you?</p></body></html>',
};

/** Breaks several rules at once: greeting, dash, hype word, product in the subject, no link, no footer. */
const badEmail: EmailDraft = {
  subject: 'Ledgerly for Globex',
  html: '<html><body><p>Hello there,</p><p>Ledgerly is a revolutionary tool — it closes your books fast.</p><p>Want a demo?</p><p>Best,<br>Sam</p></body></html>',
};

const server = new FakeOpenAiServer();

function client(options: { maxRetries?: number; timeout?: number } = {}): OpenAI {
  return new OpenAI({
    apiKey: 'test-key',
    baseURL: server.baseUrl,
    maxRetries: options.maxRetries ?? 2,
    timeout: options.timeout ?? 5_000,
  });
}

function writer(options: { maxRetries?: number; timeout?: number } = {}) {
  return createOpenAiWriter({ client: client(options), model: 'gpt-4o-mini', maxTokens: 700 });
}

function messagesOf(request: RecordedRequest | undefined): { role: string; content: string }[] {
  return (request?.body.messages ?? []).map((message) => ({ role: message.role, content: String(message.content) }));
}

beforeAll(async () => {
  await server.start();
});

afterEach(() => {
  server.reset();
  vi.unstubAllEnvs();
});

afterAll(async () => {
  await server.stop();
});

describe('the OpenAI writer against a local OpenAI-compatible server', () => {
  it('writes the email on the first answer when it passes every rule', async () => {
    server.script(jsonAnswer(linkEmail, { promptTokens: 812, completionTokens: 150 }));

    const result = await writer().write(input());

    expect(result).toMatchObject({ status: 'WRITTEN', attempts: 1, writer: 'openai:gpt-4o-mini', subject: linkEmail.subject });
    expect(result.html).toBe(linkEmail.html);
    expect(result.text).toContain('Hi {{firstName}},');
    expect(result.verdict.ok).toBe(true);
    expect(result.error).toBeUndefined();
    expect(result.usage).toEqual({ promptTokens: 812, completionTokens: 150, totalTokens: 962 });
    const [request] = server.chatRequests;
    expect(request?.body.model).toBe('gpt-4o-mini');
    expect(request?.body.max_completion_tokens).toBe(700);
    expect(request?.body.response_format?.type).toBe('json_schema');
    expect(request?.body.response_format?.json_schema?.strict).toBe(true);
    expect(request?.headers.authorization).toBe('Bearer test-key');
  });

  it("feeds the checker's violations back and writes the repaired email when the first answer breaks rules", async () => {
    server.script(
      jsonAnswer(badEmail, { promptTokens: 800, completionTokens: 120 }),
      jsonAnswer(linkEmail, { promptTokens: 1000, completionTokens: 150 }),
    );
    const violations = checkEmail(badEmail, checkContextFor(input())).violations;

    const result = await writer().write(input());

    expect(result).toMatchObject({ status: 'WRITTEN', attempts: 2 });
    expect(result.usage).toEqual({ promptTokens: 1800, completionTokens: 270, totalTokens: 2070 });
    expect(server.chatRequests).toHaveLength(2);
    const repair = messagesOf(server.chatRequests[1]);
    expect(repair.at(-2)).toEqual({ role: 'assistant', content: JSON.stringify(badEmail) });
    const feedback = repair.at(-1)?.content ?? '';
    expect(violations.map((violation) => violation.code)).toEqual(expect.arrayContaining(['GREETING', 'DASH', 'FOOTER']));
    for (const violation of violations) {
      expect(feedback, violation.code).toContain(violation.code);
      expect(feedback, violation.code).toContain(violation.message);
    }
    // the repair starts again from the original prompt, not from the growing conversation
    expect(repair.slice(0, 2)).toEqual(messagesOf(server.chatRequests[0]));
  });

  it('answers FAILED with the last verdict after 3 attempts when the answer never passes', async () => {
    server.script(jsonAnswer(badEmail), jsonAnswer(badEmail), jsonAnswer(badEmail), jsonAnswer(linkEmail));

    const result = await writer().write(input());

    expect(result).toMatchObject({ status: 'FAILED', attempts: 3, subject: badEmail.subject, html: badEmail.html });
    expect(result.error).toBeUndefined();
    expect(result.verdict.ok).toBe(false);
    expect(result.verdict.violations.map((violation) => violation.code)).toEqual(expect.arrayContaining(['GREETING', 'DASH']));
    expect(server.chatRequests).toHaveLength(3);
    expect(server.pendingSteps).toBe(1);
    expect(result.usage.totalTokens).toBeGreaterThan(0);
  });

  it('waits as long as retry-after says and writes the email when the server answers 429 first', async () => {
    server.script(rateLimited(1), jsonAnswer(linkEmail));

    const result = await writer().write(input());

    expect(result).toMatchObject({ status: 'WRITTEN', attempts: 1 });
    const [limited, retried] = server.chatRequests;
    expect(limited?.outcome).toBe(429);
    expect(retried?.outcome).toBe(200);
    expect((retried?.arrivedAt ?? 0) - (limited?.arrivedAt ?? 0)).toBeGreaterThanOrEqual(950);
    expect(retried?.headers['x-stainless-retry-count']).toBe('1');
  });

  it('gives up at once, without waiting, when retry-after asks for longer than the writer waits', async () => {
    server.script(rateLimited(3600), jsonAnswer(linkEmail));
    const capped = new OpenAI({ apiKey: 'test-key', baseURL: server.baseUrl, maxRetries: 2, fetch: capRetryWait(2_000) });

    const result = await createOpenAiWriter({ client: capped, model: 'gpt-4o-mini' }).write(input());

    expect(result).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(result.error).toBe('The model is rate-limited and asks to wait 3600 s; the email will be written on a later try.');
    expect(server.chatRequests).toHaveLength(1);
  });

  it('still waits for a retry-after within the cap', async () => {
    server.script(rateLimited(1), jsonAnswer(linkEmail));
    const capped = new OpenAI({ apiKey: 'test-key', baseURL: server.baseUrl, maxRetries: 2, fetch: capRetryWait(2_000) });

    const result = await createOpenAiWriter({ client: capped, model: 'gpt-4o-mini' }).write(input());

    expect(result).toMatchObject({ status: 'WRITTEN', attempts: 1 });
    expect(server.chatRequests.map((request) => request.outcome)).toEqual([429, 200]);
  });

  it('retries and writes the email when the server answers 500 first', async () => {
    server.script(serverError(), jsonAnswer(linkEmail));

    const result = await writer().write(input());

    expect(result).toMatchObject({ status: 'WRITTEN', attempts: 1 });
    expect(server.chatRequests.map((request) => request.outcome)).toEqual([500, 200]);
  });

  it('times out, retries and writes the email when the server hangs once', async () => {
    server.script(hang(), jsonAnswer(linkEmail));

    const result = await writer({ timeout: 300 }).write(input());

    expect(result).toMatchObject({ status: 'WRITTEN', attempts: 1 });
    const [hung, retried] = server.chatRequests;
    expect(hung?.outcome).toBe('hang');
    expect((retried?.arrivedAt ?? 0) - (hung?.arrivedAt ?? 0)).toBeGreaterThanOrEqual(300);
  });

  it('answers FAILED with the error, without throwing, when the server keeps failing', async () => {
    server.script(serverError(), serverError(), serverError());

    const result = await writer({ maxRetries: 2 }).write(input());

    expect(result).toMatchObject({ status: 'FAILED', attempts: 1, subject: '', html: '', text: '' });
    expect(result.error).toMatch(/500/);
    expect(result.verdict.ok).toBe(false);
    expect(server.chatRequests).toHaveLength(3);
  });

  it('answers FAILED with the error when the model refuses', async () => {
    server.script({
      kind: 'answer',
      content: null,
      refusal: 'I cannot help with that.',
      usage: { promptTokens: 700, completionTokens: 8 },
    });

    const result = await writer().write(input());

    expect(result).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(result.error).toContain('I cannot help with that.');
    expect(result.usage.totalTokens).toBe(708);
  });

  it('answers FAILED with the error when the answer is not the JSON asked for', async () => {
    server.script({ kind: 'answer', content: 'Hi there, here is your email!' });

    const result = await writer().write(input());

    expect(result).toMatchObject({ status: 'FAILED', attempts: 1 });
    expect(result.error).toMatch(/JSON/);
  });

  it('rejects when the caller aborts', async () => {
    server.script(hang());
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);

    await expect(writer().write(input(), { signal: controller.signal })).rejects.toThrow();
  });

  it('writes a soft close from a prompt that asks for no link', async () => {
    server.script(jsonAnswer(softCloseEmail));
    const value = input({ callToAction: { objective: 'Start a conversation.' }, generatorVersion: 'MCP_NO_LINKS_GENERATOR' });

    const result = await writer().write(value);

    expect(result).toMatchObject({ status: 'WRITTEN', attempts: 1 });
    const system = messagesOf(server.chatRequests[0])[0]?.content ?? '';
    expect(system).toContain('soft close');
    expect(system).not.toContain('{{link}}');
  });

  it('writes a LinkedIn message with an empty subject', async () => {
    server.script(jsonAnswer({ ...linkedInMessage, subject: 'Ignored' }));
    const value = input({
      channel: 'LINKEDIN',
      generatorVersion: 'LINKEDIN',
      callToAction: { objective: 'Start a conversation.' },
    });

    const result = await writer().write(value);

    expect(result).toMatchObject({ status: 'WRITTEN', attempts: 1, subject: '' });
    expect(result.text).toContain('Would that be useful for you?');
    const system = messagesOf(server.chatRequests[0])[0]?.content ?? '';
    expect(system).toContain('At most 200 characters');
    expect(system).not.toContain('P.S.');
  });
});

describe('the prompt the OpenAI writer sends', () => {
  it("states the language's greeting, closing and footer words", async () => {
    server.script(jsonAnswer(linkEmail));

    await writer().write(input({ language: 'GERMAN' }));

    const system = messagesOf(server.chatRequests[0])[0]?.content ?? '';
    expect(system).toContain('Hallo {{firstName}},');
    expect(system).toContain('Beste Grüße,<br>Sam Carter');
    expect(system).toContain("'nein danke'");
  });

  it('asks for the link anchor only when the email carries the link', async () => {
    server.script(jsonAnswer(linkEmail), jsonAnswer(linkEmail));

    await writer().write(input());
    await writer().write(input({ generatorVersion: 'MCP_NO_LINKS_GENERATOR' }));

    const [withLink, withoutLink] = server.chatRequests.map((request) => messagesOf(request)[0]?.content ?? '');
    expect(withLink).toContain('<a href="{{link}}">');
    expect(withoutLink).not.toContain('{{link}}');
  });

  it('asks for the signature placeholder only when the sender has a signature', async () => {
    server.script(jsonAnswer(signatureEmail), jsonAnswer(linkEmail));

    const signed = await writer().write(input({ sender: { name: 'Sam Carter', signature: '<p>Sam Carter, Northwind</p>' } }));
    const unsigned = await writer().write(input());

    const [withSignature, withoutSignature] = server.chatRequests.map((request) => messagesOf(request)[0]?.content ?? '');
    expect(withSignature).toContain('{{signature}}');
    expect(withSignature).not.toContain('Best,<br>Sam Carter');
    expect(withoutSignature).not.toContain('{{signature}}');
    expect(withoutSignature).toContain('Best,<br>Sam Carter');
    expect([signed.status, unsigned.status]).toEqual(['WRITTEN', 'WRITTEN']);
  });

  it('sends about as many prompt tokens as the prompt builder estimates', async () => {
    server.script(jsonAnswer(linkEmail));

    const result = await writer().write(input());

    // without scripted usage the fake counts about 4 characters a token, as the estimate does
    expect(result.usage.promptTokens).toBe(promptFor(input()).estimatedTokens);
  });
});

describe('the OpenAI writer under a tokens-per-minute limit', () => {
  const limited = new FakeOpenAiServer({
    tokenLimit: { tokens: Math.floor((promptFor(input()).estimatedTokens + 700) * 1.5), windowMs: 1_000 },
  });

  beforeAll(async () => {
    await limited.start();
  });

  afterAll(async () => {
    await limited.stop();
  });

  it('waits for the window to free up and writes the second email when two emails exceed the limit', async () => {
    limited.script(jsonAnswer(linkEmail), jsonAnswer(linkEmail));
    const tpmWriter = createOpenAiWriter({
      client: new OpenAI({ apiKey: 'k', baseURL: limited.baseUrl, maxRetries: 2 }),
      model: 'm',
    });

    const first = await tpmWriter.write(input());
    const second = await tpmWriter.write(input());

    expect([first.status, second.status]).toEqual(['WRITTEN', 'WRITTEN']);
    const [answered, , retried] = limited.chatRequests;
    expect(limited.chatRequests.map((request) => request.outcome)).toEqual([200, 429, 200]);
    expect((retried?.arrivedAt ?? 0) - (answered?.arrivedAt ?? 0)).toBeGreaterThanOrEqual(950);
  });
});

describe('openAiWriterFromEnv', () => {
  it('writes through the server, model, timeout and retries the environment names', async () => {
    vi.stubEnv('OPENAI_API_KEY', 'env-key');
    vi.stubEnv('OPENAI_BASE_URL', server.baseUrl);
    vi.stubEnv('OPENAI_MODEL', 'local-model');
    vi.stubEnv('OPENAI_TIMEOUT_MS', '300');
    vi.stubEnv('OPENAI_MAX_RETRIES', '1');
    server.script(hang(), jsonAnswer(linkEmail));

    const envWriter = openAiWriterFromEnv();
    const result = await envWriter.write(input());

    expect(envWriter.name).toBe('openai:local-model');
    expect(result).toMatchObject({ status: 'WRITTEN', writer: 'openai:local-model' });
    expect(server.chatRequests.map((request) => request.body.model)).toEqual(['local-model', 'local-model']);
    expect(server.chatRequests[1]?.headers.authorization).toBe('Bearer env-key');
  });

  it('writes through a key-less server named by OPENAI_BASE_URL alone, with no OPENAI_API_KEY', async () => {
    vi.stubEnv('OPENAI_API_KEY', '');
    vi.stubEnv('OPENAI_SECRET_ARN', '');
    vi.stubEnv('OPENAI_BASE_URL', server.baseUrl);
    vi.stubEnv('OPENAI_MODEL', 'local-model');
    server.script(jsonAnswer(linkEmail));

    const writer = await createWriter();
    const result = await writer.write(input());

    expect(result).toMatchObject({ status: 'WRITTEN', writer: 'openai:local-model' });
    expect(server.chatRequests.map((request) => request.body.model)).toEqual(['local-model']);
  });

  it('fails at start-up when the key is missing or a number is malformed', () => {
    vi.stubEnv('OPENAI_API_KEY', '');

    expect(() => openAiWriterFromEnv()).toThrow(/OPENAI_API_KEY/);

    vi.stubEnv('OPENAI_API_KEY', 'env-key');
    vi.stubEnv('OPENAI_MAX_RETRIES', 'many');

    expect(() => openAiWriterFromEnv()).toThrow(/OPENAI_MAX_RETRIES/);
  });
});
