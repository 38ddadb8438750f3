/**
 * Where each page of this tab's history was left scrolled, so Back, Forward and a reload can return
 * there. A history entry is known by a key kept in its `history.state`, beside whatever wouter or
 * the app put there; the positions live in sessionStorage (this tab only), the newest few.
 */

/** The field of `history.state` that names the entry. */
export const ENTRY_KEY_FIELD = "scrollKey";
/** How many entries' positions are kept: enough for any Back a reader makes, and a small item. */
export const MAX_POSITIONS = 50;
export const POSITIONS_STORAGE_KEY = "pawswell.scroll-positions";

/** Entry key → the vertical scroll position it was left at. Oldest first: a Map keeps insertion order. */
export type ScrollPositions = Map<string, number>;

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== "object" || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/** The key an entry's state carries, or null (no state, or another kind of state). */
export function entryKeyOf(state: unknown): string | null {
  if (!isPlainObject(state)) return null;
  const key = state[ENTRY_KEY_FIELD];
  return typeof key === "string" && key !== "" ? key : null;
}

/**
 * The entry's state with `key` added, keeping every other field; null when the state is something
 * a key cannot be added to without changing it (a string, a number, an array): that entry goes
 * without a saved position rather than lose what its owner stored.
 */
export function withEntryKey(state: unknown, key: string): Record<string, unknown> | null {
  if (state === null || state === undefined) return { [ENTRY_KEY_FIELD]: key };
  if (!isPlainObject(state)) return null;
  return { ...state, [ENTRY_KEY_FIELD]: key };
}

/** A key no other entry of this tab has (randomUUID needs a secure context, so not that). */
export function newEntryKey(): string {
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Records `top` for `key` as the newest position, dropping the oldest beyond `limit`. */
export function rememberPosition(positions: ScrollPositions, key: string, top: number, limit = MAX_POSITIONS): void {
  positions.delete(key);
  positions.set(key, Math.max(0, Math.round(top)));
  for (const oldest of positions.keys()) {
    if (positions.size <= limit) break;
    positions.delete(oldest);
  }
}

/** The positions a stored text holds; anything malformed (an old format, a hand edit) reads as none. */
export function parsePositions(text: string | null, limit = MAX_POSITIONS): ScrollPositions {
  const positions: ScrollPositions = new Map();
  if (!text) return positions;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return positions;
  }
  if (!Array.isArray(parsed)) return positions;
  for (const pair of parsed) {
    if (!Array.isArray(pair) || pair.length !== 2) continue;
    const [key, top] = pair as unknown[];
    if (typeof key === "string" && key !== "" && typeof top === "number" && Number.isFinite(top)) {
      rememberPosition(positions, key, top, limit);
    }
  }
  return positions;
}

export function serializePositions(positions: ScrollPositions): string {
  return JSON.stringify([...positions]);
}

/** The tab's session storage, or null where a browser refuses it (a privacy mode, a sandbox). */
export function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStoredPositions(storage: Storage | null): ScrollPositions {
  try {
    return parsePositions(storage?.getItem(POSITIONS_STORAGE_KEY) ?? null);
  } catch {
    return new Map();
  }
}

export function storePositions(storage: Storage | null, positions: ScrollPositions): void {
  try {
    storage?.setItem(POSITIONS_STORAGE_KEY, serializePositions(positions));
  } catch {
    // Full or refused: Back still works within this page's life, from memory.
  }
}
