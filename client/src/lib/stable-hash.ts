/**
 * A small, well-spread number for a text (32-bit FNV-1a): the same text always gives the same
 * number, in every browser and on the server, so a choice made from it never changes between visits.
 */
export function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** One of `choices`, picked by `key` (stable for the same key). */
export function pickStably<T>(choices: readonly [T, ...T[]], key: string): T {
  return choices[stableHash(key) % choices.length]!;
}
