import { decodeEntities } from '../../../../../shared/rules/email/html';

/**
 * A paragraph's inline HTML as the editor shows it, and back. The editable form is plain text with
 * a few marks, so a rep edits words rather than tags:
 *
 * | HTML | text |
 * |---|---|
 * | `<br>` | a line break |
 * | `<a href="{{link}}">words</a>` | `[words]({{link}})` |
 * | `<strong>x</strong>`, `<b>x</b>` | `**x**`, `__x__` |
 * | `<em>x</em>`, `<i>x</i>` | `*x*`, `_x_` |
 *
 * A literal `\ * _ [ ]` is written with a backslash before it. Entities are shown as the characters
 * they stand for, and `&`, `<`, `>` and `"` are escaped again on the way back; `{{placeholders}}`
 * stay as typed.
 */

/** The inline marks an email may use. */
export const MARK_TAGS = ['strong', 'b', 'em', 'i'] as const;
export type MarkTag = (typeof MARK_TAGS)[number];

/** A piece of a paragraph. */
export type InlineNode =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'break' }
  | { readonly kind: 'mark'; readonly tag: MarkTag; readonly children: readonly InlineNode[] }
  | { readonly kind: 'link'; readonly href: string; readonly children: readonly InlineNode[] };

const MARKERS: Readonly<Record<MarkTag, string>> = { strong: '**', b: '__', em: '*', i: '_' };
const MARK_OF: Readonly<Record<string, MarkTag>> = { '**': 'strong', __: 'b', '*': 'em', _: 'i' };
const ESCAPABLE = new Set(['\\', '*', '_', '[', ']']);
const HREF_ESCAPABLE = new Set(['\\', ')']);
const HTML_SPACE = /[ \t\n\r\f]+/g;

// ---------------------------------------------------------------------------
// HTML → nodes
// ---------------------------------------------------------------------------

const TAG = /<(\/?)([A-Za-z][A-Za-z0-9]*)([^<>]*)>/g;
const HREF_ONLY = /^\s+href\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+))\s*$/i;

function isMarkTag(name: string): name is MarkTag {
  return (MARK_TAGS as readonly string[]).includes(name);
}

interface OpenElement {
  readonly name: string;
  readonly href: string | undefined;
  readonly children: InlineNode[];
}

/**
 * Reads a paragraph's inline HTML (what sits between `<p>` and `</p>`) into nodes; undefined when it
 * holds anything the editable form cannot carry: another tag, an anchor with attributes other than
 * `href`, an anchor inside an anchor, a comment, or a tag left open or closed twice.
 */
export function parseInlineHtml(raw: string): InlineNode[] | undefined {
  if (raw.includes('<!')) return undefined;
  const root: InlineNode[] = [];
  const stack: OpenElement[] = [];
  const target = (): InlineNode[] => stack.at(-1)?.children ?? root;
  const addText = (text: string): void => {
    if (text !== '') target().push({ kind: 'text', text: decodeEntities(text) });
  };
  let from = 0;
  for (const match of raw.matchAll(TAG)) {
    addText(raw.slice(from, match.index));
    from = match.index + match[0].length;
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    const attributes = match[3] ?? '';
    if (name === 'br') {
      if (closing || !/^\s*\/?\s*$/.test(attributes)) return undefined;
      target().push({ kind: 'break' });
    } else if (closing) {
      const open = stack.pop();
      if (!open || open.name !== name || attributes.trim() !== '') return undefined;
      target().push(
        open.name === 'a'
          ? { kind: 'link', href: open.href ?? '', children: open.children }
          : { kind: 'mark', tag: open.name as MarkTag, children: open.children },
      );
    } else if (isMarkTag(name)) {
      if (attributes.trim() !== '') return undefined;
      stack.push({ name, href: undefined, children: [] });
    } else if (name === 'a') {
      const href = HREF_ONLY.exec(attributes);
      if (!href || stack.some((open) => open.name === 'a')) return undefined;
      stack.push({ name, href: decodeEntities(href[1] ?? href[2] ?? href[3] ?? ''), children: [] });
    } else {
      return undefined;
    }
  }
  addText(raw.slice(from));
  return stack.length === 0 ? root : undefined;
}

// ---------------------------------------------------------------------------
// Normal form: whitespace as a browser renders it
// ---------------------------------------------------------------------------

function pushText(out: InlineNode[], text: string): void {
  if (text === '') return;
  const last = out.at(-1);
  if (last?.kind === 'text') {
    const joined = last.text.endsWith(' ') && text.startsWith(' ') ? last.text + text.slice(1) : last.text + text;
    out[out.length - 1] = { kind: 'text', text: joined };
  } else {
    out.push({ kind: 'text', text });
  }
}

