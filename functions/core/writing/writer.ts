import type { TokenUsage } from '../ports/writer';

// The writer's input is a shared schema (a writer reads it from a file too) and the writer itself a
// port; the writers and their callers find both here, with what every writer shares.
export { WriterInputSchema, type WriterInput, type WriterInputDraft } from '../../../shared/schemas/writer-input';
export type { TokenUsage, WriteOptions, Writer, WriterResult } from '../ports/writer';
export { checkContextFor, writesLink } from './check-context';

export const NO_USAGE: TokenUsage = { promptTokens: 0, completionTokens: 0, totalTokens: 0 };
