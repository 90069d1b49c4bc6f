import { decodeEntities } from '../../../../shared/rules/email/html';

/** The most consecutive words the offline writer may take over from the user's own descriptions. */
export const MAX_COPIED_RUN = 7;

function wordsOf(text: string): string[] {
  const plain = decodeEntities(text.replace(/<[^>]*>/gu, ' '));
  return (
    plain
      .toLocaleLowerCase()
      .normalize('NFC')
      .match(/[\p{L}\p{N}]+/gu) ?? []
  ).map((word) => word);
}

/**
 * The most consecutive words `text` (HTML or plain) shares with any of `sources`, case aside: how
 * much of the user's description an email repeats word for word. Dynamic programming over the
 * words, so a 5,000-character description against one sentence stays well under a millisecond.
 */
export function longestCopiedRun(text: string, sources: readonly string[]): number {
  const words = wordsOf(text);
  let longest = 0;
  for (const source of sources) {
    const theirs = wordsOf(source);
    let previous = new Array<number>(theirs.length + 1).fill(0);
    for (const word of words) {
      const current = new Array<number>(theirs.length + 1).fill(0);
      for (let index = 1; index <= theirs.length; index += 1) {
        if (theirs[index - 1] !== word) continue;
        const run = (previous[index - 1] ?? 0) + 1;
        current[index] = run;
        if (run > longest) longest = run;
      }
      previous = current;
    }
  }
  return longest;
}
