import { describe, expect, it } from 'vitest';

import { checkEmail } from '../../../../shared/rules/email/check';
import type { EmailCheckContext, Violation } from '../../../../shared/rules/email/types';
import { bodyHtmlOf, draftBodyOf, withText, withParagraphRemoved } from '../../../../web/src/pages/email/detail/email-structure';
import { EMAIL_EDITOR_STRINGS } from '../../../../web/src/pages/email/detail/strings';
import { brokenRuleCount, placeViolations } from '../../../../web/src/pages/email/detail/violation-placement';
import { WRITTEN_EMAILS } from './detail-fixtures';

const CONTEXT: EmailCheckContext = {
  channel: 'EMAIL',
  language: 'ENGLISH',
  senderName: 'Jane Doe',
  hasSignature: false,
  callToAction: { hasDescription: true, hasLink: false },
  productNames: ['Fleetwise'],
  companyNames: ['Northwind'],
};

const EMAIL = [
  '<html><body>',
  '<p>Hi {{firstName}},</p>',
  '<p>Saw that your team opened a depot in Lyon.</p>',
  '<p>We help fleets like yours cut idle time by a third.</p>',
  '<p>Would that be worth a look?</p>',
  '<p>Best,<br>Jane Doe</p>',
  "<p>P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.</p>",
  '</body></html>',
].join('\n');
const SUBJECT = 'Is idle time costing your team?';

function violation(where: Violation['where'], code: Violation['code'] = 'DASH'): Violation {
  return { code, message: `${code} here`, where };
}

/** The email with the paragraph at `index` replaced by `text`, as the editor gives it. */
function editedEmail(index: number, text: string): string {
  return bodyHtmlOf(withText(draftBodyOf(EMAIL, 'EMAIL', true), index, text));
}

describe('where the editor shows each violation', () => {
  const layout = { subject: true, body: { kind: 'paragraphs', count: 6 } } as const;

  it('passes the email the tests start from', () => {
    expect(checkEmail({ subject: SUBJECT, html: EMAIL }, CONTEXT).violations).toEqual([]);
  });

  it('puts subject violations under the subject, paragraph ones under their paragraph, the rest above the body', () => {
    const subject = violation({ part: 'subject' }, 'SUBJECT_LENGTH');
    const hook = violation({ part: 'body', section: 'hook', paragraph: 1 });
    const closing = violation({ part: 'body', section: 'closing', paragraph: 4 }, 'CLOSING');
    const container = violation({ part: 'body', section: 'container' }, 'SECTION_COUNT');
    const missing = violation({ part: 'body', section: 'footer' }, 'FOOTER');
    const whole = violation({ part: 'body' }, 'WORD_LIMIT');

    const placed = placeViolations([subject, hook, closing, container, missing, whole], layout);

    expect(placed.subject).toEqual([subject]);
    expect(placed.fields).toEqual([[], [hook], [], [], [closing], []]);
    expect(placed.general).toEqual([container, missing, whole]);
  });

  it('puts a violation of a paragraph past the fields above the body', () => {
    const past = violation({ part: 'body', paragraph: 9 });

    expect(placeViolations([past], layout).general).toEqual([past]);
  });

  it('puts every body violation of a one-field body (a LinkedIn message, the HTML source) under that field', () => {
    const length = violation({ part: 'body' }, 'LINKEDIN_LENGTH');
    const greeting = violation({ part: 'body', section: 'greeting', paragraph: 0 }, 'GREETING');
    const subject = violation({ part: 'subject' }, 'SUBJECT_MISSING');

    const placed = placeViolations([length, greeting, subject], { subject: false, body: { kind: 'single' } });

    expect(placed.fields).toEqual([[length, greeting]]);
    expect(placed.general).toEqual([subject]);
  });

  it('shows a dash typed in the hook under the hook field', () => {
    const html = editedEmail(1, 'Saw that your team opened a depot in Lyon — nice.');

    const placed = placeViolations(checkEmail({ subject: SUBJECT, html }, CONTEXT).violations, layout);

    expect(placed.fields[1]?.map((found) => found.code)).toEqual(['DASH']);
    expect(placed.subject).toEqual([]);
    expect(placed.general).toEqual([]);
  });

  it('shows a subject without a verb under the subject field', () => {
    const placed = placeViolations(
      checkEmail({ subject: 'A quick idea for your team.', html: EMAIL }, CONTEXT).violations,
      layout,
    );

    expect(placed.subject.map((found) => found.code)).toEqual(['SUBJECT_NOT_SENTENCE']);
    expect(placed.fields.flat()).toEqual([]);
  });

  it('shows a wrong closing under the closing field and a missing P.S. above the body', () => {
    const closing = editedEmail(4, 'Cheers,\nJane Doe');
    const withoutFooter = bodyHtmlOf(withParagraphRemoved(draftBodyOf(EMAIL, 'EMAIL', true), 5));

    const placedClosing = placeViolations(checkEmail({ subject: SUBJECT, html: closing }, CONTEXT).violations, layout);
    const placedFooter = placeViolations(checkEmail({ subject: SUBJECT, html: withoutFooter }, CONTEXT).violations, {
      subject: true,
      body: { kind: 'paragraphs', count: 5 },
    });

    expect(placedClosing.fields[4]?.map((found) => found.code)).toEqual(['CLOSING']);
    expect(placedFooter.general.map((found) => found.code)).toEqual(expect.arrayContaining(['SECTION_COUNT', 'FOOTER']));
    expect(placedFooter.fields.flat()).toEqual([]);
  });

  it.each(WRITTEN_EMAILS.slice(0, 5).map((written) => [written.name, written] as const))(
    'finds nothing to show on what the offline writer wrote for %s',
    (_name, written) => {
      const body = draftBodyOf(written.html, 'EMAIL', written.context.footer ?? true);
      const result = checkEmail({ subject: written.subject, html: bodyHtmlOf(body) }, written.context);

      expect(result.violations).toEqual([]);
    },
  );
});

describe('the summary of the check', () => {
  it('counts rules, not places', () => {
    const dashes = [violation({ part: 'body', paragraph: 1 }), violation({ part: 'body', paragraph: 2 })];

    expect(brokenRuleCount(dashes)).toBe(1);
    expect(brokenRuleCount([...dashes, violation({ part: 'subject' }, 'SUBJECT_LENGTH')])).toBe(2);
  });

  it('says how many rules are broken, or that the email passes', () => {
    expect(EMAIL_EDITOR_STRINGS.broken(2)).toBe('2 rules broken');
    expect(EMAIL_EDITOR_STRINGS.broken(1)).toBe('1 rule broken');
    expect(EMAIL_EDITOR_STRINGS.passes).toBe('Passes every writing rule');
  });
});
