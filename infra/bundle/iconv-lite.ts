/**
 * The Lambda bundles' stand-in for iconv-lite, which imapflow and libmime load for every charset a
 * message could be written in: its tables (about 480 KB minified) would be the largest part of the
 * mailbox reader. Node's `TextDecoder` (full ICU on Lambda) decodes the same charsets: the
 * Japanese, Chinese and Korean ones, windows-125x, ISO-8859-x, KOI8, the Mac ones. What it does not
 * know (UTF-7, UTF-32, base64 and hex) is done here; a charset neither knows (old DOS code pages
 * such as cp437) is "not recognized", as iconv-lite says of an unknown one, and libmime then reads
 * the text as UTF-8. Only the calls imapflow and libmime make are offered. Tests and local runs use
 * the real iconv-lite; test/unit/adapters/charset-stand-ins.test.ts holds this one to the same output.
 */
import { Buffer } from 'node:buffer';
import { Transform, type TransformCallback, type TransformOptions } from 'node:stream';

/** Turns bytes into text, possibly in chunks: what iconv-lite's `getDecoder()` returns. */
export interface CharsetDecoder {
  write(bytes: Uint8Array): string;
  end(): string | undefined;
}

/** One encoding, whatever name it is asked by: the same object for every alias, as in iconv-lite. */
export interface Codec {
  readonly encodingName: string;
  /** shared by the double-byte codecs (libmime feeds them chunks cut between characters) */
  readonly decoder: () => CharsetDecoder;
}

const cache = new Map<string, Codec>();

// iconv-lite's own normalisation of a name: lower case, letters and digits only
const canonical = (name: string): string =>
  String(name)
    .toLowerCase()
    .replace(/:\d{4}$|[^0-9a-z]/g, '');

// names iconv-lite knows that WHATWG labels spell otherwise
const TEXT_DECODER_LABELS: Readonly<Record<string, string>> = {
  utf8: 'utf-8',
  unicode11utf8: 'utf-8',
  cesu8: 'utf-8',
  ucs2: 'utf-16le',
  utf16le: 'utf-16le',
  utf16be: 'utf-16be',
  shiftjis: 'shift_jis',
  sjis: 'shift_jis',
  cp932: 'shift_jis',
  ms932: 'shift_jis',
  windows31j: 'shift_jis',
  mskanji: 'shift_jis',
  xsjis: 'shift_jis',
  eucjp: 'euc-jp',
  iso2022jp: 'iso-2022-jp',
  gb2312: 'gbk',
  gbk: 'gbk',
  cp936: 'gbk',
  ms936: 'gbk',
  windows936: 'gbk',
  euccn: 'gbk',
  gb18030: 'gb18030',
  big5: 'big5',
  big5hkscs: 'big5',
  cp950: 'big5',
  euckr: 'euc-kr',
  cp949: 'euc-kr',
  ksc5601: 'euc-kr',
  ksc56011987: 'euc-kr',
  windows949: 'euc-kr',
  koi8r: 'koi8-r',
  koi8u: 'koi8-u',
  koi8ru: 'koi8-u',
  cp866: 'ibm866',
  ibm866: 'ibm866',
  maccyrillic: 'x-mac-cyrillic',
  macroman: 'macintosh',
  mac: 'macintosh',
  tis620: 'windows-874',
  cp874: 'windows-874',
};

const DOUBLE_BYTE = new Set(['shift_jis', 'euc-jp', 'gbk', 'gb18030', 'big5', 'euc-kr']);

function textDecoderLabel(name: string, key: string): string | undefined {
  const candidates = [name, TEXT_DECODER_LABELS[key]];
  const windows = /^(?:cp|win|windows)(125\d|874)$/.exec(key);
  if (windows) candidates.push(`windows-${windows[1]}`);
  const iso = /^(?:iso8859|iso)(\d{1,2})$/.exec(key);
  if (iso) candidates.push(`iso-8859-${iso[1]}`);
  for (const candidate of candidates) {
    if (candidate === undefined) continue;
    try {
      return new TextDecoder(candidate).encoding;
    } catch {
      // a label the platform does not know: try the next spelling
    }
  }
  return undefined;
}

