import { describe, expect, it } from 'vitest';

import { checkEmail } from '../../../../shared/rules/email/check';
import {
  draftHtml,
  draftReducer,
  initialDraft,
  isDirty,
  type DraftEmail,
} from '../../../../web/src/pages/email/detail/email-draft';
import {
  bodyHtmlOf,
  draftBodyOf,
  draftTexts,
  messageTextOf,
  messageToHtml,
  splitEmailBody,
  type DraftBody,
} from '../../../../web/src/pages/email/detail/email-structure';
import { paragraphLabel } from '../../../../web/src/pages/email/detail/email-editor';
import { WRITTEN_EMAILS, WRITTEN_MESSAGES } from './detail-fixtures';

const EMAIL = [
  '<html><body>',
  '<p>Hi {{firstName}},</p>',
  '<p>Saw that Acme opened a depot in Lyon.</p>',
  '<p>We help fleets cut idle time by a third.</p>',
  '<p>Would a <a href="{{link}}">short walkthrough</a> help?</p>',
  '<p>Best,<br>Jane Doe</p>',
  "<p>P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.</p>",
  '</body></html>',
].join('\n');

/** The body with every paragraph written again from its text, as if each had been edited. */
function rewritten(body: DraftBody): DraftBody {
  return body.kind === 'paragraphs'
    ? { ...body, paragraphs: body.paragraphs.map((paragraph) => ({ text: paragraph.text })) }
    : body;
}

function draftEmail(overrides: Partial<DraftEmail> = {}): DraftEmail {
  return {
    updatedAt: '2026-01-01T10:00:00.000Z',
    channel: 'EMAIL',
    subject: 'Is idle time costing you?',
    bodyHtml: EMAIL,
    ...overrides,
  };
}

describe('an email body edited a section at a time', () => {
  it('splits the body into one text per paragraph', () => {
    const body = draftBodyOf(EMAIL, 'EMAIL', true);

    expect(body.kind).toBe('paragraphs');
    expect(draftTexts(body)).toEqual([
      'Hi {{firstName}},',
      'Saw that Acme opened a depot in Lyon.',
      'We help fleets cut idle time by a third.',
      'Would a [short walkthrough]({{link}}) help?',
      'Best,\nJane Doe',
      "P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.",
    ]);
  });

  it.each(WRITTEN_EMAILS.map((written) => [written.name, written] as const))(
    'gives back exactly what the offline writer wrote for %s, edited or not',
    (_name, written) => {
      const body = draftBodyOf(written.html, 'EMAIL', written.context.footer ?? true);

      expect(body.kind).toBe('paragraphs');
      expect(bodyHtmlOf(body)).toBe(written.html);
      expect(bodyHtmlOf(rewritten(body))).toBe(written.html);
    },
  );

  it('keeps the container and the whitespace between paragraphs as written', () => {
    const html = '<html lang="en">\n  <body>\n    <p>Hi {{firstName}},</p>\n\n    <p>Hook.</p>\n  </body>\n</html>\n';
    const body = draftBodyOf(html, 'EMAIL', true);

    expect(bodyHtmlOf(rewritten(body))).toBe(html);
  });

  it('writes again only the paragraph that changed', () => {
    const html = '<html><body><p>Hi&#32;{{firstName}},</p><p>Old hook.</p></body></html>';
    const body = draftBodyOf(html, 'EMAIL', true);
    const edited: DraftBody =
      body.kind === 'paragraphs'
        ? {
            ...body,
            paragraphs: body.paragraphs.map((paragraph, index) =>
              index === 1 ? { ...paragraph, text: 'New & better hook.' } : paragraph,
            ),
          }
        : body;

    expect(bodyHtmlOf(edited)).toBe('<html><body><p>Hi&#32;{{firstName}},</p><p>New &amp; better hook.</p></body></html>');
  });

  it.each([
    ['no container', '<p>Hi {{firstName}},</p><p>Hook.</p>'],
    ['text outside the paragraphs', '<html><body>Hello<p>Hook.</p></body></html>'],
    ['a tag the fields cannot show', '<html><body><p>Hi <span>there</span></p></body></html>'],
    ['a comment between paragraphs', '<html><body><p>a</p><!-- x --><p>b</p></body></html>'],
  ])('edits a body with %s as its HTML source, unchanged', (_case, html) => {
    const body = draftBodyOf(html, 'EMAIL', true);

    expect(body.kind).toBe('source');
    expect(bodyHtmlOf(body)).toBe(html);
  });

  it('starts an email without a body with one empty field per section, and gives nothing back until one is filled', () => {
    const body = draftBodyOf(undefined, 'EMAIL', true);

    expect(draftTexts(body)).toEqual(['', '', '', '', '', '']);
    expect(bodyHtmlOf(body)).toBe('');
    expect(draftTexts(draftBodyOf('', 'EMAIL', false))).toHaveLength(5);
  });

  it('labels the fields by section, and extra paragraphs by number', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map((index) => paragraphLabel(index, true))).toEqual([
      'Greeting',
      'Hook',
      'Body',
      'Call to action',
      'Closing',
      'P.S.',
      'Paragraph 7',
    ]);
    expect(paragraphLabel(5, false)).toBe('Paragraph 6');
  });

  it('splits a body into paragraphs that line up with the checker’s paragraph indexes', () => {
    const html = '<html><body><p>Hi {{firstName}},</p><p></p><p>Hook — with a dash.</p></body></html>';
    const split = splitEmailBody(html);
    const violations = checkEmail(
      { subject: 'Is this for you?', html },
      { channel: 'EMAIL', senderName: 'Jane', hasSignature: false, callToAction: { hasDescription: true, hasLink: false } },
    ).violations;

    expect(split?.paragraphs.map((paragraph) => paragraph.text)).toEqual(['Hi {{firstName}},', '', 'Hook — with a dash.']);
    expect(violations.find((violation) => violation.code === 'EMPTY_PARAGRAPH')?.where.paragraph).toBe(1);
    expect(violations.find((violation) => violation.code === 'DASH')?.where.paragraph).toBe(2);
  });
});

