/**
 * A small, tolerant reader for the HTML subset emails are written in (docs/writing.md, "The shape
 * of an email"): `<html><body>` holding `<p>` paragraphs with text, `<br>`, `<a>` and the inline
 * marks `<b> <strong> <i> <em>`. It never throws: whatever it cannot place it reports as an issue.
 * Pure and isomorphic (no DOM), and linear in the length of its input.
 */
import { decodeHTML } from 'entities';

import { EXCERPT_MAX, excerptOf } from './text';

/** The tags an email may use. */
export const EMAIL_HTML_TAGS = ['html', 'body', 'p', 'br', 'a', 'b', 'strong', 'i', 'em'] as const;
export type EmailHtmlTag = (typeof EMAIL_HTML_TAGS)[number];

/** What the reader found wrong with the container structure. */
export const HTML_ISSUE_KINDS = [
  'MISSING_HTML',
  'MULTIPLE_HTML',
  'MISSING_BODY',
  'MULTIPLE_BODY',
  'BODY_OUTSIDE_HTML',
  'CONTENT_OUTSIDE_BODY',
  'TAG_NOT_ALLOWED',
  'UNCLOSED_TAG',
  'STRAY_CLOSING_TAG',
  'NESTED_PARAGRAPH',
] as const;
export type HtmlIssueKind = (typeof HTML_ISSUE_KINDS)[number];

/** One problem of structure, with the tag concerned and the offending source. */
export interface HtmlIssue {
  readonly kind: HtmlIssueKind;
  /** The tag concerned, lowercase, when there is one. */
  readonly tag?: string;
  /** The offending source, short. */
  readonly excerpt: string;
  /** 0-based index of the paragraph concerned, when there is one. */
  readonly paragraph?: number;
}

/** An `<a>` element inside a block. */
export interface HtmlAnchor {
  /** The `href` attribute, decoded, when present. */
  readonly href: string | undefined;
  /** The anchor's text. */
  readonly text: string;
  /** Offsets of the anchor's text inside its block's `text` (`end` exclusive). */
  readonly start: number;
  readonly end: number;
  readonly attributes: Readonly<Record<string, string>>;
  /** The opening tag as written. */
  readonly excerpt: string;
}

/**
 * A run of content: a `<p>` paragraph, or loose content (text or inline tags) that is not inside a
 * paragraph.
 */
export interface HtmlBlock {
  readonly kind: 'paragraph' | 'loose';
  /** 0-based index among the paragraphs, for paragraphs. */
  readonly paragraph: number | undefined;
  /** Plain text: entities decoded, whitespace collapsed, `<br>` as a line break, placeholders kept. */
  readonly text: string;
  /** The inline source between the paragraph's tags (or of the loose run). */
  readonly raw: string;
  readonly anchors: readonly HtmlAnchor[];
  /** True for content outside `<body>` (or outside `<html>`) when the document has one. */
  readonly outsideBody: boolean;
}

/** An attribute of any start tag, with where it is. */
export interface HtmlAttribute {
  readonly tag: string;
  readonly name: string;
  readonly value: string;
  /** Index in {@link ParsedEmailHtml.blocks} of the block the tag opens or sits in, when any. */
  readonly block: number | undefined;
}

/** What {@link parseEmailHtml} read. */
export interface ParsedEmailHtml {
  /** `<html>` and `<body>` start tags found. */
  readonly container: { readonly html: number; readonly body: number };
  /** Every block in document order: paragraphs and loose runs. */
  readonly blocks: readonly HtmlBlock[];
  /** The `<p>` blocks only, in order (their `paragraph` is their index here). */
  readonly paragraphs: readonly HtmlBlock[];
  readonly attributes: readonly HtmlAttribute[];
  readonly issues: readonly HtmlIssue[];
}

const ALLOWED = new Set<string>(EMAIL_HTML_TAGS);
// Their content is not text: skip it whole, as a browser does.
const RAW_TEXT = new Set(['script', 'style', 'title', 'textarea']);

