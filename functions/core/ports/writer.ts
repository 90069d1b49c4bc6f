import type { EmailCheckResult } from '../../../shared/rules/email/types';
import type { WriterInput } from '../../../shared/schemas/writer-input';

/** Tokens a writer spent (zero for the offline writer). */
export interface TokenUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly totalTokens: number;
}

/** What a writer answers. */
export interface WriterResult {
  /** WRITTEN: the email passes every rule. FAILED: it still breaks some (see `verdict`), or none came back. */
  readonly status: 'WRITTEN' | 'FAILED';
  /** Empty for LinkedIn messages. */
  readonly subject: string;
  /** `<html><body><p>…</p>…</body></html>` with placeholders (shared/rules/email/placeholders.ts). */
  readonly html: string;
  /** The same content as plain text, paragraphs separated by a blank line. */
  readonly text: string;
  readonly usage: TokenUsage;
  /** The checker's verdict on the returned email. */
  readonly verdict: EmailCheckResult;
  /** Writing attempts made: 1, plus one per repair. */
  readonly attempts: number;
  /** Which writer wrote it, e.g. `offline` or `openai:gpt-4o-mini`. */
  readonly writer: string;
  /** Why it failed when nothing usable came back (network, refusal); violations are in `verdict`. */
  readonly error?: string;
  /**
   * Set when the model was rate-limited or unavailable (429, 503) and asked to wait this long (ms;
   * 0 when it named no wait): the email was not written and should be tried again later, not failed.
   */
  readonly retryAfterMs?: number;
}

/** Options of one write. */
export interface WriteOptions {
  readonly signal?: AbortSignal;
}

/** A way to write emails; the offline writer and the OpenAI writer implement it. */
export interface Writer {
  /** `offline` or `openai:<model>`. */
  readonly name: string;
  /** Writes one email. Never throws for a bad email: it answers FAILED with the violations. */
  write(input: WriterInput, options?: WriteOptions): Promise<WriterResult>;
}