// one decoder function per kind, so that codecs of a kind compare equal on `decoder`
const doubleByteDecoder = function (this: Codec): CharsetDecoder {
  return streamingTextDecoder(this.encodingName);
};
const singleByteDecoder = function (this: Codec): CharsetDecoder {
  return streamingTextDecoder(this.encodingName);
};

function streamingTextDecoder(encoding: string): CharsetDecoder {
  const decoder = new TextDecoder(encoding);
  return {
    write: (bytes) => decoder.decode(bytes, { stream: true }),
    end: () => decoder.decode() || undefined,
  };
}

/** A decoder that waits for the whole input: for the codecs no incremental decoder is kept for. */
function wholeInputDecoder(decode: (bytes: Buffer) => string): () => CharsetDecoder {
  return () => {
    const chunks: Buffer[] = [];
    return {
      write: (bytes) => {
        chunks.push(Buffer.from(bytes));
        return '';
      },
      end: () => {
        const text = decode(Buffer.concat(chunks));
        chunks.length = 0;
        return text || undefined;
      },
    };
  };
}

const BUFFER_ENCODINGS: Readonly<Record<string, BufferEncoding>> = {
  latin1: 'latin1',
  binary: 'latin1',
  iso88591: 'latin1',
  l1: 'latin1',
  base64: 'base64',
  hex: 'hex',
};

function resolve(name: string): Codec | undefined {
  const key = canonical(name);
  const buffered = BUFFER_ENCODINGS[key];
  if (buffered !== undefined) {
    return codec(
      buffered,
      wholeInputDecoder((bytes) => bytes.toString(buffered)),
    );
  }
  if (key === 'utf7' || key === 'unicode11utf7')
    return codec(
      'utf7',
      wholeInputDecoder((bytes) => decodeUtf7(bytes, '+', '/')),
    );
  if (key === 'utf7imap')
    return codec(
      'utf7imap',
      wholeInputDecoder((bytes) => decodeUtf7(bytes, '&', ',')),
    );
  if (key === 'utf16') return codec('utf16', wholeInputDecoder(decodeUtf16));
  if (key === 'utf32' || key === 'ucs4' || key === 'utf32le' || key === 'utf32be') {
    const order = key.endsWith('be') ? 'be' : key.endsWith('le') ? 'le' : undefined;
    return codec(
      order ? key : 'utf32',
      wholeInputDecoder((bytes) => decodeUtf32(bytes, order)),
    );
  }
  const label = textDecoderLabel(name, key);
  if (label === undefined) return undefined;
  return codec(label, DOUBLE_BYTE.has(label) ? doubleByteDecoder : singleByteDecoder);
}

function codec(encodingName: string, decoder: () => CharsetDecoder): Codec {
  let found = cache.get(encodingName);
  if (!found) {
    found = { encodingName, decoder };
    cache.set(encodingName, found);
  }
  return found;
}

/** The codec of an encoding; throws, as iconv-lite does, for one it does not know. */
export function getCodec(encoding: string): Codec {
  const found = resolve(encoding);
  if (!found) throw new Error(`Encoding not recognized: '${encoding}' (searched as: '${canonical(encoding)}')`);
  return found;
}

export function encodingExists(encoding: string): boolean {
  return resolve(encoding) !== undefined;
}

export function getDecoder(encoding: string): CharsetDecoder {
  const found = getCodec(encoding);
  return found.decoder.call(found);
}