/**
 * Decodes HTML entities as a browser does (the `entities` library): numeric (`&#39;`, `&#x2019;`),
 * every named one of HTML (`&nbsp;`, `&rsquo;`, `&eacute;`), and the legacy ones without `;`.
 */
export function decodeEntities(text: string): string {
  return text.includes('&') ? decodeHTML(text) : text;
}

/** True when `text` holds at least one tag (or comment): it is read as HTML rather than plain text. */
export function looksLikeHtml(text: string): boolean {
  return /<\/?[A-Za-z][^<>]*>|<!--/.test(text);
}

type Token =
  | { readonly type: 'text'; readonly start: number; readonly end: number }
  | {
      readonly type: 'start';
      readonly name: string;
      readonly attributes: Readonly<Record<string, string>>;
      readonly selfClosing: boolean;
      readonly start: number;
      readonly end: number;
    }
  | { readonly type: 'end'; readonly name: string; readonly start: number; readonly end: number };

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function isSpaceCode(code: number): boolean {
  return code === 32 || code === 9 || code === 10 || code === 12 || code === 13;
}

/** Splits `html` into text and tags; comments, doctypes and processing instructions are dropped. */
function tokenize(html: string): Token[] {
  const tokens: Token[] = [];
  const n = html.length;
  let lower: string | undefined;
  // once a quote has no match after some position, none has after any later one either
  const missingQuoteFrom: Record<string, number> = { '"': Infinity, "'": Infinity };
  const findQuote = (quote: '"' | "'", from: number): number => {
    if (from >= (missingQuoteFrom[quote] ?? Infinity)) return -1;
    const at = html.indexOf(quote, from);
    if (at === -1) missingQuoteFrom[quote] = from;
    return at;
  };
  let textStart = 0;
  let i = 0;
  const flush = (end: number): void => {
    if (end > textStart) tokens.push({ type: 'text', start: textStart, end });
  };
  while (i < n) {
    const lt = html.indexOf('<', i);
    if (lt === -1) break;
    const c1 = html.charCodeAt(lt + 1);
    if (isAsciiLetter(c1) || (c1 === 47 && isAsciiLetter(html.charCodeAt(lt + 2)))) {
      const tag = readTag(html, lt, findQuote);
      if (tag === undefined) break; // no '>' left: the rest is text
      flush(lt);
      tokens.push(tag);
      i = textStart = tag.end;
      if (tag.type === 'start' && RAW_TEXT.has(tag.name) && !tag.selfClosing) {
        lower ??= html.toLowerCase();
        const close = lower.indexOf(`</${tag.name}`, i);
        i = textStart = close === -1 ? n : close;
      }
      continue;
    }
    if (html.startsWith('<!--', lt)) {
      const close = html.indexOf('-->', lt + 4);
      flush(lt);
      i = textStart = close === -1 ? n : close + 3;
      continue;
    }
    if (c1 === 33 || c1 === 63) {
      // <!DOCTYPE …>, <?xml …?>
      const close = html.indexOf('>', lt);
      flush(lt);
      i = textStart = close === -1 ? n : close + 1;
      continue;
    }
    i = lt + 1; // a lone '<' is text
  }
  flush(n);
  return tokens;
}

