export * from './types';
export * from './placeholders';
export * from './language';
export * from './check';
export {
  decodeEntities,
  EMAIL_HTML_TAGS,
  HTML_ISSUE_KINDS,
  looksLikeHtml,
  parseEmailHtml,
  readPlainTextBlocks,
  toPlainText,
} from './html';
export type { EmailHtmlTag, HtmlAnchor, HtmlAttribute, HtmlBlock, HtmlIssue, HtmlIssueKind, ParsedEmailHtml } from './html';
export { countWords, foldForMatch, isQuestion, LANGUAGE_LOCALES, sentenceSpans, splitSentences } from './text';
export type { SentenceSpan } from './text';
export * from './hype-words';
export * from './corporate-suffixes';
export * from './word-lists';
export { findFiniteVerb, hasFiniteVerb } from './finite-verb';
