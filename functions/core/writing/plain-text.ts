/**
 * The user's free text (descriptions, achievements, persona, call to action, names) as plain
 * words, before either writer uses it: people paste Markdown and emoji into these fields, and an
 * email must carry neither. Ordinary text passes through unchanged.
 */

// Emoji and what builds them: pictographs, skin tones, flags (regional indicators), the variation
// selectors, the zero-width joiner and the keycap mark ("1️⃣" keeps its digit).
const EMOJI_PART = String.raw`(?:\p{Extended_Pictographic}|\p{Emoji_Modifier}|[\u{1F1E6}-\u{1F1FF}]|\uFE0E|\uFE0F|\u200D|\u20E3)`;
const EMOJI_RUN = new RegExp(String.raw`[ \t]*${EMOJI_PART}+(?:[ \t]*${EMOJI_PART}+)*[ \t]*`, 'gu');

const IMAGE = /!\[[^\]\n]*\]\([^)\n]*\)/gu;
const LINK = /\[([^\]\n]+)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"\n]*")?\)/gu;
const RULE_LINE = /^\s{0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/u;
const HEADING_LINE = /^\s{0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/u;
const QUOTE_MARK = /^\s{0,3}(?:>[ \t]?)+/u;
const LIST_MARK = /^\s*(?:[-*+•◦▪‣]|\d{1,3}[.)])[ \t]+/u;
const ENDS_SENTENCE = /[.!?…:;]["'”’»)]*$/u;

/** Inline marks: bold, italics, strike-through and code spans keep their words. */
function plainInline(line: string): string {
  return line
    .replace(/\*\*(?=\S)(.+?)(?<=\S)\*\*/gu, '$1')
    .replace(/__(?=\S)(.+?)(?<=\S)__/gu, '$1')
    .replace(/(?<![\p{L}\p{N}*])\*(?=\S)([^*\n]+?)(?<=\S)\*(?![\p{L}\p{N}*])/gu, '$1')
    .replace(/(?<![\p{L}\p{N}_])_(?=\S)([^_\n]+?)(?<=\S)_(?![\p{L}\p{N}_])/gu, '$1')
    .replace(/~~(?=\S)(.+?)(?<=\S)~~/gu, '$1')
    .replace(/`+([^`\n]+?)`+/gu, '$1')
    .replace(/(?<![\p{L}\p{N}])(?:\*{2,}|_{2,}|~{2,})(?![\p{L}\p{N}])/gu, ' ');
}

/** Removes emoji; a space stays only where one separated two words. */
function withoutEmoji(text: string): string {
  return text.replace(EMOJI_RUN, (run: string, offset: number, whole: string) => {
    const before = whole.charAt(offset - 1);
    const after = whole.charAt(offset + run.length);
    if (before === '' || after === '' || /[\s([{"'“‘«]/u.test(before) || /[\s.,;:!?)\]}"'”’»]/u.test(after)) return '';
    return ' ';
  });
}

/**
 * `text` without Markdown and emoji, on one line: links keep their words, images, rules and
 * headings go (a heading is a title, not a statement; a text of headings alone keeps them), quote
 * and list marks go, and each list item becomes a sentence of its own.
 */
export function plainUserText(text: string): string {
  const lines = withoutEmoji(text.replace(/\r\n?/gu, '\n')).replace(IMAGE, ' ').replace(LINK, '$1').split('\n');
  const kept: string[] = [];
  const headings: string[] = [];
  for (const raw of lines) {
    if (raw.trim() === '' || RULE_LINE.test(raw)) continue;
    const heading = HEADING_LINE.exec(raw);
    if (heading) {
      headings.push(plainInline(heading[1] ?? ''));
      continue;
    }
    const unquoted = raw.replace(QUOTE_MARK, '');
    const item = LIST_MARK.test(unquoted);
    let line = plainInline(unquoted.replace(LIST_MARK, '')).trim();
    if (line === '') continue;
    if (item && !ENDS_SENTENCE.test(line)) line = `${line}.`;
    kept.push(line);
  }
  const words = kept.length > 0 ? kept : headings;
  return words
    .join(' ')
    .replace(/[ \t]{2,}/gu, ' ')
    .trim();
}