function readTag(html: string, lt: number, findQuote: (quote: '"' | "'", from: number) => number): Token | undefined {
  const n = html.length;
  const closing = html.charCodeAt(lt + 1) === 47;
  let j = closing ? lt + 2 : lt + 1;
  const nameStart = j;
  while (j < n && !isSpaceCode(html.charCodeAt(j)) && html[j] !== '>' && html[j] !== '/') j += 1;
  const name = html.slice(nameStart, j).toLowerCase();
  const attributes: Record<string, string> = {};
  let selfClosing = false;
  while (j < n) {
    const code = html.charCodeAt(j);
    if (isSpaceCode(code)) {
      j += 1;
      continue;
    }
    if (code === 62) {
      // '>'
      const end = j + 1;
      if (closing) return { type: 'end', name, start: lt, end };
      return { type: 'start', name, attributes, selfClosing, start: lt, end };
    }
    if (code === 47) {
      selfClosing = html.charCodeAt(j + 1) === 62;
      j += 1;
      continue;
    }
    selfClosing = false;
    const attrStart = j;
    j += 1; // at least one character, whatever it is, so the loop always moves on
    while (j < n && !isSpaceCode(html.charCodeAt(j)) && html[j] !== '=' && html[j] !== '>' && html[j] !== '/') j += 1;
    const attrName = html.slice(attrStart, j).toLowerCase();
    let k = j;
    while (k < n && isSpaceCode(html.charCodeAt(k))) k += 1;
    let value = '';
    if (html[k] === '=') {
      k += 1;
      while (k < n && isSpaceCode(html.charCodeAt(k))) k += 1;
      const quote = html[k];
      const close = quote === '"' || quote === "'" ? findQuote(quote, k + 1) : -1;
      if (close !== -1) {
        value = html.slice(k + 1, close);
        k = close + 1;
      } else {
        const valueStart = k;
        while (k < n && !isSpaceCode(html.charCodeAt(k)) && html[k] !== '>') k += 1;
        value = html.slice(valueStart, k);
      }
      j = k;
    }
    if (!Object.hasOwn(attributes, attrName)) attributes[attrName] = decodeEntities(value);
  }
  return undefined;
}

/** Builds a block's plain text, collapsing whitespace as a browser renders it. */
class TextBuilder {
  // pieces and a running length: reading a growing string (endsWith) would flatten it every time
  private readonly pieces: string[] = [];
  private size = 0;
  private lastChar = '';
  private pendingSpace = false;

  get length(): number {
    return this.size;
  }

  get text(): string {
    const joined = this.pieces.join('');
    this.pieces.length = 0;
    if (joined !== '') this.pieces.push(joined);
    return joined;
  }

  append(piece: string): void {
    const words = piece.split(/\s+/);
    for (let w = 0; w < words.length; w += 1) {
      if (w > 0) this.pendingSpace = true;
      const word = words[w];
      if (word) this.emit(word);
    }
  }

  lineBreak(): void {
    if (this.size > 0) this.push('\n');
    this.pendingSpace = false;
  }

  /** Offset where the next visible character will go. */
  nextOffset(): number {
    return this.size + (this.needsSpace() ? 1 : 0);
  }

  private needsSpace(): boolean {
    return this.pendingSpace && this.size > 0 && this.lastChar !== '\n';
  }

  private emit(word: string): void {
    if (this.needsSpace()) this.push(' ');
    this.push(word);
    this.pendingSpace = false;
  }

  private push(piece: string): void {
    this.pieces.push(piece);
    this.size += piece.length;
    this.lastChar = piece.charAt(piece.length - 1);
  }
}

interface OpenAnchor {
  readonly href: string | undefined;
  readonly attributes: Readonly<Record<string, string>>;
  readonly start: number;
  readonly excerpt: string;
}

interface BlockInProgress {
  readonly kind: 'paragraph' | 'loose';
  readonly paragraph: number | undefined;
  readonly builder: TextBuilder;
  readonly rawStart: number;
  rawEnd: number;
  readonly anchors: HtmlAnchor[];
  readonly outsideBody: boolean;
  /** Inline tags open inside the block, innermost last. */
  readonly open: { readonly name: string; readonly anchor?: OpenAnchor }[];
}

type StartToken = Extract<Token, { type: 'start' }>;
type EndToken = Extract<Token, { type: 'end' }>;

/** Walks the tokens once, building blocks and noting issues. */
class EmailHtmlReader {
  readonly blocks: HtmlBlock[] = [];
  readonly paragraphs: HtmlBlock[] = [];
  readonly attributes: HtmlAttribute[] = [];
  readonly issues: HtmlIssue[] = [];
  private region: 'before' | 'html' | 'body' | 'afterBody' | 'afterHtml' = 'before';
  private htmlSeen = 0;
  private bodySeen = 0;
  private block: BlockInProgress | undefined;
  private paragraphDepth = 0;
  private outsideReported = false;

  constructor(
    private readonly source: string,
    private readonly htmlStarts: number,
    private readonly bodyStarts: number,
  ) {}

