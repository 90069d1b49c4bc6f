/**
 * Phrase patterns over the four languages the product writes in. `\b` in a JavaScript regular
 * expression knows only ASCII letters, so it finds no edge before "é" or after "ü"; these
 * patterns draw word edges with Unicode letter classes instead.
 */

/** A case-insensitive pattern matching any of `alternatives` as whole words (Unicode-aware edges). */
export function phrases(alternatives: readonly string[], flags = 'iu'): RegExp {
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives.join('|')})(?![\\p{L}\\p{N}])`, flags);
}

/** Apostrophes as mail clients write them: straight, typographic, or the acute accent of some keyboards. */
export const APOSTROPHE = "['’ʼ´]";
