import { describe, expect, it } from 'vitest';

import { recipientText, recipientView } from '../../../../web/src/pages/email/detail/recipient-view';

const EMAIL = [
  '<html><body>',
  '<p>Hi {{firstName}},</p>',
  '<p>Saw that your team opened a depot in Lyon.</p>',
  '<p>Would a <a href="{{link}}">short walkthrough</a> help?</p>',
  '<p>{{signature}}</p>',
  '</body></html>',
].join('\n');

const PLACEHOLDERS = {
  firstName: 'Camille',
  link: 'https://cal.example.com/jane?x=1&y=2',
  signature: '<div>Jane Doe<br>Head of Sales</div><script>alert(1)</script>',
};

describe('the email as its recipient will read it', () => {
  it('fills the first name, the link and the signature as text', () => {
    const view = recipientView({
      channel: 'EMAIL',
      language: 'ENGLISH',
      subject: '{{firstName}}, is idle time costing you?',
      bodyHtml: EMAIL,
      placeholders: PLACEHOLDERS,
    });

    expect(view.subject).toBe('Camille, is idle time costing you?');
    expect(view.paragraphs).toEqual([
      'Hi Camille,',
      'Saw that your team opened a depot in Lyon.',
      'Would a short walkthrough help?',
      'Jane Doe\nHead of Sales',
    ]);
    expect(view.links).toEqual([{ text: 'short walkthrough', href: 'https://cal.example.com/jane?x=1&y=2' }]);
  });

  it('greets a contact without a first name with the greeting fallback', () => {
    const view = recipientView({
      channel: 'EMAIL',
      language: 'ENGLISH',
      subject: '{{firstName}}, is idle time costing you?',
      bodyHtml: EMAIL,
      placeholders: {},
    });

    expect(view.subject).toBe('Is idle time costing you?');
    expect(view.paragraphs[0]).toBe('Hi there,');
    expect(view.paragraphs).toContain('{{signature}}');
  });

  it('greets in the language of the email', () => {
    const view = recipientView({
      channel: 'EMAIL',
      language: 'GERMAN',
      subject: 'Haben Sie kurz Zeit?',
      bodyHtml: '<html><body><p>Hallo {{firstName}},</p><p>Haben Sie kurz Zeit?</p></body></html>',
      placeholders: { firstName: '  ' },
    });

    expect(view.paragraphs[0]).toBe('Guten Tag,');
  });

  it('shows markup in a first name as text, never as HTML', () => {
    const view = recipientView({
      channel: 'EMAIL',
      language: 'ENGLISH',
      subject: 'Hi',
      bodyHtml: EMAIL,
      placeholders: { firstName: '<b>Max</b> & co' },
    });

    expect(view.paragraphs[0]).toBe('Hi <b>Max</b> & co,');
  });

  it('reads a LinkedIn message as text, its paragraphs as they are copied', () => {
    const view = recipientView({
      channel: 'LINKEDIN',
      language: 'FRENCH',
      subject: undefined,
      bodyHtml: '<html><body>\n<p>Bonjour {{firstName}},</p>\n<p>Un court échange\u00a0?</p>\n</body></html>',
      placeholders: {},
    });

    expect(view.subject).toBeUndefined();
    expect(recipientText(view)).toBe('Bonjour,\n\nUn court échange\u00a0?');
  });

  it('fills a plain-text LinkedIn message', () => {
    const view = recipientView({
      channel: 'LINKEDIN',
      language: 'ENGLISH',
      subject: undefined,
      bodyHtml: 'Hi {{firstName}},\nSaw your post.\n\nWorth a chat?',
      placeholders: { firstName: 'Sam' },
    });

    expect(view.paragraphs).toEqual(['Hi Sam,\nSaw your post.', 'Worth a chat?']);
  });
});
