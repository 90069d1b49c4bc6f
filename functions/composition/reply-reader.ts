import { MODEL_ENV } from '../../shared/platform/environment';
import { createOpenAiReplyReader } from '../adapters/openai/openai-reply-reader';
import { readOptionalSecretString } from '../adapters/secrets/secrets-manager';
import type { ReplyReader, SecondOpinionDeps } from '../core/replies/second-opinion';
import { optionalEnv } from './environment';
import { tokenBudget } from './token-budget';
import { configuredModel, configuredWriterKind, MODEL_SECRET_ENV, NO_KEY } from './model-config';
import type { Wiring } from './wiring';

/** How long one second opinion may take: a mailbox's messages wait on it, and the rules' answer is there already. */
const OPINION_TIMEOUT_MS = 15_000;

/** The model's key as configured: `OPENAI_API_KEY`, else the secret's (read once), else none for a key-less server. */
async function modelKey(): Promise<string | undefined> {
  const key = optionalEnv('OPENAI_API_KEY');
  if (key) return key;
  const secretArn = optionalEnv(MODEL_SECRET_ENV);
  const secret = secretArn ? await readOptionalSecretString(secretArn) : undefined;
  if (secret) return secret;
  return optionalEnv(MODEL_ENV.baseUrl) === undefined ? undefined : NO_KEY;
}

/**
 * The configured model as a reader of replies, deciding on the first read (once) what a missing
 * key means: no key, secret or server is no model, and every reply keeps the rules' answer.
 */
function configuredReplyReader(): ReplyReader {
  let reader: Promise<ReplyReader | undefined> | undefined;
  const model = configuredModel();
  const choose = async (): Promise<ReplyReader | undefined> => {
    const apiKey = await modelKey();
    if (apiKey === undefined) return undefined;
    return createOpenAiReplyReader({ model, apiKey, baseUrl: optionalEnv(MODEL_ENV.baseUrl), timeoutMs: OPINION_TIMEOUT_MS });
  };
  return {
    name: `openai:${model}`,
    async read(text) {
      reader ??= choose().catch((error: unknown) => {
        reader = undefined;
        throw error;
      });
      const chosen = await reader;
      return chosen ? chosen.read(text) : { opinion: undefined, usedTokens: 0 };
    },
  };
}

/**
 * The second opinion of a function that reads mailboxes: the configured model and the token budget
 * every writer shares, when the function declares the model key and a model is configured;
 * otherwise none, and the rules' answer stands.
 */
export function secondOpinionFor(wiring: Wiring): SecondOpinionDeps | undefined {
  if (!wiring.fn.needs.modelKey || configuredWriterKind() === 'offline') return undefined;
  return { reader: configuredReplyReader(), budget: tokenBudget(wiring) };
}
