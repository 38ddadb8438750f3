/**
 * How often this person has come, and how many screens they have seen this visit, kept in the
 * browser only (nothing is sent): the install offer waits for a second visit and never shows on a
 * visit's first screen (install-offer-rules.ts). A visit is a tab's session: sessionStorage marks
 * it counted, localStorage keeps the total.
 */
export const VISITS_KEY = "pawswell.visits";
const VISIT_COUNTED_KEY = "pawswell.visit-counted";
const SCREENS_KEY = "pawswell.visit-screens";
const LAST_SCREEN_KEY = "pawswell.visit-last-screen";

type Storage = Pick<globalThis.Storage, "getItem" | "setItem">;

function readCount(storage: Storage, key: string): number {
  const count = Number(storage.getItem(key));
  return Number.isSafeInteger(count) && count > 0 ? count : 0;
}

/** Counts this visit once (a reload or another page of the same visit does not), and returns the total. */
export function recordVisit(local: Storage, session: Storage): number {
  const visits = readCount(local, VISITS_KEY);
  if (session.getItem(VISIT_COUNTED_KEY)) return visits;
  session.setItem(VISIT_COUNTED_KEY, "1");
  local.setItem(VISITS_KEY, String(visits + 1));
  return visits + 1;
}

/** Counts `path` as a screen of this visit unless it is the screen already counted last; returns how many. */
export function recordScreen(session: Storage, path: string): number {
  const screens = readCount(session, SCREENS_KEY);
  if (session.getItem(LAST_SCREEN_KEY) === path) return screens;
  session.setItem(LAST_SCREEN_KEY, path);
  session.setItem(SCREENS_KEY, String(screens + 1));
  return screens + 1;
}
