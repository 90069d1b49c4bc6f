import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createReplyStore } from '../../../functions/adapters/dynamodb/reply-store';
import { inboundMailHandler } from '../../../functions/composition/inbound-mail';
import type { InboundMailHandler } from '../../../functions/core/ports/inbound-mail';
import { JOBS } from '../../../shared/platform/jobs';
import { FakeOpenAiServer, jsonAnswer, serverError } from '../../support/fake-openai-server';
import { jobWiring } from '../../support/generation';
import { installDeps, settableClock, type TestDeps } from '../../support/http';
import { replyMail, sentWorld, type SentWorld } from '../../support/reply-world';
import { smtpSending } from '../../support/sending-world';
import { useTestTable } from '../../support/table-per-file';

const table = useTestTable();
const clock = settableClock('2026-03-02T10:00:00.000Z');
const environment = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL', 'MODEL_TOKENS_PER_MINUTE'] as const;
const previous = Object.fromEntries(environment.map((name) => [name, process.env[name]]));
let deps: TestDeps;
let fake: FakeOpenAiServer;

/** A reply the rules read as a person's, with no interest either way. */
const NEUTRAL_WORDS = 'Thanks for the note. Could you tell me a bit more about how the sensors are installed?';

beforeAll(async () => {
  deps = installDeps(table, clock);
  fake = await new FakeOpenAiServer({ apiKey: 'opinion-key' }).start();
});

afterAll(async () => {
  restoreEnvironment();
  await fake.stop();
});

beforeEach(() => {
  clock.set('2026-03-02T10:00:00.000Z');
  fake.reset();
  restoreEnvironment();
});

function restoreEnvironment(): void {
  for (const name of environment) {
    const value = previous[name];
    if (value === undefined) Reflect.deleteProperty(process.env, name);
    else process.env[name] = value;
  }
}

/** The mailbox's handler with the scripted model configured (its own token bucket per model name). */
function handlerWithModel(model: string, tokensPerMinute = 600_000): InboundMailHandler {
  Object.assign(process.env, {
    OPENAI_API_KEY: 'opinion-key',
    OPENAI_BASE_URL: fake.baseUrl,
    OPENAI_MODEL: model,
    MODEL_TOKENS_PER_MINUTE: String(tokensPerMinute),
  });
  return inboundMailHandler(jobWiring(JOBS.inboundConsumer, clock));
}

const { planUntilQueued } = smtpSending({
  deps: () => deps,
  clock,
  server: () => ({ port: 0, password: '' }),
  prefix: 'opinion',
});

async function sent(): Promise<SentWorld> {
  const world = await sentWorld(deps, clock, planUntilQueued, 'opinion');
  clock.set('2026-03-03T10:00:00.000Z');
  return world;
}

async function keptOf(world: SentWorld) {
  const [kept] = await createReplyStore(table.client, table.tableName).ofContact(world.world.ctx, world.email.contactId);
  return kept;
}

describe("the model's second opinion", () => {
  it('reads a reply the rules leave NEUTRAL, with structured output, and its reading is kept', async () => {
    const handle = handlerWithModel('opinion-model');
    const world = await sent();
    fake.script(jsonAnswer({ interest: 'INTERESTED', stop: false, referral: false, meetingRequest: true }));

    await expect(handle(world.mailbox, replyMail(world, NEUTRAL_WORDS))).resolves.toMatchObject({ outcome: 'REPLIED' });

    expect(await keptOf(world)).toMatchObject({
      kind: 'REPLY',
      interest: 'INTERESTED',
      meetingRequest: true,
      secondOpinion: 'openai:opinion-model',
    });
    const [request] = fake.chatRequests;
    expect(request?.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'reply_opinion', strict: true },
    });
    expect(JSON.stringify(request?.body.messages)).toContain('how the sensors are installed');
  });

  it('makes a reply a STOP when the model reads a request to stop, and suppresses the contact', async () => {
    const handle = handlerWithModel('opinion-model');
    const world = await sent();
    fake.script(jsonAnswer({ interest: 'NOT_INTERESTED', stop: true, referral: false, meetingRequest: false }));

    await expect(handle(world.mailbox, replyMail(world, NEUTRAL_WORDS))).resolves.toMatchObject({ outcome: 'STOP_REQUESTED' });

    expect(await keptOf(world)).toMatchObject({ kind: 'STOP', interest: 'NOT_INTERESTED' });
    expect(await deps.repos.contacts.get(world.world.ctx, world.email.contactId)).toMatchObject({ status: 'DO_NOT_CONTACT' });
  });

  it('is not asked about a reply the rules read an interest in', async () => {
    const handle = handlerWithModel('opinion-model');
    const world = await sent();

    await handle(world.mailbox, replyMail(world, 'We are interested. Could we talk on Thursday?'));

    expect(fake.chatRequests).toHaveLength(0);
    expect(await keptOf(world)).toMatchObject({ kind: 'REPLY', interest: 'INTERESTED' });
    expect((await keptOf(world))?.secondOpinion).toBeUndefined();
  });

  it("keeps the rules' answer when the model fails", async () => {
    const handle = handlerWithModel('opinion-model');
    const world = await sent();
    fake.script(serverError(), serverError());

    await expect(handle(world.mailbox, replyMail(world, NEUTRAL_WORDS))).resolves.toMatchObject({ outcome: 'REPLIED' });

    expect(fake.chatRequests.length).toBeGreaterThan(0);
    expect(await keptOf(world)).toMatchObject({ kind: 'REPLY', interest: 'NEUTRAL' });
    expect((await keptOf(world))?.secondOpinion).toBeUndefined();
  });

  it("keeps the rules' answer, without calling the model, when the token budget is spent", async () => {
    const first = await sent();
    const second = await sent();
    const handle = handlerWithModel('tiny-budget-model', 40);
    fake.script(
      jsonAnswer({ interest: 'INTERESTED', stop: false, referral: false, meetingRequest: false }, { promptTokens: 200 }),
      jsonAnswer({ interest: 'INTERESTED', stop: false, referral: false, meetingRequest: false }),
    );

    await handle(first.mailbox, replyMail(first, NEUTRAL_WORDS));
    await handle(second.mailbox, replyMail(second, NEUTRAL_WORDS));

    expect(fake.chatRequests).toHaveLength(1);
    expect(await keptOf(second)).toMatchObject({ kind: 'REPLY', interest: 'NEUTRAL' });
  });

  it('is never asked without a configured model: the rules alone decide', async () => {
    const handle = inboundMailHandler(jobWiring(JOBS.inboundConsumer, clock));
    const world = await sent();

    await handle(world.mailbox, replyMail(world, NEUTRAL_WORDS));

    expect(fake.chatRequests).toHaveLength(0);
    expect(await keptOf(world)).toMatchObject({ kind: 'REPLY', interest: 'NEUTRAL' });
  });
});
