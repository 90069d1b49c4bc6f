import { describe, expect, it } from 'vitest';

import { decodeEntities, looksLikeHtml, parseEmailHtml, toPlainText } from '../../../../shared/rules/email';

describe('decodeEntities', () => {
  it.each([
    ['Fish &amp; chips', 'Fish & chips'],
    ['It&rsquo;s &lsquo;fine&rsquo;', 'It’s ‘fine’'],
    ['&ldquo;Yes&rdquo;&hellip;', '“Yes”…'],
    ['caf&eacute; &Uuml;ber &ntilde; &ccedil;a &szlig;', 'café Über ñ ça ß'],
    ['a&nbsp;b', 'a\u00a0b'],
    ['&#39;&#x2019;&#X41;', "'’A"],
    ['&#0; &#xD800;', '\ufffd \ufffd'],
    ['&unknown; &amp without semicolon &copy', '&unknown; & without semicolon ©'],
  ])('decodes %s', (input, expected) => {
    expect(decodeEntities(input)).toBe(expected);
  });
});

describe('parseEmailHtml', () => {
  it('reads the container, the paragraphs, their text and their anchors', () => {
    const html =
      '<html><body>\n<p>Hi {{firstName}},</p>\n<p>Look <b>here</b>: <a href="{{link}}" title="t">the&nbsp;tour</a>.<br>Thanks</p></body></html>';
    const parsed = parseEmailHtml(html);
    expect(parsed.issues).toEqual([]);
    expect(parsed.container).toEqual({ html: 1, body: 1 });
    expect(parsed.paragraphs.map((paragraph) => paragraph.text)).toEqual(['Hi {{firstName}},', 'Look here: the tour.\nThanks']);
    const anchor = parsed.paragraphs[1]?.anchors[0];
    expect(anchor).toMatchObject({ href: '{{link}}', text: 'the tour', attributes: { href: '{{link}}', title: 't' } });
    expect(parsed.paragraphs[1]?.text.slice(anchor?.start, anchor?.end)).toBe('the tour');
    expect(parsed.paragraphs[1]?.raw).toBe('Look <b>here</b>: <a href="{{link}}" title="t">the&nbsp;tour</a>.<br>Thanks');
  });

  it('reports tags that are not allowed and reads through them', () => {
    const html = '<html><body><p>Hi <span style="x">there</span></p><div>loose</div></body></html>';
    const parsed = parseEmailHtml(html);
    expect(parsed.issues.map((issue) => [issue.kind, issue.tag])).toEqual([
      ['TAG_NOT_ALLOWED', 'span'],
      ['TAG_NOT_ALLOWED', 'span'],
      ['TAG_NOT_ALLOWED', 'div'],
      ['TAG_NOT_ALLOWED', 'div'],
    ]);
    expect(parsed.paragraphs.map((paragraph) => paragraph.text)).toEqual(['Hi there']);
    expect(parsed.blocks.filter((block) => block.kind === 'loose').map((block) => block.text)).toEqual(['loose']);
  });

  it('reports a missing container and reads the fragment as the body', () => {
    const parsed = parseEmailHtml('<p>One</p><p>Two</p>');
    expect(parsed.issues.map((issue) => issue.kind)).toEqual(['MISSING_HTML', 'MISSING_BODY']);
    expect(parsed.paragraphs.map((paragraph) => paragraph.text)).toEqual(['One', 'Two']);
  });

  it('reports content outside the body, unclosed and stray tags', () => {
    const html = 'Hello<html><body><p>One <b>bold</p></em></body></html>';
    const kinds = parseEmailHtml(html).issues.map((issue) => `${issue.kind}:${issue.tag ?? ''}`);
    expect(kinds).toEqual(['CONTENT_OUTSIDE_BODY:', 'UNCLOSED_TAG:b', 'STRAY_CLOSING_TAG:em']);
  });

  it('reads a <p> inside a <p> as a new paragraph and reports it', () => {
    const parsed = parseEmailHtml('<html><body><p>One<p>Two</p></p></body></html>');
    expect(parsed.issues.map((issue) => issue.kind)).toEqual(['NESTED_PARAGRAPH']);
    expect(parsed.paragraphs.map((paragraph) => paragraph.text)).toEqual(['One', 'Two']);
  });

  it('skips comments, a doctype and the content of <style>', () => {
    const html = '<!DOCTYPE html><html><body><!-- note --><p>Hi</p><style>p { color: red }</style></body></html>';
    const parsed = parseEmailHtml(html);
    expect(parsed.paragraphs.map((paragraph) => paragraph.text)).toEqual(['Hi']);
    expect(parsed.issues.map((issue) => `${issue.kind}:${issue.tag ?? ''}`)).toEqual([
      'TAG_NOT_ALLOWED:style',
      'TAG_NOT_ALLOWED:style',
    ]);
  });

  it('keeps a lone "<" as text', () => {
    const parsed = parseEmailHtml('<html><body><p>1 < 2 and 3 <> 4</p></body></html>');
    expect(parsed.paragraphs[0]?.text).toBe('1 < 2 and 3 <> 4');
  });
});

describe('toPlainText', () => {
  it('joins paragraphs with a blank line and keeps placeholders', () => {
    const html = '<html><body><p>Hi {{firstName}},</p><p>It&rsquo;s   short.</p><p>Best,<br>Jane</p></body></html>';
    const text = toPlainText(html);
    expect(text).toBe('Hi {{firstName}},\n\nIt’s short.\n\nBest,\nJane');
  });

  it('tidies a text that is not HTML', () => {
    const text = toPlainText('Hi {{firstName}},\r\n\r\n  Saw your post.  \nWorth a look?\n\n\n');
    expect(text).toBe('Hi {{firstName}},\n\nSaw your post.\nWorth a look?');
  });

  it('tells HTML from plain text', () => {
    expect(looksLikeHtml('<p>Hi</p>')).toBe(true);
    expect(looksLikeHtml('1 < 2 and 3 > 2')).toBe(false);
  });
});
