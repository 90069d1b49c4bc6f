import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';

import { EmailSignature } from '../../../../web/src/pages/email/detail/email-signature';

/** The section's text as a screen reader reads it, tags dropped. */
function rendered(signature: string | undefined): string {
  return renderToStaticMarkup(createElement(EmailSignature, { signature }))
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

describe("the signature in an email's panel", () => {
  it("shows the signature the email will end with, its sender's, as text line by line", () => {
    const html = renderToStaticMarkup(
      createElement(EmailSignature, {
        signature: '<p><strong>Dana Demo</strong><br>Head of Sales, <a href="https://northwind.example">Northwind</a></p>',
      }),
    );

    expect(rendered('<p><strong>Dana Demo</strong><br>Head of Sales</p>')).toContain('Signature');
    expect(html).toContain('Dana Demo');
    expect(html).toContain('Head of Sales, Northwind');
    expect(html).not.toContain('<strong>');
    expect(html).not.toContain('href="https://northwind.example"');
  });

  it('says the email ends without a signature when its sender has none, and where to give it one', () => {
    expect(rendered(undefined)).toContain('No signature: its sender has none. Pick one for the sender on the Senders page.');
  });
});