describe('a LinkedIn message edited as one text', () => {
  it.each(WRITTEN_MESSAGES.map((written) => [written.name, written] as const))(
    'gives back exactly what the offline writer wrote for %s',
    (_name, written) => {
      const text = messageTextOf(written.html);

      expect(text).not.toMatch(/</);
      expect(messageToHtml(text)).toBe(written.html);
      expect(bodyHtmlOf(draftBodyOf(written.html, 'LINKEDIN', false))).toBe(written.html);
    },
  );

  it('keeps a plain-text message plain, and writes an edited html one back into the container', () => {
    const plain = draftBodyOf('Hi {{firstName}},\n\nWorth a chat?', 'LINKEDIN', false);
    const html = draftBodyOf('<html><body><p>Hi {{firstName}},</p><p>Worth a chat?</p></body></html>', 'LINKEDIN', false);

    expect(plain.kind === 'message' && plain.text).toBe('Hi {{firstName}},\n\nWorth a chat?');
    expect(bodyHtmlOf({ ...plain, kind: 'message', text: 'Hi {{firstName}},\n\nA quick one?' } as DraftBody)).toBe(
      'Hi {{firstName}},\n\nA quick one?',
    );
    expect(bodyHtmlOf({ ...html, text: 'Hi {{firstName}},\nline\n\nR&D < sales?' } as DraftBody)).toBe(
      '<html><body>\n<p>Hi {{firstName}},<br>line</p>\n<p>R&amp;D &lt; sales?</p>\n</body></html>',
    );
  });
});

