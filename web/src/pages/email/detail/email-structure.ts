import type { Channel } from '../../../../../shared/domain/campaign';
import { looksLikeHtml, parseEmailHtml } from '../../../../../shared/rules/email/html';
import {
  escapeHtmlText,
  normalizeInline,
  paragraphToText,
  parseInlineHtml,
  textToParagraph,
  type InlineNode,
} from './inline-text';

/**
 * An email body as the editor holds it, and back to HTML. An email (channel EMAIL) in the shape of
 * docs/writing.md is edited a paragraph at a time: the container and the whitespace between
 * paragraphs are kept as written, and a paragraph left as it was goes back exactly as it came. A
 * body the paragraphs cannot carry losslessly (another tag, text outside the paragraphs, no
 * container) is edited as its HTML source. A LinkedIn message is one plain text.
 */

/** One paragraph as stored: its opening tag, inline source and editable text. */
export interface StoredParagraph {
  readonly open: string;
  readonly raw: string;
  readonly text: string;
}

/** A paragraph in the editor: its text, and the stored paragraph it started from, if any. */
export interface DraftParagraph {
  readonly text: string;
  readonly stored?: StoredParagraph;
}

/** What surrounds the paragraphs: the container as written and the whitespace between paragraphs. */
export interface BodyShell {
  readonly prefix: string;
  readonly suffix: string;
  /** separators[i] sits between paragraph i and i + 1 */
  readonly separators: readonly string[];
  /** true when the body was empty: an editor left empty gives an empty body again */
  readonly empty: boolean;
}

export type DraftBody =
  | { readonly kind: 'paragraphs'; readonly shell: BodyShell; readonly paragraphs: readonly DraftParagraph[] }
  | { readonly kind: 'source'; readonly html: string }
  | {
      readonly kind: 'message';
      readonly text: string;
      /** the stored body and its text, given back as it was while the text is unchanged */
      readonly stored: { readonly html: string; readonly text: string };
      /** how the stored message is written: the html container, or plain text */
      readonly format: 'html' | 'text';
    };

/** The sections of an email in order; the P.S. footer last when the email has one. */
export const EMAIL_SECTION_KEYS = ['greeting', 'hook', 'body', 'callToAction', 'closing', 'footer'] as const;
export type EmailSectionKey = (typeof EMAIL_SECTION_KEYS)[number];

/** The sections an email has: all six, or five without the footer. */
export function sectionsOf(footer: boolean): readonly EmailSectionKey[] {
  return footer ? EMAIL_SECTION_KEYS : EMAIL_SECTION_KEYS.slice(0, 5);
}

/** The section a paragraph at `index` stands for; undefined past the last section (an extra paragraph). */
export function sectionAt(index: number, footer: boolean): EmailSectionKey | undefined {
  return sectionsOf(footer)[index];
}

const DEFAULT_SHELL: BodyShell = { prefix: '<html><body>\n', suffix: '\n</body></html>', separators: [], empty: true };
const CONTAINER = /^(\s*<html(?:\s[^<>]*)?>\s*<body(?:\s[^<>]*)?>\s*)([\s\S]*?)(\s*<\/body\s*>\s*<\/html\s*>\s*)$/i;
const PARAGRAPH = /<p(?:\s[^<>]*)?>([\s\S]*?)<\/p\s*>/gi;

/** The container and the paragraphs' sources, when the body is one `<html><body>` holding only `<p>` paragraphs. */
function splitContainer(
  html: string,
): { shell: BodyShell; paragraphs: { readonly open: string; readonly raw: string }[] } | undefined {
  const container = CONTAINER.exec(html);
  if (!container) return undefined;
  const inner = container[2] ?? '';
  const paragraphs: { open: string; raw: string }[] = [];
  const separators: string[] = [];
  let from = 0;
  for (const match of inner.matchAll(PARAGRAPH)) {
    const between = inner.slice(from, match.index);
    if (paragraphs.length > 0 && !/\S/.test(between)) separators.push(between);
    else if (between !== '') return undefined;
    const whole = match[0];
    paragraphs.push({ open: whole.slice(0, whole.indexOf('>') + 1), raw: match[1] ?? '' });
    from = match.index + whole.length;
  }
  if (from !== inner.length) return undefined;
  return { shell: { prefix: container[1] ?? '', suffix: container[3] ?? '', separators, empty: false }, paragraphs };
}

/**
 * Splits an email body into its container and paragraphs; undefined when the body is not one
 * `<html><body>` holding only `<p>` paragraphs whose inline content the editable text carries.
 */
export function splitEmailBody(html: string): { shell: BodyShell; paragraphs: StoredParagraph[] } | undefined {
  const split = splitContainer(html);
  if (!split) return undefined;
  const paragraphs: StoredParagraph[] = [];
  for (const paragraph of split.paragraphs) {
    const text = paragraphToText(paragraph.raw);
    if (text === undefined) return undefined;
    paragraphs.push({ ...paragraph, text });
  }
  return { shell: split.shell, paragraphs };
}

/** The plain text of inline nodes: marks and links give their words, `<br>` a line break. */
function plainTextOf(nodes: readonly InlineNode[]): string {
  return nodes
    .map((node) => (node.kind === 'text' ? node.text : node.kind === 'break' ? '\n' : plainTextOf(node.children)))
    .join('');
}

