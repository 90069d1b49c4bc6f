import { describe, expect, it } from 'vitest';

import { previewParagraphs, textSegments } from '../../../../web/src/components/campaign-settings/preview-body';

describe('the preview of a written email body', () => {
  it('reads the paragraphs, line breaks, placeholders and the link of an email', () => {
    const html =
      '<html><body><p>Hi {{firstName}},</p><p>Shipping the same day is possible.</p>' +
      '<p>Would a <a href="{{link}}">short call</a> work?</p><p>Best,<br>Dana</p></body></html>';

    expect(previewParagraphs(html)).toEqual([
      [
        { kind: 'text', text: 'Hi ' },
        { kind: 'placeholder', name: 'firstName' },
        { kind: 'text', text: ',' },
      ],
      [{ kind: 'text', text: 'Shipping the same day is possible.' }],
      [
        { kind: 'text', text: 'Would a ' },
        { kind: 'link', text: 'short call', href: '{{link}}' },
        { kind: 'text', text: ' work?' },
      ],
      [{ kind: 'text', text: 'Best,' }, { kind: 'lineBreak' }, { kind: 'text', text: 'Dana' }],
    ]);
  });

  it('keeps only text of anything that is not an email tag: no script, no attributes, entities decoded', () => {
    const html = '<p>Caf&eacute; &amp; co<img src=x onerror="alert(1)"></p><script>alert(2)</script><p>{{signature}}</p>';

    expect(previewParagraphs(html)).toEqual([
      [{ kind: 'text', text: 'Café & co' }],
      [{ kind: 'placeholder', name: 'signature' }],
    ]);
  });

  it('reads a body that is not HTML (a LinkedIn message) as paragraphs of text', () => {
    expect(previewParagraphs('', 'Hi {{firstName}},\n\nGreat post on\nsame-day shipping.')).toEqual([
      [
        { kind: 'text', text: 'Hi ' },
        { kind: 'placeholder', name: 'firstName' },
        { kind: 'text', text: ',' },
      ],
      [{ kind: 'text', text: 'Great post on' }, { kind: 'lineBreak' }, { kind: 'text', text: 'same-day shipping.' }],
    ]);
  });

  it('shows nothing for an empty body', () => {
    expect(previewParagraphs('', '')).toEqual([]);
    expect(textSegments('')).toEqual([]);
  });
});
