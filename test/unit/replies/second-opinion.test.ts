import { describe, expect, it } from 'vitest';

import type { TokenBudget } from '../../../functions/core/ports/token-budget';
import type { Classification } from '../../../functions/core/replies/classify';
import { withSecondOpinion, type ReplyOpinion, type ReplyReader } from '../../../functions/core/replies/second-opinion';

const NEUTRAL: Classification = { kind: 'REPLY', reason: 'reply', interest: 'NEUTRAL', replyText: 'Tell me more.', refersTo: [] };

/** A budget that grants `tokens` a call until it has none, recording what each grant settled. */
function budget(tokens: number) {
  const settled: number[] = [];
  let left = tokens;
  const port: TokenBudget = {
    acquire: (estimated) => {
      if (left < estimated) return Promise.resolve({ retryAfterMs: 1000 });
      left -= estimated;
      return Promise.resolve({ tokens: estimated, settle: (used) => Promise.resolve(void settled.push(used)) });
    },
  };
  return { port, settled };
}

function reader(answer: ReplyOpinion | undefined | Error) {
  const asked: string[] = [];
  const port: ReplyReader = {
    name: 'openai:test',
    read: (text) => {
      asked.push(text);
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ opinion: answer, usedTokens: 42 });
    },
  };
  return { port, asked };
}

const INTERESTED: ReplyOpinion = { interest: 'INTERESTED', stop: false, referral: true, meetingRequest: true };

describe('withSecondOpinion', () => {
  it("takes the model's reading of a NEUTRAL reply and settles the tokens it used", async () => {
    const model = reader(INTERESTED);
    const tokens = budget(10_000);

    const read = await withSecondOpinion({ reader: model.port, budget: tokens.port }, NEUTRAL);

    expect(read).toMatchObject({
      kind: 'REPLY',
      interest: 'INTERESTED',
      referral: true,
      meetingRequest: true,
      secondOpinion: 'openai:test',
    });
    expect(model.asked).toEqual(['Tell me more.']);
    expect(tokens.settled).toEqual([42]);
  });

  it('makes the reply a STOP, not interested, when the model reads a request to stop', async () => {
    const model = reader({ interest: 'NEUTRAL', stop: true, referral: false, meetingRequest: false });
    const read = await withSecondOpinion({ reader: model.port, budget: budget(10_000).port }, NEUTRAL);
    expect(read).toMatchObject({ kind: 'STOP', interest: 'NOT_INTERESTED' });
  });

  it.each([
    ['an interested reply', { ...NEUTRAL, interest: 'INTERESTED' as const }],
    ['a stop', { ...NEUTRAL, kind: 'STOP' as const }],
    ['an absence notice', { kind: 'OUT_OF_OFFICE' as const, reason: 'subject', refersTo: [] }],
    ['a reply without words', { ...NEUTRAL, replyText: '  ' }],
  ])('does not ask about %s', async (_name, classification: Classification) => {
    const model = reader(INTERESTED);
    await expect(withSecondOpinion({ reader: model.port, budget: budget(10_000).port }, classification)).resolves.toBe(
      classification,
    );
    expect(model.asked).toEqual([]);
  });

  it("keeps the rules' answer without a model, without asking when the budget is spent, and when the model fails", async () => {
    await expect(withSecondOpinion({ budget: budget(10_000).port }, NEUTRAL)).resolves.toBe(NEUTRAL);

    const unasked = reader(INTERESTED);
    await expect(withSecondOpinion({ reader: unasked.port, budget: budget(1).port }, NEUTRAL)).resolves.toBe(NEUTRAL);
    expect(unasked.asked).toEqual([]);

    const failing = reader(new Error('502 from the model'));
    const tokens = budget(10_000);
    await expect(withSecondOpinion({ reader: failing.port, budget: tokens.port }, NEUTRAL)).resolves.toBe(NEUTRAL);
    expect(tokens.settled).toHaveLength(1);
    expect(tokens.settled[0]).toBeGreaterThan(0);

    const unusable = reader(undefined);
    await expect(withSecondOpinion({ reader: unusable.port, budget: budget(10_000).port }, NEUTRAL)).resolves.toBe(NEUTRAL);
  });
});
