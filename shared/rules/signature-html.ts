import { decodeHTML } from 'entities';

/**
 * A signature is placed at the end of every email its sender sends, so its HTML is cut down to an
 * allow-list when it is saved: `b`, `i`, `strong`, `em`, `br`, `p`, and `a` with an `href` that is
 * http, https or mailto (its only attribute). Every other attribute goes (no styles, no event
 * handlers); scripts, styles and embedded frames go with their content; any other tag goes and its
 * text stays. Text without any tag is a plain-text signature: escaped, each new line a line break.
 */

const KEPT_TAGS = new Set(['b', 'i', 'strong', 'em', 'br', 'p', 'a']);
/** Elements whose content is not text a reader should see. */
const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'noscript',
  'template',
  'title',
  'head',
  'textarea',
  'select',
  'svg',
  'math',
]);
const LINK_SCHEMES = /^(?:https?|mailto):/i;

const TAG = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s+[^\s"'>/=]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s"'<>`]+))?)*)\s*\/?>/y;
const HREF = /(?:^|\s)href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'<>`]+))/i;
const ENTITY = /^&(?:#\d+|#x[0-9a-f]+|[a-z][a-z0-9]*);/i;
const LOOKS_LIKE_HTML = /<\/?[a-zA-Z][^>]*>|<!--/;

/** Text as HTML: `<`, `>` and `"` escaped, `&` escaped unless it starts an entity as written. */
function escapeText(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charAt(index);
    if (char === '&') out += ENTITY.test(text.slice(index)) ? '&' : '&amp;';
    else if (char === '<') out += '&lt;';
    else if (char === '>') out += '&gt;';
    else if (char === '"') out += '&quot;';
    else out += char;
  }
  return out;
}

/** The link of an anchor's attributes when it is http, https or mailto, escaped for an attribute; else undefined. */
function safeHref(attributes: string): string | undefined {
  const match = HREF.exec(attributes);
  if (!match) return undefined;
  // decoded and without whitespace or control characters, as a browser reads it, before the scheme is checked
  const url = [...decodeHTML(match[1] ?? match[2] ?? match[3] ?? '')]
    .filter((char) => {
      const code = char.charCodeAt(0);
      return code > 0x20 && code !== 0x7f;
    })
    .join('');
  if (!LINK_SCHEMES.test(url)) return undefined;
  return url.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** The signature's HTML reduced to the allow-list above; plain text becomes escaped HTML with line breaks. */
export function sanitiseSignatureHtml(content: string): string {
  if (!LOOKS_LIKE_HTML.test(content)) return escapeText(content).replace(/\r?\n/g, '<br>');
  const open: string[] = [];
  let out = '';
  let at = 0;
  while (at < content.length) {
    const next = content.indexOf('<', at);
    if (next === -1) {
      out += escapeText(content.slice(at));
      break;
    }
    out += escapeText(content.slice(at, next));
    if (content.startsWith('<!--', next)) {
      const end = content.indexOf('-->', next + 4);
      at = end === -1 ? content.length : end + 3;
      continue;
    }
    TAG.lastIndex = next;
    const tag = TAG.exec(content);
    if (!tag) {
      out += '&lt;';
      at = next + 1;
      continue;
    }
    at = TAG.lastIndex;
    const closing = tag[1] === '/';
    const name = (tag[2] ?? '').toLowerCase();
    if (closing) {
      const depth = open.lastIndexOf(name);
      if (depth === -1) continue;
      // closing an outer tag closes the ones opened inside it
      for (const inner of open.splice(depth).reverse()) out += `</${inner}>`;
      continue;
    }
    if (DROPPED_WITH_CONTENT.has(name)) {
      const end = new RegExp(`</${name}\\s*>`, 'i').exec(content.slice(at));
      at = end ? at + end.index + end[0].length : content.length;
      continue;
    }
    if (!KEPT_TAGS.has(name)) continue;
    if (name === 'br') {
      out += '<br>';
      continue;
    }
    if (name === 'a') {
      const href = safeHref(tag[3] ?? '');
      if (href === undefined) continue;
      out += `<a href="${href}">`;
    } else {
      out += `<${name}>`;
    }
    open.push(name);
  }
  for (const inner of open.reverse()) out += `</${inner}>`;
  return out;
}

/**
 * A sanitised signature as inline HTML: its paragraphs become lines apart by a blank line. The
 * writer puts the signature placeholder inside the closing paragraph (`<p>{{signature}}</p>`), and a
 * paragraph inside a paragraph is not valid HTML (mail clients close the outer one first and show an
 * empty line), so the signature is filled in without paragraphs of its own.
 */
export function inlineSignatureHtml(sanitised: string): string {
  return sanitised
    .trim()
    .replace(/<\/p>\s*<p>/g, '<br><br>')
    .replace(/<\/?p>/g, '');
}
