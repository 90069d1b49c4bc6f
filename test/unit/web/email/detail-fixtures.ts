import { readdirSync, readFileSync } from 'node:fs';

import { writeOffline } from '../../../../functions/core/writing/offline';
import { checkContextFor, WriterInputSchema, type WriterInput } from '../../../../functions/core/writing/writer';
import type { EmailCheckContext } from '../../../../shared/rules/email/types';

const FIXTURE_DIR = new URL('../../../fixtures/writer/', import.meta.url);

/** One email the offline writer wrote from a writer fixture, with the checker context it was written for. */
export interface WrittenEmail {
  readonly name: string;
  readonly input: WriterInput;
  readonly subject: string;
  readonly html: string;
  readonly context: EmailCheckContext;
}

/** Every writer fixture, written once by the offline writer. */
export const WRITTEN: readonly WrittenEmail[] = readdirSync(FIXTURE_DIR)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => {
    const input = WriterInputSchema.parse(JSON.parse(readFileSync(new URL(file, FIXTURE_DIR), 'utf8')));
    const result = writeOffline(input);
    return {
      name: file.replace(/\.json$/u, ''),
      input,
      subject: result.subject,
      html: result.html,
      context: checkContextFor(input),
    };
  });

export const WRITTEN_EMAILS = WRITTEN.filter((written) => written.input.channel === 'EMAIL');
export const WRITTEN_MESSAGES = WRITTEN.filter((written) => written.input.channel === 'LINKEDIN');
