import { describe, expect, it } from 'vitest';

import { classifyInbound } from '../../../functions/core/replies/classify';
import { failureKind } from '../../../functions/core/replies/delivery-report';
import { parseInboundMail, type InboundMail } from '../../../functions/core/replies/inbound-mail';
import { decodeUtf7, isUtf7Charset } from '../../../functions/core/replies/utf7';

const OURS = '<01JABCDEF_contact7_0@acme.example>';

function mail(overrides: Partial<InboundMail> & { header?: Record<string, string> } = {}): InboundMail {
  const { header = {}, ...rest } = overrides;
  return {
    messageId: '<report-1@mx.example.org>',
    from: 'mailer-daemon@mx.example.org',
    returnPath: '',
    to: ['ana.silva@acme.example'],
    subject: 'failure notice',
    date: new Date('2026-12-02T10:00:00Z'),
    references: [],
    headers: new Map(Object.entries(header).map(([name, value]) => [name.toLowerCase(), [value]])),
    contentType: 'text/plain',
    text: '',
    ...rest,
  };
}

describe('failureKind: the status when it says, else the prose', () => {
  it.each([
    ['5.1.1', 'User unknown', 'HARD_BOUNCE'],
    ['5.1.10', 'RecipientNotFound', 'HARD_BOUNCE'],
    ['5.2.1', 'account disabled', 'HARD_BOUNCE'],
    ['5.4.1', 'Recipient address rejected: Access denied', 'HARD_BOUNCE'],
    ['5.7.1', 'Message rejected as spam', 'BLOCKED'],
    ['5.7.26', 'unauthenticated sender', 'BLOCKED'],
    ['5.2.2', 'This is a permanent error. Mailbox full', 'SOFT_BOUNCE'],
    ['5.3.4', 'Message size exceeds fixed maximum message size', 'SOFT_BOUNCE'],
    ['4.7.1', 'Recipient address rejected: Greylisted', 'SOFT_BOUNCE'],
    ['4.4.1', 'the message expired after 5 days: connection timed out', 'SOFT_BOUNCE'],
    [undefined, "Sorry, I couldn't find any host named frostline.example. (#5.1.2)", 'HARD_BOUNCE'],
    [undefined, 'User John Smith (john@frostline.example) not listed in Domino Directory', 'HARD_BOUNCE'],
    [undefined, 'The recipient name is not recognized', 'HARD_BOUNCE'],
    [undefined, 'Client host [198.51.100.7] blocked using zen.dnsbl.example.org', 'BLOCKED'],
    [undefined, "The recipient's mailbox is full and can't accept messages now", 'SOFT_BOUNCE'],
    [undefined, 'Host not found, try again', 'SOFT_BOUNCE'],
    [undefined, 'Something went wrong', 'SOFT_BOUNCE'],
    ['5.0.0', 'Requested action not taken: mailbox unavailable', 'HARD_BOUNCE'],
    ['5.0.0', 'Service unavailable; policy violation', 'BLOCKED'],
  ] as const)('%s "%s" is %s', (status, prose, kind) => {
    expect(failureKind(status, prose).kind).toBe(kind);
  });
});

describe('delivery reports without a delivery-status part', () => {
  it('reads the failed recipient and the original Message-ID from the report, not from our quoted P.S.', () => {
    const found = classifyInbound(
      mail({
        text: `Hi. This is the qmail-send program at mx.example.org.\nI'm afraid I wasn't able to deliver your message to the following addresses.\nThis is a permanent error; I've given up. Sorry it didn't work out.\n\n<bob@frostline.example>:\nSorry, no mailbox here by that name. (#5.1.1)\n\n--- Below this line is a copy of the message.\n\nMessage-ID: ${OURS}\nFrom: ana.silva@acme.example\n\nP.S. Not the right person? Reply "stop".\n`,
      }),
    );
    expect(found).toMatchObject({ kind: 'HARD_BOUNCE', status: '5.1.1', recipient: 'bob@frostline.example' });
    expect(found.refersTo[0]).toBe(OURS);
  });

  it('is never a reply, even from a sender that is no mail system, when the Return-Path is empty and the wording a bounce', () => {
    const found = classifyInbound(
      mail({
        from: 'sysadmin@mmsc.example.net',
        subject: 'Undeliverable Message',
        text: `Message could not be delivered to mobile.\nError: No valid recipients for this MM\n\nOriginal Message:\nTo: 5550100@mms.example.net\nMessage-ID: ${OURS}\n`,
      }),
    );
    expect(found).toMatchObject({ kind: 'HARD_BOUNCE', recipient: '5550100@mms.example.net' });
  });

  it('reads a report of a delivered message as an automatic answer', () => {
    const found = classifyInbound(
      mail({
        contentType: 'multipart/report',
        reportType: 'delivery-status',
        deliveryStatus:
          'Reporting-MTA: dns; mx.example.org\n\nFinal-Recipient: rfc822; bob@frostline.example\nAction: relayed\nStatus: 2.0.0\n',
      }),
    );
    expect(found.kind).toBe('AUTO_REPLY');
  });
});