  text(start: number, end: number): void {
    const raw = this.source.slice(start, end);
    const decoded = decodeEntities(raw);
    if (!this.block && !/\S/.test(decoded)) return;
    this.noteOutside(raw);
    const target = this.contentBlock(start);
    target.builder.append(decoded);
    target.rawEnd = end;
  }

  startTag(token: StartToken): void {
    const tagSource = this.source.slice(token.start, token.end);
    if (!ALLOWED.has(token.name)) {
      this.issues.push({ kind: 'TAG_NOT_ALLOWED', tag: token.name, excerpt: excerptOf(tagSource) });
    } else if (token.name === 'html') {
      this.htmlSeen += 1;
      if (this.htmlSeen > 1) this.issues.push({ kind: 'MULTIPLE_HTML', tag: 'html', excerpt: excerptOf(tagSource) });
      this.closeParagraph(token.start);
      if (this.region === 'before' || this.region === 'afterHtml') this.region = 'html';
    } else if (token.name === 'body') {
      this.bodySeen += 1;
      if (this.bodySeen > 1) this.issues.push({ kind: 'MULTIPLE_BODY', tag: 'body', excerpt: excerptOf(tagSource) });
      if (this.htmlStarts > 0 && this.region !== 'html') {
        this.issues.push({ kind: 'BODY_OUTSIDE_HTML', tag: 'body', excerpt: excerptOf(tagSource) });
      }
      this.closeParagraph(token.start);
      this.region = 'body';
    } else if (token.name === 'p') {
      this.openParagraph(token, tagSource);
    } else {
      this.noteOutside(tagSource);
      const target = this.contentBlock(token.start);
      target.rawEnd = token.end;
      if (token.name === 'br') target.builder.lineBreak();
      else if (!token.selfClosing) {
        const anchor =
          token.name === 'a'
            ? {
                href: token.attributes.href,
                attributes: token.attributes,
                start: target.builder.nextOffset(),
                excerpt: excerptOf(tagSource),
              }
            : undefined;
        target.open.push(anchor ? { name: token.name, anchor } : { name: token.name });
      }
    }
    // the block in progress becomes blocks[blocks.length] when it finishes
    const owner = this.block ? this.blocks.length : undefined;
    for (const [name, value] of Object.entries(token.attributes)) {
      this.attributes.push({ tag: token.name, name, value, block: owner });
    }
  }

  endTag(token: EndToken): void {
    const tagSource = this.source.slice(token.start, token.end);
    if (!ALLOWED.has(token.name)) {
      this.issues.push({ kind: 'TAG_NOT_ALLOWED', tag: token.name, excerpt: excerptOf(tagSource) });
      return;
    }
    switch (token.name) {
      case 'html':
        this.closeParagraph(token.start);
        if (this.region === 'body') this.issues.push({ kind: 'UNCLOSED_TAG', tag: 'body', excerpt: '<body>' });
        if (this.region === 'before' || this.region === 'afterHtml') {
          this.issues.push({ kind: 'STRAY_CLOSING_TAG', tag: 'html', excerpt: tagSource });
        }
        this.region = 'afterHtml';
        return;
      case 'body':
        this.closeParagraph(token.start);
        if (this.region === 'body') this.region = 'afterBody';
        else this.issues.push({ kind: 'STRAY_CLOSING_TAG', tag: 'body', excerpt: tagSource });
        return;
      case 'p':
        if (this.paragraphDepth === 0) {
          this.issues.push({ kind: 'STRAY_CLOSING_TAG', tag: 'p', excerpt: tagSource });
          return;
        }
        if (this.block) this.block.rawEnd = token.start;
        this.paragraphDepth -= 1;
        this.finishBlock();
        return;
      case 'br': {
        // a browser reads </br> as <br>
        const target = this.contentBlock(token.start);
        target.builder.lineBreak();
        target.rawEnd = token.end;
        return;
      }
      default:
        this.closeInline(token, tagSource);
    }
  }

