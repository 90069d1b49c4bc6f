import * as z from 'zod';
import {
  BUSINESS_MODELS,
  CHANNELS,
  DEFAULT_GENERATOR_VERSION,
  EMAIL_TYPES,
  GENERATOR_VERSIONS,
  LANGUAGES,
  REVENUE_SIZES,
} from '../../../shared/domain';
import type { EmailCheckResult } from '../../../shared/rules/email/types';

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional();

// The writer's input stays on classic zod (the shared domain schemas are zod/mini): its enums are
// built here from the shared domain values.
const RevenueSizeSchema = z.enum(REVENUE_SIZES);
const BusinessModelSchema = z.enum(BUSINESS_MODELS);
const LanguageSchema = z.enum(LANGUAGES);
const GeneratorVersionSchema = z.enum(GENERATOR_VERSIONS);
const EmailTypeSchema = z.enum(EMAIL_TYPES);
const ChannelSchema = z.enum(CHANNELS);

/**
 * Everything a writer needs to write one email or LinkedIn message. It is built by the generation
 * worker from the campaign's components, and read from a JSON file by `npm run write`.
 */
export const WriterInputSchema = z.object({
  company: z.object({
    name: text(200),
    /** The company's mission. */
    description: text(5000),
    website: optionalText(2000),
  }),
  product: z.object({
    name: text(200),
    description: text(5000),
    achievements: optionalText(5000),
  }),
  persona: z
    .object({
      name: text(200),
      responsibilities: text(5000),
      instructions: optionalText(5000),
    })
    .optional(),
  customerProfile: z
    .object({
      name: text(200),
      description: optionalText(5000),
      industries: z.array(text(200)).max(20).optional(),
      jobTitles: z.array(text(200)).max(20).optional(),
      revenueSize: RevenueSizeSchema.optional(),
      businessModel: BusinessModelSchema.optional(),
    })
    .optional(),
  callToAction: z.object({
    objective: text(500),
    description: optionalText(5000),
    url: z.url().max(2000).optional(),
  }),
  contact: z.object({
    firstName: optionalText(100),
    lastName: optionalText(100),
    jobTitle: optionalText(200),
    companyName: optionalText(200),
    industry: optionalText(200),
  }),
  sender: z.object({
    name: text(200),
    /** The signature's HTML; when present the closing is `{{signature}}` alone. */
    signature: optionalText(5000),
  }),
  /** Style examples: the writer imitates their tone, never their facts. */
  sampleEmails: z
    .array(z.object({ subject: text(500), body: text(20000) }))
    .max(5)
    .default([]),
  language: LanguageSchema.default('ENGLISH'),
  generatorVersion: GeneratorVersionSchema.default(DEFAULT_GENERATOR_VERSION),
  type: EmailTypeSchema.default('ROOT'),
  /** Earlier emails of the thread, oldest first; required for a FOLLOW_UP. */
  thread: z
    .array(z.object({ subject: z.string().max(500), html: z.string().max(20000) }))
    .max(5)
    .default([]),
  channel: ChannelSchema.default('EMAIL'),
  linkedInPremium: z.boolean().default(false),
  /** Set when a rep asks for the email again: the version to replace, the rep's wish, and how many times. */
  revision: z
    .object({
      previous: z.object({ subject: z.string().max(500), html: z.string().max(20000) }).optional(),
      instruction: optionalText(500),
      attempt: z.number().int().min(1).max(1000),
    })
    .optional(),
});
export type WriterInput = z.infer<typeof WriterInputSchema>;
/** The input as a caller may give it (defaults not yet applied). */
export type WriterInputDraft = z.input<typeof WriterInputSchema>;

/** Tokens a writer spent (zero for the offline writer). */
export interface TokenUsage {
  readonly promptTokens: number;
  readonly completionTokens: number;
  readonly totalTokens: number;
}

export const NO_USAGE: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };

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

export { checkContextFor, writesLink } from './check-context';