/** Decodes bytes (a string is read as binary, as iconv-lite does); a leading byte-order mark is dropped. */
export function decode(bytes: Uint8Array | string, encoding: string): string {
  const input = typeof bytes === 'string' ? Buffer.from(bytes, 'binary') : bytes;
  const decoder = getDecoder(encoding);
  const text = decoder.write(input) + (decoder.end() ?? '');
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** Encodes text: only to the encodings imapflow and libmime write (UTF-8, UTF-7-IMAP, Latin-1, UTF-16LE, base64, hex). */
export function encode(text: string, encoding: string): Buffer {
  const key = canonical(encoding);
  if (key === 'utf8') return Buffer.from(text, 'utf8');
  if (key === 'utf7imap') return Buffer.from(encodeUtf7Imap(String(text)), 'ascii');
  if (key === 'ucs2' || key === 'utf16le') return Buffer.from(text, 'utf16le');
  const buffered = BUFFER_ENCODINGS[key];
  if (buffered !== undefined) return Buffer.from(text, buffered);
  throw new Error(`Encoding to '${encoding}' is not supported in this build`);
}

/** A stream of bytes in, text out, as iconv-lite's `decodeStream()`. */
export function decodeStream(encoding: string, options: TransformOptions = {}): Transform {
  const decoder = getDecoder(encoding);
  return new Transform({
    ...options,
    encoding: 'utf8',
    transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback) {
      try {
        const text = decoder.write(chunk);
        if (text) this.push(text, 'utf8');
        done();
      } catch (error) {
        done(error as Error);
      }
    },
    flush(done: TransformCallback) {
      try {
        const text = decoder.end();
        if (text) this.push(text, 'utf8');
        done();
      } catch (error) {
        done(error as Error);
      }
    },
  });
}

/** UTF-7 (RFC 2152: `+`, `/`) and its IMAP form (RFC 3501: `&`, `,`): base64 runs of UTF-16BE. */
function decodeUtf7(bytes: Buffer, shift: string, slash: string): string {
  const text = bytes.toString('latin1');
  const run = new RegExp(`\\${shift}([A-Za-z0-9+${slash === ',' ? ',' : '/'}]*)-?`, 'g');
  return text.replace(run, (whole, encoded: string) => {
    if (encoded === '') return whole.endsWith('-') ? shift : whole;
    const base64 = slash === ',' ? encoded.replace(/,/g, '/') : encoded;
    const units = Buffer.from(base64, 'base64');
    const even = units.subarray(0, units.length - (units.length % 2));
    return swapBytes(even).toString('utf16le');
  });
}

function encodeUtf7Imap(text: string): string {
  return text.replace(/&|[^\x20-\x7e]+/g, (chunk) => {
    if (chunk === '&') return '&-';
    const base64 = swapBytes(Buffer.from(chunk, 'utf16le')).toString('base64').replace(/=+$/, '').replace(/\//g, ',');
    return `&${base64}-`;
  });
}

function swapBytes(bytes: Buffer): Buffer {
  const copy = Buffer.from(bytes);
  return copy.length % 2 === 0 ? copy.swap16() : copy;
}

// no byte-order mark: iconv-lite guesses the order from where the zero bytes of ASCII text fall
function decodeUtf16(bytes: Buffer): string {
  const bom = bytes[0] === 0xfe && bytes[1] === 0xff ? 'be' : bytes[0] === 0xff && bytes[1] === 0xfe ? 'le' : undefined;
  const order = bom ?? guessOrder(bytes, 2);
  return new TextDecoder(order === 'be' ? 'utf-16be' : 'utf-16le').decode(bytes);
}

function decodeUtf32(bytes: Buffer, fixed: 'le' | 'be' | undefined): string {
  let order = fixed;
  let start = 0;
  if (order === undefined) {
    if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x0000feff) [order, start] = ['be', 4];
    else if (bytes.length >= 4 && bytes.readUInt32LE(0) === 0x0000feff) [order, start] = ['le', 4];
    else order = guessOrder(bytes, 4);
  }
  let text = '';
  for (let at = start; at + 4 <= bytes.length; at += 4) {
    const point = order === 'be' ? bytes.readUInt32BE(at) : bytes.readUInt32LE(at);
    text += point <= 0x10ffff && (point < 0xd800 || point > 0xdfff) ? String.fromCodePoint(point) : '\ufffd';
  }
  return text;
}

function guessOrder(bytes: Buffer, width: 2 | 4): 'le' | 'be' {
  let le = 0;
  let be = 0;
  for (let at = 0; at + width <= Math.min(bytes.length, 100 * width); at += width) {
    if (bytes[at] !== 0 && bytes[at + width - 1] === 0) le += 1;
    if (bytes[at] === 0 && bytes[at + width - 1] !== 0) be += 1;
  }
  return be > le ? 'be' : 'le';
}

// imapflow and libmime take the module's default export
export default { getCodec, getDecoder, encodingExists, decode, encode, decodeStream };