describe('complaint reports', () => {
  const arf = (type: string) =>
    mail({
      from: 'feedback@arf.example.com',
      subject: 'Abuse report',
      contentType: 'multipart/report',
      reportType: 'feedback-report',
      feedbackReport: `Feedback-Type: ${type}\nUser-Agent: SomeGenerator/1.0\nVersion: 1\nOriginal-Rcpt-To: <Bob@Frostline.example>\n`,
      originalHeaders: `From: ana.silva@acme.example\nTo: bob@frostline.example\nMessage-ID: ${OURS}`,
    });

  it.each(['abuse', 'fraud', 'virus', 'other'])('an ARF report of type %s is a COMPLAINT about the original', (type) => {
    expect(classifyInbound(arf(type))).toMatchObject({ kind: 'COMPLAINT', recipient: 'bob@frostline.example', refersTo: [OURS] });
  });

  it.each(['auth-failure', 'not-spam'])('an ARF report of type %s is no complaint', (type) => {
    expect(classifyInbound(arf(type)).kind).toBe('AUTO_REPLY');
  });

  it("reads Hotmail's older complaint from the attached message's X-HmXmrOriginalRecipient", () => {
    const found = classifyInbound(
      mail({
        from: 'staff@hotmail.example.com',
        returnPath: 'staff@hotmail.example.com',
        subject: 'complaint about message from 192.0.2.4',
        contentType: 'multipart/mixed',
        originalHeaders: `X-HmXmrOriginalRecipient: bob@frostline.example\nFrom: ana.silva@acme.example\nMessage-ID: ${OURS}`,
      }),
    );
    expect(found).toMatchObject({ kind: 'COMPLAINT', recipient: 'bob@frostline.example', refersTo: [OURS] });
  });
});

describe('UTF-7 (RFC 2152)', () => {
  it.each([
    ['Hi Mom -+Jjo--!', 'Hi Mom -\u263a-!'],
    ['A+ImIDkQ.', 'A\u2262\u0391.'],
    ['+ZeVnLIqe-', '\u65e5\u672c\u8a9e'],
    ['1 +- 1 = 2', '1 + 1 = 2'],
    ['La remise a +AOk-chou+AOk-', 'La remise a échoué'],
    ['no shift at all', 'no shift at all'],
  ])('decodes %s', (encoded, decoded) => {
    expect(decodeUtf7(encoded)).toBe(decoded);
  });

  it('knows the charset by its labels', () => {
    expect(['utf-7', 'UTF7', 'unicode-1-1-utf-7', 'x-unicode-2-0-utf-7'].every(isUtf7Charset)).toBe(true);
    expect(['utf-8', 'iso-8859-1', 'utf-16'].some(isUtf7Charset)).toBe(false);
  });

  it("decodes a report's text part declared unicode-1-1-utf-7, and reads the report as a bounce", async () => {
    const raw = [
      'From: postmaster@mail.example.com',
      'To: ana.silva@acme.example',
      'Subject: Delivery Status Notification (Failure)',
      'Return-Path: <>',
      'MIME-Version: 1.0',
      'Content-Type: multipart/report; report-type=delivery-status; boundary="B"',
      '',
      '--B',
      'Content-Type: text/plain; charset=unicode-1-1-utf-7',
      '',
      'La remise aux destinataires suivants a +AOk-chou+AOk-.',
      '',
      '       bob@frostline.example',
      '',
      '--B',
      'Content-Type: message/delivery-status',
      '',
      'Reporting-MTA: dns;mail.example.com',
      '',
      'Final-Recipient: rfc822;bob@frostline.example',
      'Action: failed',
      'Status: 5.1.1',
      '',
      '--B--',
      '',
    ].join('\r\n');
    const parsed = await parseInboundMail(raw);
    expect(parsed.text).toContain('a échoué.');
    expect(classifyInbound(parsed)).toMatchObject({ kind: 'HARD_BOUNCE', status: '5.1.1', recipient: 'bob@frostline.example' });
  });
});