  finish(): void {
    this.closeParagraph(this.source.length);
    if (this.region === 'body' && this.bodyStarts > 0) this.issues.push({ kind: 'UNCLOSED_TAG', tag: 'body', excerpt: '<body>' });
    if (this.htmlStarts > 0 && (this.region === 'html' || this.region === 'body' || this.region === 'afterBody')) {
      this.issues.push({ kind: 'UNCLOSED_TAG', tag: 'html', excerpt: '<html>' });
    }
    const start = excerptOf(this.source.slice(0, EXCERPT_MAX));
    if (this.bodyStarts === 0) this.issues.unshift({ kind: 'MISSING_BODY', tag: 'body', excerpt: start });
    if (this.htmlStarts === 0) this.issues.unshift({ kind: 'MISSING_HTML', tag: 'html', excerpt: start });
  }

  /** True where content belongs to the body; without a `<body>` (or `<html>`), everywhere. */
  private inBody(): boolean {
    if (this.bodyStarts > 0) return this.region === 'body';
    if (this.htmlStarts > 0) return this.region === 'html';
    return true;
  }

  private noteOutside(source: string): void {
    if (this.inBody() || this.outsideReported) return;
    this.outsideReported = true;
    this.issues.push({ kind: 'CONTENT_OUTSIDE_BODY', excerpt: excerptOf(source) });
  }

  private startBlock(kind: 'paragraph' | 'loose', rawStart: number): BlockInProgress {
    return {
      kind,
      // blocks finish in order, so the paragraphs finished so far give this one's index
      paragraph: kind === 'paragraph' ? this.paragraphs.length : undefined,
      builder: new TextBuilder(),
      rawStart,
      rawEnd: rawStart,
      anchors: [],
      outsideBody: !this.inBody(),
      open: [],
    };
  }

  /** The block content goes to: the open one, or a new one (a paragraph's continuation, or a loose run). */
  private contentBlock(at: number): BlockInProgress {
    this.block ??= this.startBlock(this.paragraphDepth > 0 ? 'paragraph' : 'loose', at);
    return this.block;
  }

  private openParagraph(token: StartToken, tagSource: string): void {
    this.noteOutside(tagSource);
    const current = this.block;
    if (this.paragraphDepth > 0) {
      this.issues.push({ kind: 'NESTED_PARAGRAPH', tag: 'p', excerpt: excerptOf(tagSource), ...paragraphOf(current) });
      // an outer paragraph with nothing in it yet simply becomes the inner one
      const empty = current?.kind === 'paragraph' && current.builder.length === 0 && current.open.length === 0;
      if (empty) {
        if (!token.selfClosing) this.paragraphDepth += 1;
        return;
      }
    }
    this.finishBlock();
    this.block = this.startBlock('paragraph', token.end);
    if (token.selfClosing) this.finishBlock();
    else this.paragraphDepth += 1;
  }

  private closeInline(token: EndToken, tagSource: string): void {
    const current = this.block;
    const at = current ? current.open.findLastIndex((entry) => entry.name === token.name) : -1;
    if (!current || at === -1) {
      this.issues.push({ kind: 'STRAY_CLOSING_TAG', tag: token.name, excerpt: tagSource });
      return;
    }
    const closed = current.open.splice(at);
    for (const [index, entry] of closed.entries()) {
      // tags opened inside the one closed here and never closed themselves
      if (index > 0)
        this.issues.push({ kind: 'UNCLOSED_TAG', tag: entry.name, excerpt: `<${entry.name}>`, ...paragraphOf(current) });
      if (entry.anchor) this.closeAnchor(current, entry.anchor);
    }
    current.rawEnd = token.end;
  }

  private closeAnchor(current: BlockInProgress, anchor: OpenAnchor): void {
    const text = current.builder.text;
    const start = Math.min(anchor.start, text.length);
    current.anchors.push({
      href: anchor.href,
      text: text.slice(start).trim(),
      start,
      end: text.length,
      attributes: anchor.attributes,
      excerpt: anchor.excerpt,
    });
  }

