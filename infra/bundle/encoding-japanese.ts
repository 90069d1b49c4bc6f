/**
 * The Lambda bundles' stand-in for encoding-japanese, which imapflow and libmime load to decode
 * ISO-2022-JP, EUC-JP and Shift_JIS (its tables are about 87 KB minified): Node's `TextDecoder`
 * decodes the three. Only `convert(bytes, { to: 'UNICODE', from, type: 'string' })`, the one call
 * they make, is offered. Tests and local runs use the real package; test/unit/adapters/charset-stand-ins.test.ts
 * holds this one to the same output.
 */
import { Buffer } from 'node:buffer';

export interface ConvertOptions {
  readonly to: string;
  readonly from?: string;
  readonly type?: string;
}

// encoding-japanese's names (and the MIME labels callers pass) onto WHATWG labels
function label(from: string, bytes: Uint8Array): string {
  const name = from.toUpperCase().replace(/[^A-Z0-9]+/g, '');
  if (/^(?:JIS|ISO2022JP)/.test(name)) return 'iso-2022-jp';
  if (/^EUC/.test(name)) return 'euc-jp';
  if (/^(?:SJIS|SHIFTJIS|XSJIS|CP932|MSKANJI|WINDOWS31J)/.test(name)) return 'shift_jis';
  if (name === 'UTF8' || name === 'ASCII') return 'utf-8';
  if (name === 'UTF16LE') return 'utf-16le';
  if (name === 'UTF16BE' || name === 'UTF16') return 'utf-16be';
  return detect(bytes);
}

/** What encoding-japanese's AUTO finds, for the three Japanese encodings and UTF-8. */
function detect(bytes: Uint8Array): string {
  if (Buffer.from(bytes).includes(0x1b)) return 'iso-2022-jp';
  for (const encoding of ['utf-8', 'euc-jp']) {
    try {
      new TextDecoder(encoding, { fatal: true }).decode(bytes);
      return encoding;
    } catch {
      // not this one
    }
  }
  return 'shift_jis';
}

/** Decodes Japanese text to a string, as `Encoding.convert(bytes, { to: 'UNICODE', type: 'string' })`. */
export function convert(bytes: Uint8Array | readonly number[], options: ConvertOptions): string {
  if (options.to.toUpperCase() !== 'UNICODE' || options.type !== 'string') {
    throw new Error('Only decoding to a string is supported in this build');
  }
  const input = bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes);
  return new TextDecoder(label(options.from ?? 'AUTO', input)).decode(input);
}

// imapflow and libmime take the module's default export
export default { convert };
