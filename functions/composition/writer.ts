import OpenAI from 'openai';

import {
  capRetryWait,
  createOpenAiWriter,
  DEFAULT_MAX_RETRY_WAIT_MS,
  DEFAULT_OPENAI_MODEL,
} from '../adapters/openai/openai-writer';
import { readSecretString } from '../adapters/secrets/secrets-manager';
import { createOfflineWriter } from '../core/writing/offline';
import type { Writer } from '../core/writing/writer';
import { integerEnv, optionalEnv, requireEnv } from './environment';
import { requireNeed, type Wiring } from './wiring';

/** The writers there are: `offline` (no network) and `openai` (any OpenAI-compatible server). */
export const WRITER_KINDS = ['offline', 'openai'] as const;
export type WriterKind = (typeof WRITER_KINDS)[number];

/**
 * `openai` when a model key is configured, else `offline` (README.md, Writing): `OPENAI_API_KEY` locally,
 * `OPENAI_SECRET_ARN` (the Secrets Manager secret holding it) in the cloud.
 */
export function configuredWriterKind(): WriterKind {
  return optionalEnv('OPENAI_API_KEY') || optionalEnv('OPENAI_SECRET_ARN') ? 'openai' : 'offline';
}

/**
 * The writer of the given kind (default: the configured one). In the cloud the key is read once
 * from the secret `OPENAI_SECRET_ARN` names.
 *
 * @throws Error naming the missing variable when `openai` is asked for without a key or a secret.
 */
export async function createWriter(kind: WriterKind = configuredWriterKind()): Promise<Writer> {
  if (kind === 'offline') return createOfflineWriter();
  const secretArn = optionalEnv('OPENAI_API_KEY') ? undefined : optionalEnv('OPENAI_SECRET_ARN');
  return openAiWriterFromEnv(secretArn ? { apiKey: await readSecretString(secretArn) } : {});
}

/**
 * The OpenAI writer configured from the environment: OPENAI_API_KEY (required unless `apiKey` is
 * given, as when it was read from Secrets Manager), OPENAI_BASE_URL
 * (an OpenAI-compatible server), OPENAI_MODEL (default {@link DEFAULT_OPENAI_MODEL}),
 * OPENAI_TIMEOUT_MS (per request, default 60000), OPENAI_MAX_RETRIES (default 2) and
 * OPENAI_MAX_RETRY_WAIT_MS (the longest retry-after it waits, default 30000). Call it once,
 * at module scope: it creates the one client the writer keeps, and throws at start-up when a
 * variable is missing or malformed.
 */
export function openAiWriterFromEnv({ apiKey }: { apiKey?: string } = {}): Writer {
  const baseURL = optionalEnv('OPENAI_BASE_URL');
  const client = new OpenAI({
    apiKey: apiKey ?? requireEnv('OPENAI_API_KEY'),
    ...(baseURL === undefined ? {} : { baseURL }),
    timeout: integerEnv('OPENAI_TIMEOUT_MS', 60_000, 1),
    maxRetries: integerEnv('OPENAI_MAX_RETRIES', 2, 0),
    fetch: capRetryWait(integerEnv('OPENAI_MAX_RETRY_WAIT_MS', DEFAULT_MAX_RETRY_WAIT_MS, 0)),
  });
  return createOpenAiWriter({ client, model: optionalEnv('OPENAI_MODEL') ?? DEFAULT_OPENAI_MODEL });
}

/**
 * The configured writer for a function that declares the model key. Its name is known at once; an
 * OpenAI writer whose key lives in Secrets Manager reads it on the first write, once.
 */
export function configuredWriter(wiring: Wiring): Writer {
  requireNeed(wiring, wiring.fn.needs.modelKey, 'the model key');
  const kind = configuredWriterKind();
  if (kind === 'offline') return createOfflineWriter();
  let writer: Promise<Writer> | undefined;
  return {
    name: `openai:${optionalEnv('OPENAI_MODEL') ?? DEFAULT_OPENAI_MODEL}`,
    async write(input, options) {
      writer ??= createWriter(kind).catch((error: unknown) => {
        writer = undefined;
        throw error;
      });
      return (await writer).write(input, options);
    },
  };
}
