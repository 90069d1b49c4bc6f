import OpenAI from 'openai';

import { MODEL_ENV } from '../../shared/platform/environment';
import type { WriterStatus } from '../../shared/schemas/campaign-generation';
import { capRetryWait, createOpenAiWriter, DEFAULT_MAX_RETRY_WAIT_MS } from '../adapters/openai/openai-writer';
import { readOptionalSecretString } from '../adapters/secrets/secrets-manager';
import { configuredModel, configuredWriterKind, MODEL_SECRET_ENV, NO_KEY, WRITER_KINDS, type WriterKind } from './model-config';
import { createOfflineWriter } from '../core/writing/offline';
import type { Writer } from '../core/ports/writer';
import { integerEnv, optionalEnv, requireEnv } from './environment';
import { requireNeed, type Wiring } from './wiring';

/** The model configuration, as the writers and the mailbox functions read it (model-config.ts). */
export { configuredModel, configuredWriterKind, MODEL_SECRET_ENV, NO_KEY, WRITER_KINDS, type WriterKind };

/** A writer, and what the campaign page is told about it. */
interface WriterChoice {
  readonly writer: Writer;
  readonly status: WriterStatus;
}

/**
 * The writer the configuration asks for, deciding once what a missing key means:
 * - `OPENAI_API_KEY` set: the model, with that key;
 * - else the secret `OPENAI_SECRET_ARN` names, read once: the model with its key; when the secret
 *   does not exist (the operator has not created it), the model at `OPENAI_BASE_URL` without a key
 *   if one is named, else the offline writer (MODEL_SECRET_MISSING), rather than failing each email;
 * - else `OPENAI_BASE_URL` alone: the model at that server, without a key (a local server);
 * - else the offline writer (NO_MODEL_CONFIGURED).
 */
export async function chooseWriter(): Promise<WriterChoice> {
  const model: WriterStatus = { kind: 'model', model: configuredModel() };
  const key = optionalEnv('OPENAI_API_KEY');
  if (key) return { writer: openAiWriterFromEnv({ apiKey: key }), status: model };
  const secretArn = optionalEnv(MODEL_SECRET_ENV);
  const keyless = optionalEnv(MODEL_ENV.baseUrl) !== undefined;
  if (secretArn) {
    const secret = await readOptionalSecretString(secretArn);
    if (secret) return { writer: openAiWriterFromEnv({ apiKey: secret }), status: model };
    if (!keyless) return { writer: createOfflineWriter(), status: { kind: 'offline', reason: 'MODEL_SECRET_MISSING' } };
  }
  if (keyless) return { writer: openAiWriterFromEnv({ apiKey: NO_KEY }), status: model };
  return { writer: createOfflineWriter(), status: { kind: 'offline', reason: 'NO_MODEL_CONFIGURED' } };
}

/**
 * The writer of the given kind (default: the configured one, as {@link chooseWriter} decides).
 *
 * @throws Error naming the missing variable when `openai` is asked for with no key, secret or server.
 */
export async function createWriter(kind?: WriterKind): Promise<Writer> {
  if (kind === 'offline') return createOfflineWriter();
  if (kind === 'openai' && configuredWriterKind() === 'offline') return openAiWriterFromEnv();
  return (await chooseWriter()).writer;
}

/**
 * The OpenAI writer configured from the environment: OPENAI_API_KEY (required unless `apiKey` is
 * given, as when it was read from Secrets Manager or the server needs none), OPENAI_BASE_URL
 * (an OpenAI-compatible server), OPENAI_MODEL (default `DEFAULT_OPENAI_MODEL`),
 * OPENAI_TIMEOUT_MS (per request, default 60000), OPENAI_MAX_RETRIES (default 2) and
 * OPENAI_MAX_RETRY_WAIT_MS (the longest retry-after it waits, default 30000). Call it once,
 * at module scope: it creates the one client the writer keeps, and throws at start-up when a
 * variable is missing or malformed.
 */
export function openAiWriterFromEnv({ apiKey }: { apiKey?: string } = {}): Writer {
  const baseURL = optionalEnv(MODEL_ENV.baseUrl);
  const client = new OpenAI({
    apiKey: apiKey ?? requireEnv('OPENAI_API_KEY'),
    ...(baseURL === undefined ? {} : { baseURL }),
    timeout: integerEnv('OPENAI_TIMEOUT_MS', 60_000, 1),
    maxRetries: integerEnv('OPENAI_MAX_RETRIES', 2, 0),
    fetch: capRetryWait(integerEnv('OPENAI_MAX_RETRY_WAIT_MS', DEFAULT_MAX_RETRY_WAIT_MS, 0)),
  });
  return createOpenAiWriter({ client, model: configuredModel() });
}

/**
 * The writer choice of a function that declares the model key, made once per container (a failed
 * secret read is tried again on the next call).
 */
export function configuredWriterChoice(wiring: Wiring): () => Promise<WriterChoice> {
  requireNeed(wiring, wiring.fn.needs.modelKey, 'the model key');
  let choice: Promise<WriterChoice> | undefined;
  return () => {
    choice ??= chooseWriter().catch((error: unknown) => {
      choice = undefined;
      throw error;
    });
    return choice;
  };
}

/**
 * The configured writer for a function that declares the model key. Its name is the configured
 * one at once; the choice (a key read from Secrets Manager, or the offline writer when that secret
 * does not exist) is made on the first write, once.
 */
export function configuredWriter(wiring: Wiring): Writer {
  const choice = configuredWriterChoice(wiring);
  if (configuredWriterKind() === 'offline') return createOfflineWriter();
  return {
    name: `openai:${configuredModel()}`,
    async write(input, options) {
      return (await choice()).writer.write(input, options);
    },
  };
}
