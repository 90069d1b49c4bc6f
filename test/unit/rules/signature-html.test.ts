import { describe, expect, it } from 'vitest';

import { inlineSignatureHtml, sanitiseSignatureHtml } from '../../../shared/rules/signature-html';

describe('sanitiseSignatureHtml', () => {
  it('keeps the simple tags a signature is made of', () => {
    const html = '<p><strong>Dana Demo</strong><br><em>Head of Sales</em>, <b>Northwind</b> <i>Ltd</i></p>';

    expect(sanitiseSignatureHtml(html)).toBe(html);
  });

  it('keeps http, https and mailto links with their href only', () => {
    const html =
      '<a href="https://northwind.example" target="_blank" onclick="steal()">Site</a> ' +
      "<a href='mailto:dana@northwind.example'>Mail</a> <a href=http://northwind.example/x?a=1&amp;b=2>Old</a>";

    expect(sanitiseSignatureHtml(html)).toBe(
      '<a href="https://northwind.example">Site</a> <a href="mailto:dana@northwind.example">Mail</a> ' +
        '<a href="http://northwind.example/x?a=1&amp;b=2">Old</a>',
    );
  });

  it('drops links to other schemes, however they are spelled, and keeps their text', () => {
    const html =
      '<a href="javascript:alert(1)">a</a><a href="JaVaScRiPt&#58;alert(1)">b</a>' +
      '<a href=" java\tscript:alert(1)">c</a><a href="data:text/html,x">d</a><a>e</a>';

    expect(sanitiseSignatureHtml(html)).toBe('abcde');
  });

  it('removes scripts, styles and other elements with their content, and unknown tags but not their text', () => {
    const html =
      '<p style="color:red" onmouseover="x()">Dana</p><script>alert(1)</script><style>p{}</style>' +
      '<iframe src="https://evil.example">frame</iframe><img src=x onerror=alert(1)><div><span>Sales</span></div><!-- note -->';

    expect(sanitiseSignatureHtml(html)).toBe('<p>Dana</p>Sales');
  });

  it('closes the tags it keeps, and drops closing tags that close nothing', () => {
    expect(sanitiseSignatureHtml('<p><strong>Dana</p></em><a href="https://x.example">site')).toBe(
      '<p><strong>Dana</strong></p><a href="https://x.example">site</a>',
    );
  });

  it('escapes a stray angle bracket and keeps entities as written', () => {
    expect(sanitiseSignatureHtml('<p>Tom &amp; Jerry < 3 &copy; AT&T</p>')).toBe('<p>Tom &amp; Jerry &lt; 3 &copy; AT&amp;T</p>');
  });

  it('turns plain text into HTML: escaped, each new line a line break', () => {
    expect(sanitiseSignatureHtml('Dana Demo\nHead of Sales, Northwind\r\nTom & Co <3')).toBe(
      'Dana Demo<br>Head of Sales, Northwind<br>Tom &amp; Co &lt;3',
    );
  });
});

describe('inlineSignatureHtml', () => {
  it('fills a closing paragraph with no paragraph inside it: paragraphs become lines a blank line apart', () => {
    const signature = sanitiseSignatureHtml(
      '<p><strong>Dana Demo</strong><br>Head of Sales</p>\n<p><a href="https://northwind.example">northwind.example</a></p>',
    );

    expect(`<p>${inlineSignatureHtml(signature)}</p>`).toBe(
      '<p><strong>Dana Demo</strong><br>Head of Sales<br><br><a href="https://northwind.example">northwind.example</a></p>',
    );
  });

  it('leaves a signature without paragraphs as it is', () => {
    expect(inlineSignatureHtml('Dana Demo<br><em>Northwind</em>')).toBe('Dana Demo<br><em>Northwind</em>');
  });
});