function normalizeLevel(nodes: readonly InlineNode[]): InlineNode[] {
  const out: InlineNode[] = [];
  for (const node of nodes) {
    if (node.kind === 'text') {
      pushText(out, node.text.replace(HTML_SPACE, ' '));
    } else if (node.kind === 'break') {
      out.push(node);
    } else {
      const children = normalizeLevel(node.children);
      // spaces at the edges of a mark or link render the same outside it
      const first = children[0];
      const lead = first?.kind === 'text' && first.text.startsWith(' ');
      if (first?.kind === 'text' && lead) {
        if (first.text === ' ') children.shift();
        else children[0] = { kind: 'text', text: first.text.slice(1) };
      }
      const last = children.at(-1);
      const trail = last?.kind === 'text' && last.text.endsWith(' ');
      if (last?.kind === 'text' && trail) {
        if (last.text === ' ') children.pop();
        else children[children.length - 1] = { kind: 'text', text: last.text.slice(0, -1) };
      }
      if (lead) pushText(out, ' ');
      if (node.kind === 'link') out.push({ kind: 'link', href: node.href, children });
      else if (children.length > 0) out.push({ kind: 'mark', tag: node.tag, children });
      if (trail) pushText(out, ' ');
    }
  }
  // a space next to a line break does not show
  for (let index = 0; index < out.length; index += 1) {
    const node = out[index];
    if (node?.kind !== 'text') continue;
    let text = node.text;
    if (out[index - 1]?.kind === 'break' && text.startsWith(' ')) text = text.slice(1);
    if (out[index + 1]?.kind === 'break' && text.endsWith(' ')) text = text.slice(0, -1);
    out[index] = { kind: 'text', text };
  }
  return out.filter((node) => node.kind !== 'text' || node.text !== '');
}

/**
 * The nodes as a browser renders them: whitespace collapsed, spaces at the edges of a mark or link
 * moved out of it, none next to a line break or at the paragraph's ends, empty marks dropped.
 */
export function normalizeInline(nodes: readonly InlineNode[]): InlineNode[] {
  const out = normalizeLevel(nodes);
  const first = out[0];
  if (first?.kind === 'text') out[0] = { kind: 'text', text: first.text.replace(/^ /, '') };
  const last = out.at(-1);
  if (last?.kind === 'text') out[out.length - 1] = { kind: 'text', text: last.text.replace(/ $/, '') };
  return out.filter((node) => node.kind !== 'text' || node.text !== '');
}

// ---------------------------------------------------------------------------
// Nodes → editable text
// ---------------------------------------------------------------------------

/** The editable text of nodes (normalise them first for the form a rep expects). */
export function nodesToText(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return node.text.replace(/[\\*_[\]]/g, '\\$&');
        case 'break':
          return '\n';
        case 'mark':
          return `${MARKERS[node.tag]}${nodesToText(node.children)}${MARKERS[node.tag]}`;
        case 'link':
          return `[${nodesToText(node.children)}](${node.href.replace(/[\\)]/g, '\\$&')})`;
      }
    })
    .join('');
}

// ---------------------------------------------------------------------------
// Editable text → nodes
// ---------------------------------------------------------------------------

function isSpace(char: string | undefined): boolean {
  return char === undefined || /\s/.test(char);
}

/** Reads editable text; it never fails: a mark without its closing twin is plain text. */
class TextReader {
  // a search that found nothing from a position finds nothing from any later one (same end)
  private readonly missing = new Map<string, number>();

  constructor(private readonly source: string) {}

  read(from: number, to: number): InlineNode[] {
    const s = this.source;
    const out: InlineNode[] = [];
    let text = '';
    const flush = (): void => {
      if (text !== '') out.push({ kind: 'text', text });
      text = '';
    };
    let i = from;
    while (i < to) {
      const char = s.charAt(i);
      if (char === '\\' && i + 1 < to && ESCAPABLE.has(s.charAt(i + 1))) {
        text += s.charAt(i + 1);
        i += 2;
        continue;
      }
      if (char === '\r' && s.charAt(i + 1) === '\n') {
        i += 1;
        continue;
      }
      if (char === '\n') {
        flush();
        out.push({ kind: 'break' });
        i += 1;
        continue;
      }
      if (char === '[') {
        const link = this.link(i, to);
        if (link) {
          flush();
          out.push(link.node);
          i = link.end;
          continue;
        }
      }
      if (char === '*' || char === '_') {
        const mark = this.mark(i, to);
        if (mark) {
          flush();
          out.push(mark.node);
          i = mark.end;
          continue;
        }
        // the whole run stays text, so its second half is not read as an opening of its own
        let end = i;
        while (end < to && s.charAt(end) === char) end += 1;
        text += s.slice(i, end);
        i = end;
        continue;
      }
      text += char;
      i += 1;
    }
    flush();
    return out;
  }

