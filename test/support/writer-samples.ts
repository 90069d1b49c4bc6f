import type { WriterInputDraft } from '../../functions/core/writing/writer';
import type { EmailDraft } from '../../shared/rules/email/types';

/**
 * A writer input and hand-written emails that pass every writing rule for it (docs/writing.md),
 * as a model would answer them: the scripted answers of the OpenAI writer's tests.
 */
export const SAMPLE_WRITER_INPUT: WriterInputDraft = {
  company: { name: 'Northwind', description: 'We help finance teams spend less time on spreadsheets.' },
  product: { name: 'Ledgerly', description: 'Matches bank lines to invoices and closes the books in two days.' },
  callToAction: { objective: 'Show the product overview.', url: 'https://northwind.example/overview' },
  contact: { firstName: 'Dana', jobTitle: 'Head of Finance', companyName: 'Globex' },
  sender: { name: 'Sam Carter' },
  generatorVersion: 'MCP_GENERATOR',
};

function emailWith(callToAction: string): EmailDraft {
  return {
    subject: 'Could your team close the month faster?',
    html: [
      '<html><body>',
      '<p>Hi {{firstName}},</p>',
      '<p>Finance teams at Globex often spend the first week of each month reconciling spreadsheets.</p>',
      '<p>Ledgerly matches bank lines to invoices, so your team closes the books in two days.</p>',
      `<p>${callToAction}</p>`,
      '<p>Best,<br>Sam Carter</p>',
      "<p>P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.</p>",
      '</body></html>',
    ].join('\n'),
  };
}

/** The email for {@link SAMPLE_WRITER_INPUT}, with the call to action's link. */
export const SAMPLE_LINK_EMAIL = emailWith('Here is <a href="{{link}}">a short overview</a> of how it works.');

/** The same email with a soft close (for an input without a link or a call-to-action description). */
export const SAMPLE_SOFT_CLOSE_EMAIL = emailWith('Would that be useful for your team?');
