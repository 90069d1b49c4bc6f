import type { ReplyInterest } from '../../../shared/schemas/email-reply';
import type { TokenBudget } from '../ports/token-budget';
import type { Classification } from './classify';

/** Estimated tokens of a text: about 4 characters a token, the writers' rule of thumb (writing/prompt.ts, which brings the writing rules). */
function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** What the model reads in a reply's own words. */
export interface ReplyOpinion {
  readonly interest: ReplyInterest;
  /** the person asks not to be written to again */
  readonly stop: boolean;
  /** the person hands the conversation to someone else */
  readonly referral: boolean;
  /** the person asks for a meeting or a call */
  readonly meetingRequest: boolean;
}

/** The longest reply text the model is given: a reply's own words rarely run past a few lines. */
const OPINION_TEXT_MAX_LENGTH = 2000;
/** The largest answer asked for, in tokens: four small fields of JSON. */
export const OPINION_ANSWER_TOKENS = 60;

/** The instructions the model reads before the reply's words. */
export const OPINION_INSTRUCTIONS = [
  'You read the answer a person wrote to a sales email, their own words only (the quoted email is removed).',
  'Say what it means for the sender: interest is INTERESTED (they want to talk, learn more, try, or ask for a meeting),',
  'NOT_INTERESTED (they decline, have another vendor, or ask to stop) or NEUTRAL (neither: a question, a thank-you, an unclear answer);',
  'stop is true only when they ask not to be written to again; referral is true when they point to someone else to talk to;',
  'meetingRequest is true when they ask for or accept a meeting or a call. The answer may be in any language.',
].join(' ');

/** A model that reads a reply's words; undefined from `read` when it gave no usable answer. */
export interface ReplyReader {
  /** `openai:<model>`, as the kept message names the second opinion */
  readonly name: string;
  read(text: string): Promise<{ opinion: ReplyOpinion | undefined; usedTokens: number }>;
}

/** A second opinion's parts: the model, and the token budget every writer shares. */
export interface SecondOpinionDeps {
  readonly reader?: ReplyReader | undefined;
  readonly budget?: TokenBudget | undefined;
}

/** A classification, with what a reply's second opinion may add. */
export type ReadMessage = Classification & {
  readonly referral?: boolean;
  readonly meetingRequest?: boolean;
  /** the model whose opinion was taken */
  readonly secondOpinion?: string;
};

/** Only a person's reply the rules read as NEUTRAL, with words of its own, is worth a model's look. */
function wantsSecondOpinion(classification: Classification): boolean {
  return (
    classification.kind === 'REPLY' && classification.interest === 'NEUTRAL' && (classification.replyText ?? '').trim() !== ''
  );
}

/**
 * The model's reading of a reply the rules left NEUTRAL (and only those), within the token budget:
 * a stop it reads makes the reply a STOP; its interest, referral and meeting request are taken.
 * The rules' answer stands, unchanged, when no model is configured, the budget has no tokens this
 * minute, or the model fails or answers nothing usable: without a model the path is the rules'
 * alone, and deterministic.
 */
export async function withSecondOpinion(deps: SecondOpinionDeps, classification: Classification): Promise<ReadMessage> {
  const { reader, budget } = deps;
  if (!reader || !budget || !wantsSecondOpinion(classification)) return classification;
  const text = (classification.replyText ?? '').slice(0, OPINION_TEXT_MAX_LENGTH);
  const grant = await budget.acquire(estimateTokens(OPINION_INSTRUCTIONS) + estimateTokens(text) + OPINION_ANSWER_TOKENS);
  if ('retryAfterMs' in grant) return classification;
  let answer: Awaited<ReturnType<ReplyReader['read']>> | undefined;
  try {
    answer = await reader.read(text);
  } catch {
    // the model failed after its client's retries: the rules' answer stands
    answer = undefined;
  } finally {
    await grant.settle(answer?.usedTokens ?? grant.tokens);
  }
  const opinion = answer?.opinion;
  if (!opinion) return classification;
  return {
    ...classification,
    kind: opinion.stop ? 'STOP' : 'REPLY',
    interest: opinion.stop ? 'NOT_INTERESTED' : opinion.interest,
    ...(opinion.referral ? { referral: true } : {}),
    ...(opinion.meetingRequest ? { meetingRequest: true } : {}),
    secondOpinion: reader.name,
  };
}