/**
 * The text of a LinkedIn message: its paragraphs separated by a blank line, a line break kept,
 * characters such as the no-break space French puts before "?" kept as they are.
 */
export function messageTextOf(body: string): string {
  if (!looksLikeHtml(body)) return body;
  const split = splitContainer(body);
  const inline = split?.paragraphs.map((paragraph) => parseInlineHtml(paragraph.raw));
  if (inline?.every((nodes) => nodes !== undefined)) {
    return inline
      .map((nodes) => plainTextOf(normalizeInline(nodes ?? [])))
      .filter((text) => text !== '')
      .join('\n\n');
  }
  return parseEmailHtml(body)
    .blocks.filter((block) => block.text !== '' || block.anchors.length > 0)
    .map((block) => block.text)
    .join('\n\n');
}

/**
 * The paragraphs of a plain-text message (separated by a blank line), each as its lines. Only
 * HTML's own whitespace is tidied: a no-break space is part of the text.
 */
export function messageParagraphs(text: string): string[][] {
  return text
    .split(/\r?\n[ \t]*(?:\r?\n[ \t]*)+/)
    .map((chunk) =>
      chunk
        .split(/\r?\n/)
        .map((line) => line.replace(/[ \t\f\r]+/g, ' ').replace(/^ | $/g, ''))
        .filter((line) => line !== ''),
    )
    .filter((lines) => lines.length > 0);
}

/** A LinkedIn message's text in the html container: a paragraph per blank-line-separated block, `<br>` per line break. */
export function messageToHtml(text: string): string {
  const paragraphs = messageParagraphs(text).map((lines) => lines.map((line) => escapeHtmlText(line)).join('<br>'));
  return `<html><body>\n${paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('\n')}\n</body></html>`;
}

/**
 * The editor's starting point for a stored body. An email without a body starts with one empty
 * paragraph per section (`footer`: whether the email has a P.S.).
 */
export function draftBodyOf(bodyHtml: string | undefined, channel: Channel, footer: boolean): DraftBody {
  const html = bodyHtml ?? '';
  if (channel === 'LINKEDIN') {
    const text = messageTextOf(html);
    return { kind: 'message', text, stored: { html, text }, format: looksLikeHtml(html) ? 'html' : 'text' };
  }
  if (html.trim() === '') {
    return { kind: 'paragraphs', shell: DEFAULT_SHELL, paragraphs: sectionsOf(footer).map(() => ({ text: '' })) };
  }
  const split = splitEmailBody(html);
  if (!split) return { kind: 'source', html };
  return {
    kind: 'paragraphs',
    shell: split.shell,
    paragraphs: split.paragraphs.map((stored) => ({ text: stored.text, stored })),
  };
}

/** The HTML of one paragraph in the editor: as stored while its text is unchanged. */
function paragraphHtml(paragraph: DraftParagraph): string {
  const stored = paragraph.stored;
  if (stored && stored.text === paragraph.text) return `${stored.open}${stored.raw}</p>`;
  return `${stored?.open ?? '<p>'}${textToParagraph(paragraph.text)}</p>`;
}

/** The body the editor holds, as HTML to save and to check. */
export function bodyHtmlOf(body: DraftBody): string {
  switch (body.kind) {
    case 'source':
      return body.html;
    case 'message':
      if (body.text === body.stored.text) return body.stored.html;
      if (body.format === 'text' || body.text.trim() === '') return body.text;
      return messageToHtml(body.text);
    case 'paragraphs': {
      const { shell, paragraphs } = body;
      if (shell.empty && paragraphs.every((paragraph) => paragraph.text.trim() === '')) return '';
      const fallback = shell.separators.at(-1) ?? '\n';
      const inner = paragraphs
        .map((paragraph, index) => `${index > 0 ? (shell.separators[index - 1] ?? fallback) : ''}${paragraphHtml(paragraph)}`)
        .join('');
      return `${shell.prefix}${inner}${shell.suffix}`;
    }
  }
}

/** The body with the text of one paragraph (or of the message or source) replaced. */
export function withText(body: DraftBody, index: number, text: string): DraftBody {
  switch (body.kind) {
    case 'source':
      return { ...body, html: text };
    case 'message':
      return { ...body, text };
    case 'paragraphs':
      return {
        ...body,
        paragraphs: body.paragraphs.map((paragraph, at) => (at === index ? { ...paragraph, text } : paragraph)),
      };
  }
}

/** The body with an empty paragraph added at the end. */
export function withParagraphAdded(body: DraftBody): DraftBody {
  return body.kind === 'paragraphs' ? { ...body, paragraphs: [...body.paragraphs, { text: '' }] } : body;
}

/** The body without the paragraph at `index`. */
export function withParagraphRemoved(body: DraftBody, index: number): DraftBody {
  return body.kind === 'paragraphs' ? { ...body, paragraphs: body.paragraphs.filter((_, at) => at !== index) } : body;
}

/** The texts the editor shows, one per field. */
export function draftTexts(body: DraftBody): string[] {
  switch (body.kind) {
    case 'source':
      return [body.html];
    case 'message':
      return [body.text];
    case 'paragraphs':
      return body.paragraphs.map((paragraph) => paragraph.text);
  }
}