  private closeParagraph(at: number): void {
    if (this.paragraphDepth > 0) {
      const current = this.block;
      const source = current ? this.source.slice(current.rawStart, at) : '';
      this.issues.push({ kind: 'UNCLOSED_TAG', tag: 'p', excerpt: excerptOf(`<p>${source}`), ...paragraphOf(current) });
    }
    this.paragraphDepth = 0;
    this.finishBlock();
  }

  private finishBlock(): void {
    const current = this.block;
    if (!current) return;
    this.block = undefined;
    for (const open of current.open) {
      this.issues.push({ kind: 'UNCLOSED_TAG', tag: open.name, excerpt: `<${open.name}>`, ...paragraphOf(current) });
      if (open.anchor) this.closeAnchor(current, open.anchor);
    }
    const text = current.builder.text.trimEnd();
    const finished: HtmlBlock = {
      kind: current.kind,
      paragraph: current.paragraph,
      text,
      raw: this.source.slice(current.rawStart, current.rawEnd),
      anchors: current.anchors.map((anchor) => ({
        ...anchor,
        start: Math.min(anchor.start, text.length),
        end: Math.min(anchor.end, text.length),
      })),
      outsideBody: current.outsideBody,
    };
    this.blocks.push(finished);
    if (finished.kind === 'paragraph') this.paragraphs.push(finished);
  }
}

function paragraphOf(block: BlockInProgress | undefined): { paragraph?: number } {
  return block?.paragraph !== undefined ? { paragraph: block.paragraph } : {};
}

/**
 * Reads an email's HTML: its container, its paragraphs (plain text, anchors, raw inline source),
 * loose content outside paragraphs, every attribute, and the structural issues found. Tolerant:
 * unknown tags are reported and read through, unclosed tags are closed, a `<p>` inside a `<p>` is
 * read as the start of a new paragraph. When there is no `<body>` (or no `<html>`), the whole
 * document is read as the body.
 */
export function parseEmailHtml(html: string): ParsedEmailHtml {
  const source = typeof html === 'string' ? html : '';
  const tokens = tokenize(source);
  let htmlStarts = 0;
  let bodyStarts = 0;
  for (const token of tokens) {
    if (token.type !== 'start') continue;
    if (token.name === 'html') htmlStarts += 1;
    else if (token.name === 'body') bodyStarts += 1;
  }
  const reader = new EmailHtmlReader(source, htmlStarts, bodyStarts);
  for (const token of tokens) {
    if (token.type === 'text') reader.text(token.start, token.end);
    else if (token.type === 'start') reader.startTag(token);
    else reader.endTag(token);
  }
  reader.finish();
  return {
    container: { html: htmlStarts, body: bodyStarts },
    blocks: reader.blocks,
    paragraphs: reader.paragraphs,
    attributes: reader.attributes,
    issues: reader.issues,
  };
}

/**
 * Reads a plain-text message (a LinkedIn message written without HTML) as blocks: paragraphs are
 * separated by a blank line, a single line break stays a line break.
 */
export function readPlainTextBlocks(text: string): HtmlBlock[] {
  const source = typeof text === 'string' ? text : '';
  const blocks: HtmlBlock[] = [];
  for (const chunk of source.split(/\r?\n[ \t\u00a0]*(?:\r?\n[ \t\u00a0]*)+/)) {
    const lines = chunk
      .split(/\r?\n/)
      .map((line) => line.replace(/\s+/g, ' ').trim())
      .filter((line) => line !== '');
    if (lines.length === 0) continue;
    blocks.push({
      kind: 'paragraph',
      paragraph: blocks.length,
      text: lines.join('\n'),
      raw: chunk,
      anchors: [],
      outsideBody: false,
    });
  }
  return blocks;
}

/**
 * The plain-text version of an email body: paragraphs joined by a blank line, `<br>` as a line
 * break, entities decoded, placeholders kept. Text that is not HTML at all is returned with its
 * paragraphs and lines tidied the same way.
 */
export function toPlainText(html: string): string {
  const source = typeof html === 'string' ? html : '';
  const blocks = looksLikeHtml(source) ? parseEmailHtml(source).blocks : readPlainTextBlocks(source);
  return blocks
    .map((block) => block.text)
    .filter((text) => text !== '')
    .join('\n\n');
}
