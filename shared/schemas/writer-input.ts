import {
  BUSINESS_MODELS,
  CHANNELS,
  DEFAULT_GENERATOR_VERSION,
  EMAIL_TYPES,
  GENERATOR_VERSIONS,
  LANGUAGES,
  REVENUE_SIZES,
} from '../domain';
import * as z from './zod';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1), z.maxLength(max));
const optionalText = (max: number) => z.optional(z.string().check(z.trim(), z.maxLength(max)));
const draft = z.object({ subject: z.string().check(z.maxLength(500)), html: z.string().check(z.maxLength(20000)) });

// zod's mini build, as the shared schemas: the functions that write carry it and nothing else of zod
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
  persona: z.optional(
    z.object({
      name: text(200),
      responsibilities: text(5000),
      instructions: optionalText(5000),
    }),
  ),
  customerProfile: z.optional(
    z.object({
      name: text(200),
      description: optionalText(5000),
      industries: z.optional(z.array(text(200)).check(z.maxLength(20))),
      jobTitles: z.optional(z.array(text(200)).check(z.maxLength(20))),
      revenueSize: z.optional(RevenueSizeSchema),
      businessModel: z.optional(BusinessModelSchema),
    }),
  ),
  callToAction: z.object({
    objective: text(500),
    description: optionalText(5000),
    url: z.optional(z.url().check(z.maxLength(2000))),
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
  sampleEmails: z._default(z.array(z.object({ subject: text(500), body: text(20000) })).check(z.maxLength(5)), () => []),
  language: z._default(LanguageSchema, 'ENGLISH'),
  generatorVersion: z._default(GeneratorVersionSchema, DEFAULT_GENERATOR_VERSION),
  type: z._default(EmailTypeSchema, 'ROOT'),
  /** Earlier emails of the thread, oldest first; required for a FOLLOW_UP. */
  thread: z._default(z.array(draft).check(z.maxLength(5)), () => []),
  channel: z._default(ChannelSchema, 'EMAIL'),
  linkedInPremium: z._default(z.boolean(), false),
  /** Set when a rep asks for the email again: the version to replace, the rep's wish, and how many times. */
  revision: z.optional(
    z.object({
      previous: z.optional(draft),
      instruction: optionalText(500),
      attempt: z.int().check(z.minimum(1), z.maximum(1000)),
    }),
  ),
});
export type WriterInput = z.infer<typeof WriterInputSchema>;
/** The input as a caller may give it (defaults not yet applied). */
export type WriterInputDraft = z.input<typeof WriterInputSchema>;
