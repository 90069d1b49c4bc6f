/**
 * UTF-7 (RFC 2152), which some mail servers still write their reports in (Hotmail's delivery
 * reports declare `unicode-1-1-utf-7`). Neither TextDecoder nor postal-mime knows it: postal-mime
 * reads such a part as windows-1252, which leaves every ASCII byte as it is, so decoding its
 * text afterwards gives the right characters.
 *
 * Text outside a shifted sequence is itself. `+-` is a plus sign. `+` followed by modified
 * base64 (no padding) is UTF-16 code units, big-endian, up to the first character that is not
 * base64; a `-` right after the sequence is absorbed, any other character is kept.
 */

const SHIFTED = /\+([A-Za-z0-9+/]*)(-?)/g;
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The text a UTF-7 string stands for. */
export function decodeUtf7(text: string): string {
  return text.replace(SHIFTED, (whole, encoded: string, dash: string) => {
    if (encoded === '') return dash === '-' ? '+' : whole;
    return unitsOf(encoded);
  });
}

/** The UTF-16 code units of a modified-base64 run; leftover bits (fewer than 16) are padding. */
function unitsOf(encoded: string): string {
  let bits = 0;
  let count = 0;
  const units: number[] = [];
  for (const char of encoded) {
    bits = (bits << 6) | BASE64.indexOf(char);
    count += 6;
    if (count >= 16) {
      count -= 16;
      units.push((bits >> count) & 0xffff);
      bits &= (1 << count) - 1;
    }
  }
  return String.fromCharCode(...units);
}

/** Whether a charset label names UTF-7 (`utf-7`, `utf7`, `unicode-1-1-utf-7`, `x-unicode-2-0-utf-7`). */
export function isUtf7Charset(charset: string): boolean {
  return /(?:^|[-_])utf-?7$/i.test(charset.trim());
}