  private mark(at: number, to: number): { node: InlineNode; end: number } | undefined {
    const s = this.source;
    const char = s.charAt(at);
    let run = 0;
    while (at + run < to && s.charAt(at + run) === char) run += 1;
    for (const size of run >= 2 ? [2, 1] : [1]) {
      const start = at + size;
      if (start >= to || isSpace(s.charAt(start))) continue;
      const close = this.closer(char, size, start, to);
      if (close === -1) continue;
      const marker = char.repeat(size);
      const tag = MARK_OF[marker];
      if (tag === undefined) continue;
      return { node: { kind: 'mark', tag, children: this.read(start, close) }, end: close + size };
    }
    return undefined;
  }

  /** Where the closing marker is: a run of `char` after a non-space; a single mark closes on a run of one. */
  private closer(char: string, size: number, from: number, to: number): number {
    const key = `${char}${size}@${to}`;
    if (from >= (this.missing.get(key) ?? Infinity)) return -1;
    const s = this.source;
    let j = from;
    while (j < to) {
      const c = s.charAt(j);
      if (c === '\\' && j + 1 < to && ESCAPABLE.has(s.charAt(j + 1))) {
        j += 2;
        continue;
      }
      if (c !== char) {
        j += 1;
        continue;
      }
      let run = 0;
      while (j + run < to && s.charAt(j + run) === char) run += 1;
      if (j > from && !isSpace(s.charAt(j - 1))) {
        if (size === 1 && run === 1) return j;
        if (size === 2 && run >= 2) return j + run - 2;
      }
      j += run;
    }
    this.missing.set(key, Math.min(from, this.missing.get(key) ?? Infinity));
    return -1;
  }

  private link(at: number, to: number): { node: InlineNode; end: number } | undefined {
    const s = this.source;
    const key = `]@${to}`;
    if (at >= (this.missing.get(key) ?? Infinity)) return undefined;
    let j = at + 1;
    let labelEnd = -1;
    while (j < to) {
      const c = s.charAt(j);
      if (c === '\\' && j + 1 < to && ESCAPABLE.has(s.charAt(j + 1))) {
        j += 2;
        continue;
      }
      if (c === '[') return undefined;
      if (c === ']') {
        labelEnd = j;
        break;
      }
      j += 1;
    }
    if (labelEnd === -1) {
      this.missing.set(key, at);
      return undefined;
    }
    if (s.charAt(labelEnd + 1) !== '(') return undefined;
    let href = '';
    let k = labelEnd + 2;
    while (k < to) {
      const c = s.charAt(k);
      if (c === '\\' && k + 1 < to && HREF_ESCAPABLE.has(s.charAt(k + 1))) {
        href += s.charAt(k + 1);
        k += 2;
        continue;
      }
      if (c === ')') {
        return { node: { kind: 'link', href, children: this.read(at + 1, labelEnd) }, end: k + 1 };
      }
      href += c;
      k += 1;
    }
    return undefined;
  }
}

/** Reads a paragraph's editable text into nodes. */
export function parseInlineText(text: string): InlineNode[] {
  return new TextReader(text).read(0, text.length);
}

// ---------------------------------------------------------------------------
// Nodes → HTML
// ---------------------------------------------------------------------------

/** Text for HTML: `&`, `<`, `>` and `"` escaped, as the writers escape it (a no-break space stays a character). */
export function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The inline HTML of nodes. */
export function nodesToHtml(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => {
      switch (node.kind) {
        case 'text':
          return escapeHtmlText(node.text);
        case 'break':
          return '<br>';
        case 'mark':
          return `<${node.tag}>${nodesToHtml(node.children)}</${node.tag}>`;
        case 'link':
          return `<a href="${escapeHtmlText(node.href)}">${nodesToHtml(node.children)}</a>`;
      }
    })
    .join('');
}

// ---------------------------------------------------------------------------
// Paragraphs
// ---------------------------------------------------------------------------

/** A paragraph's inline HTML as editable text; undefined when the text could not give it back. */
export function paragraphToText(raw: string): string | undefined {
  const nodes = parseInlineHtml(raw);
  if (!nodes) return undefined;
  const normal = normalizeInline(nodes);
  const text = nodesToText(normal);
  return sameNodes(normalizeInline(parseInlineText(text)), normal) ? text : undefined;
}

/** A paragraph's editable text as inline HTML. */
export function textToParagraph(text: string): string {
  return nodesToHtml(parseInlineText(text));
}

/** True when two node lists are the same. */
export function sameNodes(a: readonly InlineNode[], b: readonly InlineNode[]): boolean {
  return (
    a.length === b.length &&
    a.every((node, index) => {
      const other = b[index];
      if (!other || other.kind !== node.kind) return false;
      switch (node.kind) {
        case 'text':
          return other.kind === 'text' && other.text === node.text;
        case 'break':
          return true;
        case 'mark':
          return other.kind === 'mark' && other.tag === node.tag && sameNodes(node.children, other.children);
        case 'link':
          return other.kind === 'link' && other.href === node.href && sameNodes(node.children, other.children);
      }
    })
  );
}
