import { looksLikeHtml, parseEmailHtml, readPlainTextBlocks, type HtmlBlock } from '../../../../shared/rules/email/html';

/**
 * A piece of a previewed paragraph. The preview is drawn from these as plain text (never as HTML),
 * so nothing the writer answered can run or style itself in the page.
 */
export type PreviewSegment =
  | { readonly kind: 'text'; readonly text: string }
  /** `{{firstName}}`, `{{signature}}`, … filled in when the email is sent */
  | { readonly kind: 'placeholder'; readonly name: string }
  /** an anchor's text and where it points (often the `{{link}}` placeholder) */
  | { readonly kind: 'link'; readonly text: string; readonly href: string | undefined }
  | { readonly kind: 'lineBreak' };

export type PreviewParagraph = readonly PreviewSegment[];

const PLACEHOLDER = /\{\{\s*([A-Za-z][\w.]*)\s*\}\}/g;

/** Text with its `{{placeholders}}` and line breaks as segments of their own. */
export function textSegments(text: string): PreviewSegment[] {
  const segments: PreviewSegment[] = [];
  const lines = text.split('\n');
  lines.forEach((line, index) => {
    if (index > 0) segments.push({ kind: 'lineBreak' });
    let last = 0;
    for (const match of line.matchAll(PLACEHOLDER)) {
      const at = match.index;
      if (at > last) segments.push({ kind: 'text', text: line.slice(last, at) });
      segments.push({ kind: 'placeholder', name: match[1] ?? '' });
      last = at + match[0].length;
    }
    if (last < line.length) segments.push({ kind: 'text', text: line.slice(last) });
  });
  return segments;
}

function blockSegments(block: HtmlBlock): PreviewSegment[] {
  const segments: PreviewSegment[] = [];
  const anchors = [...block.anchors].sort((a, b) => a.start - b.start);
  let last = 0;
  for (const anchor of anchors) {
    if (anchor.start < last) continue; // overlapping anchors (broken HTML): the first one wins
    if (anchor.start > last) segments.push(...textSegments(block.text.slice(last, anchor.start)));
    segments.push({ kind: 'link', text: block.text.slice(anchor.start, anchor.end).trim(), href: anchor.href });
    last = anchor.end;
  }
  if (last < block.text.length) segments.push(...textSegments(block.text.slice(last)));
  return segments;
}

/**
 * The paragraphs of a written email, for showing: its HTML read by the email reader of the rules
 * (paragraphs, line breaks, anchors; every other tag dropped, entities decoded), or its text when
 * the body is not HTML (a LinkedIn message). Empty paragraphs are left out.
 */
export function previewParagraphs(bodyHtml: string, bodyText = ''): PreviewParagraph[] {
  const source = bodyHtml.trim() === '' ? bodyText : bodyHtml;
  const blocks = looksLikeHtml(source) ? parseEmailHtml(source).blocks : readPlainTextBlocks(source);
  return blocks
    .filter((block) => !block.outsideBody && block.text.trim() !== '')
    .map(blockSegments)
    .filter((segments) => segments.length > 0);
}
