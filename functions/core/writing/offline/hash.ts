/**
 * A 32-bit FNV-1a hash of `text`, mixed at the end. The offline writer varies its phrasing with
 * it, so that the same input always gives the same email while different contacts get different
 * wording.
 */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  // FNV-1a's low bits depend only on the low bits of what came before, so two slots of one seed
  // taken modulo small numbers would move together; MurmurHash3's finaliser spreads every bit.
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
}

/** A picker bound to one seed: `pick(slot, options)` chooses the same option for the same seed and slot. */
export type Picker = <T>(slot: string, options: readonly T[]) => T | undefined;

/** A {@link Picker} for `seed`; each slot hashes separately so the choices do not move together. */
export function pickerFor(seed: string): Picker {
  return <T>(slot: string, options: readonly T[]): T | undefined =>
    options.length === 0 ? undefined : options[stableHash(`${seed}#${slot}`) % options.length];
}

/** `options` rotated so that the one the seed picks for `slot` comes first, the others after it in order. */
export function rotateFor<T>(seed: string, slot: string, options: readonly T[]): T[] {
  if (options.length === 0) return [];
  const start = stableHash(`${seed}#${slot}`) % options.length;
  return [...options.slice(start), ...options.slice(0, start)];
}
