import { DEFAULT_OPENAI_MODEL } from '../../shared/domain/ai';
import { MODEL_ENV } from '../../shared/platform/environment';
import { optionalEnv } from './environment';

// What the configuration says of the model, apart from the writers themselves: the functions that
// read mailboxes ask the model too (a reply's second opinion) without the writer's SDK and checker.

/** The writers there are: `offline` (no network) and `openai` (any OpenAI-compatible server). */
export const WRITER_KINDS = ['offline', 'openai'] as const;
export type WriterKind = (typeof WRITER_KINDS)[number];

/** The model key's secret, in the cloud (the stage's `openAiSecretName`). */
export const MODEL_SECRET_ENV = 'OPENAI_SECRET_ARN';

/**
 * The key a key-less server is sent: the SDK insists on some key, and a local OpenAI-compatible
 * server (Ollama, llama.cpp, vLLM) that checks none ignores it. It grants nothing anywhere.
 */
export const NO_KEY = 'no-key';

/** The model the writers ask for: `OPENAI_MODEL`, else {@link DEFAULT_OPENAI_MODEL}. */
export function configuredModel(): string {
  return optionalEnv(MODEL_ENV.model) ?? DEFAULT_OPENAI_MODEL;
}

/**
 * `openai` when a model is configured, else `offline`: a key (`OPENAI_API_KEY` locally), the secret
 * holding it (`OPENAI_SECRET_ARN`, in the cloud), or a server that may need no key
 * (`OPENAI_BASE_URL`).
 */
export function configuredWriterKind(): WriterKind {
  return optionalEnv('OPENAI_API_KEY') || optionalEnv(MODEL_SECRET_ENV) || optionalEnv(MODEL_ENV.baseUrl) ? 'openai' : 'offline';
}
