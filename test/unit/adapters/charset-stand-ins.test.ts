import { Readable, type Transform } from 'node:stream';

import Encoding from 'encoding-japanese';
import iconv from 'iconv-lite';
import libmime from 'libmime';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { importBundled } from '../../support/bundled';

interface Bundled {
  libmime: typeof libmime;
  iconv: { encode(text: string, encoding: string): Buffer; decode(bytes: Uint8Array, encoding: string): string };
  imapDecoder(charset: string): Transform;
}

// what a function carries: libmime and imapflow over the stand-ins of iconv-lite and encoding-japanese
let bundled: Bundled;
let remove: () => void;

beforeAll(async () => {
  ({ module: bundled, remove } = await importBundled<Bundled>(
    [
      "export { default as libmime } from 'libmime';",
      "export { default as iconv } from 'iconv-lite';",
      "export { getDecoder as imapDecoder } from 'imapflow/lib/tools.js';",
    ].join('\n'),
  ));
});

afterAll(() => remove());

const jis = (text: string) => Buffer.from(Encoding.convert(Encoding.stringToCode(text), { to: 'JIS', from: 'UNICODE' }));

/** Replies as mailers write them in each charset, with the bytes the real libraries give. */
const REPLIES: { charset: string; text: string; bytes: Buffer }[] = [
  { charset: 'ISO-2022-JP', text: 'お返事ありがとうございます。来週の火曜日はいかがでしょうか。', bytes: Buffer.alloc(0) },
  { charset: 'Shift_JIS', text: 'ご連絡ありがとうございます。資料を拝見しました。', bytes: Buffer.alloc(0) },
  { charset: 'EUC-JP', text: '担当者に確認いたします。よろしくお願いいたします。', bytes: Buffer.alloc(0) },
  { charset: 'GB2312', text: '感谢您的来信，我们下周二见面吧。', bytes: Buffer.alloc(0) },
  { charset: 'GB18030', text: '感谢您的来信，我们下周二见面吧。', bytes: Buffer.alloc(0) },
  { charset: 'Big5', text: '謝謝您的來信，我們下週二見面吧。', bytes: Buffer.alloc(0) },
  { charset: 'EUC-KR', text: '답장 주셔서 감사합니다. 다음 주에 뵙겠습니다.', bytes: Buffer.alloc(0) },
  { charset: 'KOI8-R', text: 'Спасибо за письмо, давайте встретимся во вторник.', bytes: Buffer.alloc(0) },
  { charset: 'windows-1251', text: 'Добрый день! Нам это не интересно.', bytes: Buffer.alloc(0) },
  {
    charset: 'windows-1252',
    text: 'Merci pour votre réponse — à mardi, le café coûte 5 € « bien sûr ».',
    bytes: Buffer.alloc(0),
  },
  { charset: 'ISO-8859-1', text: 'Gracias por su respuesta. ¿Nos vemos el martes? Señor Núñez', bytes: Buffer.alloc(0) },
  { charset: 'ISO-8859-2', text: 'Dziękuję za odpowiedź. Zażółć gęślą jaźń.', bytes: Buffer.alloc(0) },
].map((reply) => ({
  ...reply,
  bytes: reply.charset === 'ISO-2022-JP' ? jis(reply.text) : iconv.encode(reply.text, reply.charset),
}));

async function collect(stream: Transform, bytes: Buffer, chunkSize: number): Promise<string> {
  const chunks: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += chunkSize) chunks.push(bytes.subarray(at, at + chunkSize));
  const out: string[] = [];
  stream.on('data', (chunk: Buffer | string) => out.push(chunk.toString()));
  await new Promise<void>((resolve, reject) => {
    stream.on('end', resolve).on('error', reject);
    Readable.from(chunks).pipe(stream);
  });
  return out.join('');
}

describe('the charset stand-ins of the function bundles', () => {
  it.each(REPLIES)('decodes a $charset body as the real libraries do', ({ charset, text, bytes }) => {
    const decoded = bundled.libmime.decodeWord(charset, 'B', bytes.toString('base64'));

    expect(decoded).toBe(text);
    expect(decoded).toBe(libmime.decodeWord(charset, 'B', bytes.toString('base64')));
  });

  it.each(REPLIES)('decodes a $charset encoded-word subject as the real libraries do', ({ charset, text, bytes }) => {
    const subject = `=?${charset}?B?${bytes.toString('base64')}?=`;

    expect(bundled.libmime.decodeWords(subject)).toBe(text);
    expect(bundled.libmime.decodeWords(subject)).toBe(libmime.decodeWords(subject));
  });

  it.each(REPLIES)(
    'decodes a $charset body streamed a byte at a time, in libmime and in imapflow',
    async ({ charset, text, bytes }) => {
      const streamed = await collect(bundled.libmime.createDecodeStream(charset), bytes, 1);
      const downloaded = await collect(bundled.imapDecoder(charset), bytes, 3);

      expect(streamed).toBe(text);
      expect(downloaded).toBe(text);
    },
  );

  it('writes and reads mailbox names in UTF-7-IMAP as iconv-lite does', () => {
    const names = ['INBOX', 'Entwürfe', 'Tom & Jerry', '受信トレイ/返信済み', 'Réponses 😀'];

    for (const name of names) {
      const encoded = bundled.iconv.encode(name, 'utf-7-imap').toString();
      expect(encoded).toBe(iconv.encode(name, 'utf-7-imap').toString());
      expect(bundled.iconv.decode(Buffer.from(encoded), 'utf-7-imap')).toBe(name);
    }
  });

  it('reads a charset no decoder knows as UTF-8, as libmime does with one iconv-lite does not know', () => {
    const bytes = Buffer.from('Thanks, see you Tuesday — Ana', 'utf8');

    expect(bundled.libmime.decodeWord('x-unknown-charset', 'B', bytes.toString('base64'))).toBe('Thanks, see you Tuesday — Ana');
  });

  it('refuses UTF-7 text, as libmime does, so markup cannot be smuggled in it', () => {
    expect(bundled.libmime.decodeWords('=?utf-7?Q?+ADw-script+AD4-?=')).toBe(libmime.decodeWords('=?utf-7?Q?+ADw-script+AD4-?='));
    expect(bundled.libmime.decodeWords('=?utf-7?Q?+ADw-script+AD4-?=')).not.toContain('<script>');
  });
});
