import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { checkEmail } from '../../../../shared/rules/email/check';
import type { EmailCheckContext } from '../../../../shared/rules/email/types';
import { draftHtml, initialDraft } from '../../../../web/src/pages/email/detail/email-draft';
import { EmailEditor } from '../../../../web/src/pages/email/detail/email-editor';

const CONTEXT: EmailCheckContext = {
  channel: 'EMAIL',
  language: 'ENGLISH',
  senderName: 'Jane Doe',
  hasSignature: false,
  callToAction: { hasDescription: true, hasLink: false },
};

const EMAIL = [
  '<html><body>',
  '<p>Hi {{firstName}},</p>',
  '<p>Saw that your team opened a depot in Lyon — nice.</p>',
  '<p>We help fleets like yours cut idle time by a third.</p>',
  '<p>Would that be worth a look?</p>',
  '<p>Best,<br>Jane Doe</p>',
  "<p>P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.</p>",
  '</body></html>',
].join('\n');

function render(input: {
  channel?: 'EMAIL' | 'LINKEDIN';
  subject?: string;
  bodyHtml: string;
  check: EmailCheckContext | null;
  readOnlyReason?: string;
}): string {
  const draft = initialDraft(
    {
      updatedAt: '2026-03-10T09:00:00.000Z',
      channel: input.channel ?? 'EMAIL',
      subject: input.subject,
      bodyHtml: input.bodyHtml,
    },
    input.check?.footer ?? true,
  );
  const html = draftHtml(draft);
  const result = input.check ? checkEmail({ subject: draft.subject, html }, input.check) : undefined;
  return renderToStaticMarkup(
    createElement(EmailEditor, {
      draft,
      html,
      dispatch: () => undefined,
      check: input.check,
      result,
      firstName: 'Alexandra',
      readOnlyReason: input.readOnlyReason,
    }),
  );
}

/** The markup between two labels, in document order. */
function between(markup: string, from: string, to: string): string {
  const start = markup.indexOf(`>${from}<`);
  const end = markup.indexOf(`>${to}<`, start + 1);
  expect(start, from).toBeGreaterThan(-1);
  expect(end, to).toBeGreaterThan(start);
  return markup.slice(start, end);
}

describe('the editor as it renders', () => {
  it('shows a labelled field per section, each violation under its own field, and the count', () => {
    const markup = render({ subject: 'A quick idea for your team.', bodyHtml: EMAIL, check: CONTEXT });

    expect(markup).toContain('2 rules broken');
    expect(between(markup, 'Subject', 'Greeting')).toContain('is not a complete sentence');
    expect(between(markup, 'Hook', 'Body')).toContain('Found a dash');
    expect(between(markup, 'Greeting', 'Hook')).not.toContain('Found a dash');
    expect(between(markup, 'Body', 'P.S.')).not.toContain('Found a dash');
    expect(markup).toContain('Add paragraph');
  });

  it('shows the text of each section, with the link as [words]({{link}})', () => {
    const markup = render({
      subject: 'Is this for you?',
      bodyHtml: '<html><body><p>Hi {{firstName}},</p><p>See <a href="{{link}}">this</a>?</p></body></html>',
      check: CONTEXT,
    });

    expect(markup).toContain('See [this]({{link}})?');
  });

  it('says when every rule passes', () => {
    const markup = render({ subject: 'Is idle time costing your team?', bodyHtml: EMAIL.replace(' — nice', ''), check: CONTEXT });

    expect(markup).toContain('Passes every writing rule');
  });

  it('says when the email cannot be checked', () => {
    const markup = render({ subject: 'Hi', bodyHtml: EMAIL, check: null });

    expect(markup).toContain('can&#x27;t be checked');
    expect(markup).not.toContain('rules broken');
  });

  it('shows a LinkedIn message as one field with its length against the limit and no subject', () => {
    const body = `Hi {{firstName}},\n\n${'We help teams like yours. '.repeat(9)}Worth a chat?`;
    const markup = render({
      channel: 'LINKEDIN',
      bodyHtml: body,
      check: { ...CONTEXT, channel: 'LINKEDIN', contactFirstName: 'Alexandra' },
    });
    const characters = checkEmail({ subject: '', html: body }, { ...CONTEXT, channel: 'LINKEDIN', contactFirstName: 'Alexandra' })
      .stats.characters;

    expect(markup).toContain('>Message<');
    expect(markup).not.toContain('>Subject<');
    expect(markup).toContain(`${characters} of 200 characters: ${characters - 200} too many`);
    expect(markup).toContain('LinkedIn allows 200');
  });

  it('counts against 300 with LinkedIn premium', () => {
    const markup = render({
      channel: 'LINKEDIN',
      bodyHtml: 'Hi {{firstName}},\n\nWorth a chat?',
      check: { ...CONTEXT, channel: 'LINKEDIN', linkedInPremium: true, contactFirstName: 'Alexandra' },
    });

    expect(markup).toContain(`${'Hi Alexandra,\n\nWorth a chat?'.length} of 300 characters`);
  });

  it('shows an email that can no longer change without ways to change it', () => {
    const markup = render({
      subject: 'Hi',
      bodyHtml: EMAIL,
      check: CONTEXT,
      readOnlyReason: 'This email is Sent and can no longer be changed.',
    });

    expect(markup).toContain('This email is Sent and can no longer be changed.');
    expect(markup).not.toContain('Add paragraph');
    expect(markup).not.toContain('Remove Hook');
    expect(markup).toContain('readonly');
  });
});