describe('the draft', () => {
  it('is unchanged until the rep changes something, and unchanged again when they type it back', () => {
    const draft = initialDraft(draftEmail(), true);
    const edited = draftReducer(draft, { type: 'text', index: 1, value: 'A new hook.' });
    const back = draftReducer(edited, { type: 'text', index: 1, value: 'Saw that Acme opened a depot in Lyon.' });

    expect(isDirty(draft)).toBe(false);
    expect(draftHtml(draft)).toBe(EMAIL);
    expect(isDirty(edited)).toBe(true);
    expect(draftHtml(edited)).toContain('<p>A new hook.</p>');
    expect(isDirty(back)).toBe(false);
    expect(isDirty(draftReducer(draft, { type: 'subject', value: 'Another subject?' }))).toBe(true);
  });

  it('adds and removes paragraphs', () => {
    const draft = initialDraft(draftEmail(), true);
    const added = draftReducer(draft, { type: 'add-paragraph' });
    const removed = draftReducer(draft, { type: 'remove-paragraph', index: 5 });

    expect(draftTexts(added.body)).toHaveLength(7);
    expect(draftHtml(removed)).not.toContain('P.S.');
    expect(draftHtml(removed)).toContain('<p>Best,<br>Jane Doe</p>\n</body></html>');
  });

  it('keeps the rep’s changes when the same text comes back with a newer time, and holds back another text', () => {
    const edited = draftReducer(initialDraft(draftEmail(), true), { type: 'text', index: 1, value: 'Mine.' });
    const sameText = draftReducer(edited, { type: 'sync', email: draftEmail({ updatedAt: '2026-01-01T11:00:00.000Z' }) });
    const otherText = draftReducer(edited, {
      type: 'sync',
      email: draftEmail({ updatedAt: '2026-01-01T12:00:00.000Z', subject: 'Written again?' }),
    });

    expect(sameText.saved.updatedAt).toBe('2026-01-01T11:00:00.000Z');
    expect(draftTexts(sameText.body)[1]).toBe('Mine.');
    expect(sameText.newer).toBeUndefined();
    expect(otherText.saved.updatedAt).toBe('2026-01-01T10:00:00.000Z');
    expect(otherText.newer?.subject).toBe('Written again?');
    expect(draftTexts(otherText.body)[1]).toBe('Mine.');
  });

  it('becomes the saved version once saved, keeping what the rep typed while it was saving', () => {
    const edited = draftReducer(initialDraft(draftEmail(), true), { type: 'text', index: 1, value: 'Mine.' });
    const sent = { subject: edited.subject, bodyHtml: draftHtml(edited) };
    const answer = draftEmail({ updatedAt: '2026-01-01T11:00:00.000Z', bodyHtml: sent.bodyHtml });
    const typedOn = draftReducer(edited, { type: 'text', index: 1, value: 'Mine, and more.' });

    const saved = draftReducer(edited, { type: 'saved', email: answer, sent });
    const savedWhileTyping = draftReducer(typedOn, { type: 'saved', email: answer, sent });

    expect(isDirty(saved)).toBe(false);
    expect(saved.saved.updatedAt).toBe('2026-01-01T11:00:00.000Z');
    expect(isDirty(savedWhileTyping)).toBe(true);
    expect(savedWhileTyping.saved.updatedAt).toBe('2026-01-01T11:00:00.000Z');
    expect(draftTexts(savedWhileTyping.body)[1]).toBe('Mine, and more.');
  });

  it('takes a newer text at once when the rep has no changes', () => {
    const draft = initialDraft(draftEmail(), true);
    const synced = draftReducer(draft, {
      type: 'sync',
      email: draftEmail({ updatedAt: '2026-01-02T00:00:00.000Z', subject: 'New?' }),
    });

    expect(synced.subject).toBe('New?');
    expect(isDirty(synced)).toBe(false);
  });

  it('fills the editor with a restored version, unsaved until saved', () => {
    const draft = initialDraft(draftEmail(), true);
    const restored = draftReducer(draft, {
      type: 'restore',
      subject: 'Old subject?',
      bodyHtml: '<html><body>\n<p>Hi {{firstName}},</p>\n<p>Old hook.</p>\n</body></html>',
    });

    expect(restored.subject).toBe('Old subject?');
    expect(draftTexts(restored.body)).toEqual(['Hi {{firstName}},', 'Old hook.']);
    expect(isDirty(restored)).toBe(true);
  });
});
