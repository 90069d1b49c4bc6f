import { optionalEnv } from '../config';
import { createOfflineWriter } from '../core/writing/offline';
import type { Writer } from '../core/writing/writer';
import { readSecretString } from './secrets/secrets-manager';

/** The writers there are: `offline` (no network) and `openai` (any OpenAI-compatible server). */
export const WRITER_KINDS = ['offline', 'openai'] as const;
export type WriterKind = (typeof WRITER_KINDS)[number];

/**
 * `openai` when a model key is configured, else `offline` (DESIGN §1): `OPENAI_API_KEY` locally,
 * `OPENAI_SECRET_ARN` (the Secrets Manager secret holding it) in the cloud.
 */
export function configuredWriterKind(): WriterKind {
  return optionalEnv('OPENAI_API_KEY') || optionalEnv('OPENAI_SECRET_ARN') ? 'openai' : 'offline';
}

/**
 * The writer of the given kind (default: the configured one). The OpenAI client is loaded only when
 * it is asked for, so the offline writer starts without it. In the cloud the key is read once from
 * the secret `OPENAI_SECRET_ARN` names.
 *
 * @throws Error naming the missing variable when `openai` is asked for without a key or a secret.
 */
export async function createWriter(kind: WriterKind = configuredWriterKind()): Promise<Writer> {
  if (kind === 'offline') return createOfflineWriter();
  const { openAiWriterFromEnv } = await import('./openai/openai-writer');
  const secretArn = optionalEnv('OPENAI_API_KEY') ? undefined : optionalEnv('OPENAI_SECRET_ARN');
  return openAiWriterFromEnv(secretArn ? { apiKey: await readSecretString(secretArn) } : {});
}
