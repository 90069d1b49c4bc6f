import { LINKEDIN_MESSAGE_LIMIT, LINKEDIN_MESSAGE_LIMIT_PREMIUM } from '../../../../../shared/domain/linkedin';
import { looksLikeHtml, parseEmailHtml, readPlainTextBlocks } from '../../../../../shared/rules/email/html';

const FIRST_NAME = /\{\{\s*firstName\s*\}\}/g;

/** The longest LinkedIn message: 200 characters, 300 with LinkedIn premium. */
export function linkedInLimit(premium: boolean | undefined): number {
  return premium ? LINKEDIN_MESSAGE_LIMIT_PREMIUM : LINKEDIN_MESSAGE_LIMIT;
}

/**
 * A LinkedIn message's length as the checker counts it (LINKEDIN_LENGTH): the text of its
 * paragraphs joined by a blank line, `{{firstName}}` counted as the first name when there is one.
 */
export function linkedInCharacters(body: string, firstName: string | undefined): number {
  const blocks = looksLikeHtml(body)
    ? parseEmailHtml(body).blocks.filter((block) => block.text !== '' || block.anchors.length > 0)
    : readPlainTextBlocks(body);
  const message = blocks.map((block) => block.text).join('\n\n');
  return (firstName ? message.replace(FIRST_NAME, firstName) : message).length;
}

/** The count shown under a LinkedIn message. */
export interface LinkedInCount {
  readonly characters: number;
  readonly limit: number;
  /** characters over the limit, 0 when within it */
  readonly over: number;
}

export function linkedInCount(body: string, firstName: string | undefined, premium: boolean | undefined): LinkedInCount {
  const characters = linkedInCharacters(body, firstName);
  const limit = linkedInLimit(premium);
  return { characters, limit, over: Math.max(0, characters - limit) };
}
