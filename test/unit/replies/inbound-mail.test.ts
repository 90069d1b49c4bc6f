import { describe, expect, it } from 'vitest';

import { htmlToText, parseInboundMail } from '../../../functions/core/replies/inbound-mail';

const crlf = (text: string) => text.replace(/\n/g, '\r\n');

describe('parseInboundMail', () => {
  it('reads the headers a classifier needs, addresses in lower case', async () => {
    const mail = await parseInboundMail(
      crlf(`Return-Path: <Bob@Frostline.example>
From: =?UTF-8?Q?J=C3=BCrgen_Keller?= <Juergen.Keller@Kuehlwerk.example>
To: Ana Silva <Ana.Silva@acme.example>, ops@acme.example
Subject: =?UTF-8?B?QVc6IFBhbGV0dGVudGVtcGVyYXR1cmVuIGJlaSBLw7xobHdlcms=?=
Date: Wed, 2 Dec 2026 10:01:14 +0100
Message-ID:  <abc@kuehlwerk.example>
In-Reply-To: <01JABCDEF_contact8_0@acme.example>
References: <01JABCDEF_contact8_0@acme.example>
 <01JABCDEF_contact8_1@acme.example>
Auto-Submitted: auto-replied
X-Autoreply: yes
MIME-Version: 1.0
Content-Type: text/plain; charset="UTF-8"
Content-Transfer-Encoding: quoted-printable

Gr=C3=BC=C3=9Fe
`),
    );
    expect(mail).toMatchObject({
      messageId: '<abc@kuehlwerk.example>',
      from: 'juergen.keller@kuehlwerk.example',
      returnPath: 'bob@frostline.example',
      to: ['ana.silva@acme.example', 'ops@acme.example'],
      subject: 'AW: Palettentemperaturen bei Kühlwerk',
      date: new Date('2026-12-02T09:01:14Z'),
      inReplyTo: '<01JABCDEF_contact8_0@acme.example>',
      references: ['<01JABCDEF_contact8_0@acme.example>', '<01JABCDEF_contact8_1@acme.example>'],
      contentType: 'text/plain',
      text: 'Grüße\n',
    });
    expect(mail.headers.get('auto-submitted')).toEqual(['auto-replied']);
    expect(mail.headers.get('x-autoreply')).toEqual(['yes']);
    expect(mail.reportType).toBeUndefined();
  });

  it('tells an empty Return-Path from a missing one', async () => {
    const empty = await parseInboundMail(crlf('Return-Path: <>\nFrom: a@example.com\nSubject: x\n\nbody\n'));
    const missing = await parseInboundMail(crlf('From: a@example.com\nSubject: x\n\nbody\n'));
    expect(empty.returnPath).toBe('');
    expect(missing.returnPath).toBeUndefined();
    expect(missing).toMatchObject({ to: [], references: [], contentType: 'text/plain' });
  });

  it('reads a delivery report’s parts: the report type, the delivery status and the original headers', async () => {
    const mail = await parseInboundMail(
      crlf(`From: MAILER-DAEMON@mx.example.org (Mail Delivery System)
Subject: Undelivered Mail Returned to Sender
MIME-Version: 1.0
Content-Type: multipart/report; report-type="delivery-status";
 boundary="B"

--B
Content-Type: text/plain

Your message could not be delivered.
--B
Content-Type: message/delivery-status

Reporting-MTA: dns; mx.example.org

Final-Recipient: rfc822; bob@example.org
Action: failed
Status: 5.1.1
--B
Content-Type: text/rfc822-headers

Message-ID: <01JABCDEF_contact1_0@acme.example>
Subject: Pallets
--B--
`),
    );
    expect(mail).toMatchObject({
      from: 'mailer-daemon@mx.example.org',
      contentType: 'multipart/report',
      reportType: 'delivery-status',
    });
    expect(mail.text).toContain('could not be delivered');
    expect(mail.deliveryStatus).toContain('Status: 5.1.1');
    expect(mail.originalHeaders).toContain('Message-ID: <01JABCDEF_contact1_0@acme.example>');
  });

  it('keeps only the headers of an attached original message', async () => {
    const mail = await parseInboundMail(
      crlf(`From: postmaster@example.com
Content-Type: multipart/report; report-type=delivery-status; boundary="B"

--B
Content-Type: text/plain

Undeliverable.
--B
Content-Type: message/rfc822

Message-ID: <01JABCDEF_contact2_0@acme.example>
Subject: Pallets

Reply "stop" and I won't write again.
--B--
`),
    );
    expect(mail.originalHeaders).toBe('Message-ID: <01JABCDEF_contact2_0@acme.example>\nSubject: Pallets');
    expect(mail.text).not.toContain('stop');
  });

  it('derives the text of a message sent as HTML only, quoted blocks as > lines', async () => {
    const html =
      '<div>Let&#39;s talk &amp; soon.</div><div class="gmail_quote">On Tue, Ana wrote:<blockquote>Hi<br>Reply stop</blockquote></div>';
    const mail = await parseInboundMail(
      crlf(
        `From: a@example.com\nContent-Type: text/html; charset=UTF-8\nContent-Transfer-Encoding: base64\n\n${Buffer.from(html).toString('base64')}\n`,
      ),
    );
    expect(mail.html).toBe(html);
    expect(mail.text).toBe("Let's talk & soon.\nOn Tue, Ana wrote:\n> Hi\n> Reply stop");
  });
});

describe('htmlToText', () => {
  it('drops styles, scripts and comments', () => {
    expect(htmlToText('<html><head><style>p{}</style></head><body><!-- x --><p>Yes</p><script>1</script></body></html>')).toBe(
      'Yes',
    );
  });
});
