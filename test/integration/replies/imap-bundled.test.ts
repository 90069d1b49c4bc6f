import Encoding from 'encoding-japanese';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { freePort } from '../../../bin/local/dynamodb';
import { startLocalImap, type LocalImap } from '../../../bin/local/imap';
import type { createImapClient } from '../../../functions/adapters/mail/imap-client';
import type { parseInboundMail } from '../../../functions/core/replies/inbound-mail';
import { importBundled } from '../../support/bundled';

interface Bundled {
  createImapClient: typeof createImapClient;
  parseInboundMail: typeof parseInboundMail;
}

const PASSWORD = 'local-mailbox-password';
const MAILBOX = 'rep@seller.example';
let imap: LocalImap;
// the mailbox reader as the MailboxPoll function carries it: imapflow over the charset stand-ins
let bundled: Bundled;
let remove: () => void;

beforeAll(async () => {
  imap = await startLocalImap({ port: await freePort(), password: PASSWORD });
  ({ module: bundled, remove } = await importBundled<Bundled>(
    [
      "export { createImapClient } from './functions/adapters/mail/imap-client';",
      "export { parseInboundMail } from './functions/core/replies/inbound-mail';",
    ].join('\n'),
  ));
});

afterAll(async () => {
  remove();
  await imap.close();
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64');
const jis = (text: string) => Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'JIS', from: 'UNICODE' }));

/** A reply as a mailer writes it in `charset`: the subject as an encoded word, the body as `body` bytes. */
function reply(id: string, charset: string, subject: Uint8Array, body: Buffer, transfer: '7bit' | 'base64'): Buffer {
  const head = [
    `From: Buyer <buyer-${id}@buyer.example>`,
    `To: ${MAILBOX}`,
    `Subject: =?${charset}?B?${b64(subject)}?=`,
    `Message-ID: <${id}@buyer.example>`,
    'Date: Tue, 10 Mar 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    `Content-Type: text/plain; charset="${charset}"`,
    `Content-Transfer-Encoding: ${transfer}`,
    '',
    '',
  ].join('\r\n');
  const encoded = transfer === 'base64' ? Buffer.from(`${body.toString('base64')}\r\n`, 'ascii') : body;
  return Buffer.concat([Buffer.from(head, 'ascii'), encoded, Buffer.from('\r\n', 'ascii')]);
}

const MESSAGES = [
  {
    id: 'jis',
    charset: 'ISO-2022-JP',
    subject: 'Re: ご提案の件',
    text: '来週の火曜日はいかがでしょうか。',
    encode: jis,
    transfer: '7bit',
  },
  {
    id: 'sjis',
    charset: 'Shift_JIS',
    subject: 'Re: 資料について',
    text: '資料を拝見しました。',
    encode: (text: string) => iconv.encode(text, 'Shift_JIS'),
    transfer: 'base64',
  },
  {
    id: 'gb',
    charset: 'GB2312',
    subject: '回复：会议',
    text: '我们下周二见面吧。',
    encode: (text: string) => iconv.encode(text, 'GB2312'),
    transfer: 'base64',
  },
  {
    id: 'koi8',
    charset: 'KOI8-R',
    subject: 'Re: встреча',
    text: 'Давайте встретимся во вторник.',
    encode: (text: string) => iconv.encode(text, 'KOI8-R'),
    transfer: 'base64',
  },
  {
    id: 'cp1252',
    charset: 'windows-1252',
    subject: 'Re: café',
    text: 'À mardi, « bien sûr », à côté du café.',
    encode: (text: string) => iconv.encode(text, 'windows-1252'),
    transfer: 'base64',
  },
] as const;

describe('the bundled mailbox reader', () => {
  it('signs in, finds and reads replies written in other charsets than UTF-8', async () => {
    for (const message of MESSAGES) {
      imap.append(
        MAILBOX,
        reply(message.id, message.charset, message.encode(message.subject), message.encode(message.text), message.transfer),
      );
    }
    const client = bundled.createImapClient({ allowPrivateHosts: true });

    const opened = await client.open({
      host: '127.0.0.1',
      port: imap.port,
      secure: false,
      username: MAILBOX,
      password: PASSWORD,
    });
    if (!opened.ok) throw new Error(`open failed: ${opened.failure}`);
    const uids = await opened.session.inbox.uidsAfter(0);
    const read = [];
    for (const uid of uids) {
      const source = await opened.session.inbox.source(uid);
      if (source) read.push(await bundled.parseInboundMail(source));
    }
    await opened.session.close();

    expect(read.map((mail) => ({ messageId: mail.messageId, subject: mail.subject, text: mail.text.trim() }))).toEqual(
      MESSAGES.map((message) => ({ messageId: `<${message.id}@buyer.example>`, subject: message.subject, text: message.text })),
    );
  });
});
