import { describe, expect, it } from 'vitest';

import {
  normalizeInline,
  paragraphToText,
  parseInlineHtml,
  parseInlineText,
  textToParagraph,
} from '../../../../web/src/pages/email/detail/inline-text';

describe('a paragraph as editable text', () => {
  it.each([
    ['plain text', 'We help fleets cut idle time.', 'We help fleets cut idle time.'],
    ['a line break', 'Best,<br>Jane Doe', 'Best,\nJane Doe'],
    ['the link', 'Would a <a href="{{link}}">short walkthrough</a> help?', 'Would a [short walkthrough]({{link}}) help?'],
    ['bold and italic', '<strong>one</strong> <b>two</b> <em>three</em> <i>four</i>', '**one** __two__ *three* _four_'],
    ['a mark inside the link', '<a href="{{link}}"><b>See it</b></a>', '[__See it__]({{link}})'],
    ['entities as characters', 'Tom &amp; Jerry say &quot;hi&quot; &lt;3 &#39;ok&#39;', 'Tom & Jerry say "hi" <3 \'ok\''],
    ['placeholders as they are', 'Hi {{firstName}},', 'Hi {{firstName}},'],
    ['the signature placeholder', '{{signature}}', '{{signature}}'],
    ['characters that would read as marks', 'a*b_c [d] \\e', 'a\\*b\\_c \\[d\\] \\\\e'],
  ])('shows %s as text', (_case, html, text) => {
    expect(paragraphToText(html)).toBe(text);
  });

  it.each([
    'Hi {{firstName}},',
    'Fleets like yours at Acme lose hours to idle trucks; we cut that by a third.',
    'Would a <a href="{{link}}">short walkthrough</a> be useful?',
    'Best,<br>Jane Doe',
    "P.S. If this isn't a priority, just reply 'no thanks' and I won't follow up.",
    'Tom &amp; Jerry &quot;quoted&quot; &lt;tag&gt;',
    '<strong>Bold</strong>, <b>bold</b>, <em>italic</em> and <i>italic</i>.',
    'Price: 5 * 3 = 15, snake_case and [brackets] with a \\ backslash.',
    'Line one<br>line two<br>line three',
    'Un court échange\u00a0?',
  ])('gives back the same HTML for %j', (html) => {
    const text = paragraphToText(html);

    expect(text).toBeDefined();
    expect(textToParagraph(text ?? '')).toBe(html);
  });

  it('reads &nbsp; as the no-break space it stands for, written back as that character', () => {
    expect(paragraphToText('A&nbsp;B')).toBe('A\u00a0B');
    expect(textToParagraph('A\u00a0B')).toBe('A\u00a0B');
  });

  it('escapes <, > and & typed as text, and keeps placeholders as typed', () => {
    expect(textToParagraph('Hi {{firstName}}, 3 < 5 & 7 > 2')).toBe('Hi {{firstName}}, 3 &lt; 5 &amp; 7 &gt; 2');
  });

  it('turns typed line breaks and links into <br> and anchors', () => {
    expect(textToParagraph('Best,\nJane')).toBe('Best,<br>Jane');
    expect(textToParagraph('Worth a [look]({{link}})?')).toBe('Worth a <a href="{{link}}">look</a>?');
  });

  it('keeps a lone mark or bracket as text', () => {
    expect(textToParagraph('5* hotel, [draft and *')).toBe('5* hotel, [draft and *');
    expect(textToParagraph('snake_case')).toBe('snake_case');
  });

  it('reads whitespace as a browser renders it', () => {
    const html = '\n  Best,\n  <br>\n  Jane   Doe\n';

    expect(paragraphToText(html)).toBe('Best,\nJane Doe');
    expect(normalizeInline(parseInlineHtml(html) ?? [])).toEqual(parseInlineText('Best,\nJane Doe'));
  });

  it.each([
    ['another tag', 'Hi <span>there</span>'],
    ['an anchor with more than href', '<a href="{{link}}" target="_blank">x</a>'],
    ['an anchor without href', '<a>x</a>'],
    ['a tag left open', '<b>never closed'],
    ['tags closed in the wrong order', '<b><i>x</b></i>'],
    ['a comment', 'a <!-- note --> b'],
    ['an anchor inside an anchor', '<a href="x"><a href="y">z</a></a>'],
  ])('cannot show %s as text', (_case, html) => {
    expect(paragraphToText(html)).toBeUndefined();
  });

  it('reads a long run of unmatched brackets and marks quickly', () => {
    const text = '['.repeat(5000) + '*a'.repeat(5000) + '_'.repeat(5000);
    const started = performance.now();

    const html = textToParagraph(text);

    expect(performance.now() - started).toBeLessThan(1000);
    expect(html).toContain('[[[');
  });
});
