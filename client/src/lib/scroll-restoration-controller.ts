/**
 * Where the page is scrolled, and where focus is, after each move through the app's history:
 * - a new page (a link, navigate(), pushState) starts at its top, or at the element its #fragment
 *   names once that element is on the page;
 * - Back and Forward (popstate), and a reload, return to where that page was left, once its
 *   content (which arrives after the page does) is tall enough;
 * - a replaced entry (a filter typed in, a renamed address: replaceState) keeps its place;
 * - an in-page #link is the browser's own jump, left alone.
 * When the screen changes (a new path) focus moves to <main>, so a keyboard or screen reader user
 * starts on the new content; never on the first load. Browser-only: started from an effect.
 */
// wouter announces its pushState and replaceState as window events of those names: make sure it has.
import "wouter/use-browser-location";
import {
  entryKeyOf,
  newEntryKey,
  readStoredPositions,
  rememberPosition,
  sessionStorageOrNull,
  storePositions,
  withEntryKey,
  type ScrollPositions,
} from "./scroll-positions";

/** How long a page's content may take to become tall enough (or its #fragment to appear). */
export const SCROLL_WAIT_MS = 1500;
/** The app shell's <main> (tabIndex -1). */
export const MAIN_ID = "main";
/** The reader's own scrolling ends any wait: their place wins over a restored one. */
const READER_SCROLL_EVENTS = ["wheel", "touchstart", "keydown", "pointerdown"] as const;

/** Whether the page shown is returning to a saved position; null until the first navigation. */
let returning: boolean | null = null;

function navigationType(): string {
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  return entry && "type" in entry ? String(entry.type) : "navigate";
}

/** On a reload or a Back from another site, where this entry was left; else undefined. */
function firstLoadPosition(positions: ScrollPositions): number | undefined {
  const type = navigationType();
  if (type !== "reload" && type !== "back_forward") return undefined;
  const key = entryKeyOf(history.state);
  return key === null ? undefined : positions.get(key);
}

/**
 * True when the page shown was reached by Back, Forward or a reload and is going back to where the
 * reader left it: a screen then leaves the scrolling alone (it does not jump to its #fragment again).
 * False during server-side rendering.
 */
export function isReturningToSavedPosition(): boolean {
  if (typeof window === "undefined") return false;
  return returning ?? firstLoadPosition(readStoredPositions(sessionStorageOrNull())) !== undefined;
}

function fragmentId(hash: string): string | null {
  try {
    const id = decodeURIComponent(hash.slice(1));
    return id === "" ? null : id;
  } catch {
    return null;
  }
}

function maxScrollTop(): number {
  return (document.scrollingElement ?? document.documentElement).scrollHeight - window.innerHeight;
}

function scrollToY(top: number): void {
  window.scrollTo({ top, left: 0, behavior: "instant" });
}

function focusMain(): void {
  document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
}

/** Starts following this window's history; returns the way to stop (an effect's cleanup). */
export function startScrollRestoration(): () => void {
  const storage = sessionStorageOrNull();
  const positions = readStoredPositions(storage);
  const previousMode = history.scrollRestoration;
  // The browser's own restore would jump before the content is there, and fight this one.
  history.scrollRestoration = "manual";

  /** The shown entry's key, added to its state (keeping the rest) when it has none. */
  const keyShownEntry = (preferred: string | null = null): string | null => {
    const existing = entryKeyOf(history.state);
    if (existing !== null) return existing;
    const state = withEntryKey(history.state, preferred ?? newEntryKey());
    if (state === null) return null;
    history.replaceState(state, "");
    return entryKeyOf(state);
  };

  let shownKey = keyShownEntry();
  let shownPath = location.pathname;
  // While a saved position is being restored, the page's scroll position is not the reader's.
  let isRestoring = false;
  let cancelWait = () => {};

  const persist = () => storePositions(storage, positions);
  const saveShown = () => {
    if (shownKey !== null && !isRestoring) rememberPosition(positions, shownKey, window.scrollY);
  };
  const stopWaiting = () => {
    cancelWait();
    cancelWait = () => {};
    isRestoring = false;
  };

  /** Runs `step` on each frame until it is done, the time is up, the reader scrolls or the page changes. */
  const waitFor = (step: (isLastTry: boolean) => boolean, { restoring }: { restoring: boolean }) => {
    stopWaiting();
    isRestoring = restoring;
    const deadline = performance.now() + SCROLL_WAIT_MS;
    let frame = 0;
    const tick = () => {
      const isLastTry = performance.now() >= deadline;
      if (step(isLastTry) || isLastTry) stopWaiting();
      else frame = requestAnimationFrame(tick);
    };
    const options = { capture: true, passive: true };
    for (const type of READER_SCROLL_EVENTS) addEventListener(type, stopWaiting, options);
    cancelWait = () => {
      cancelAnimationFrame(frame);
      for (const type of READER_SCROLL_EVENTS) removeEventListener(type, stopWaiting, options);
    };
    frame = requestAnimationFrame(tick);
  };

  // Held at `top` for the whole wait, not only once: content arriving above (a list replacing
  // its placeholders) must not push the reader's place away. At the end, as near as it can be.
  const restore = (top: number) =>
    waitFor(
      (isLastTry) => {
        if ((isLastTry || maxScrollTop() >= top - 1) && Math.abs(window.scrollY - top) > 1) scrollToY(top);
        return false;
      },
      { restoring: true },
    );

  const scrollToFragment = (hash: string) => {
    const id = fragmentId(hash);
    if (id === null) return;
    waitFor(
      () => {
        const target = document.getElementById(id);
        // A page waiting for its code keeps the old one in the document, hidden: not that one.
        if (!target || target.getClientRects().length === 0) return false;
        target.scrollIntoView({ block: "start" });
        return true;
      },
      { restoring: false },
    );
  };

  const startNewPage = () => {
    scrollToY(0);
    if (location.hash) scrollToFragment(location.hash);
  };

  const onPush = () => {
    saveShown(); // The page being left is still on screen: its position is still true.
    stopWaiting();
    // Before keying the entry: its replaceState comes back through onReplace, which moves shownPath.
    const isNewScreen = location.pathname !== shownPath;
    shownKey = keyShownEntry();
    shownPath = location.pathname;
    returning = false;
    startNewPage();
    if (isNewScreen) focusMain();
    persist();
  };

  const onReplace = () => {
    // Same entry, same place: only keep its key if the new state dropped it.
    shownKey = keyShownEntry(shownKey);
    shownPath = location.pathname;
  };

  const onPop = () => {
    const key = entryKeyOf(history.state);
    // A traversal has not scrolled (manual): the page being left is where the reader left it.
    if (key !== null) saveShown();
    stopWaiting();
    const isNewScreen = location.pathname !== shownPath;
    shownPath = location.pathname;
    if (key === null) {
      // A new entry: an in-page #link the browser has already jumped to, or a state with no room for a key.
      shownKey = keyShownEntry();
      returning = false;
      if (!location.hash) scrollToY(0);
    } else {
      shownKey = key;
      const saved = positions.get(key);
      returning = saved !== undefined;
      if (saved !== undefined) restore(saved);
      else startNewPage();
    }
    if (isNewScreen) focusMain();
    persist();
  };

  const onLeave = () => {
    saveShown();
    persist();
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === "hidden") onLeave();
  };

  const initial = firstLoadPosition(positions);
  returning = initial !== undefined;
  if (initial !== undefined) restore(initial);
  else if (location.hash) scrollToFragment(location.hash);

  // Capture: on the window that runs before wouter's own listener, so before the next screen renders.
  addEventListener("popstate", onPop, { capture: true });
  addEventListener("pushState", onPush);
  addEventListener("replaceState", onReplace);
  addEventListener("scroll", saveShown, { passive: true });
  addEventListener("pagehide", onLeave);
  document.addEventListener("visibilitychange", onVisibilityChange);

  return () => {
    onLeave();
    stopWaiting();
    removeEventListener("popstate", onPop, { capture: true });
    removeEventListener("pushState", onPush);
    removeEventListener("replaceState", onReplace);
    removeEventListener("scroll", saveShown);
    removeEventListener("pagehide", onLeave);
    document.removeEventListener("visibilitychange", onVisibilityChange);
    history.scrollRestoration = previousMode;
    returning = null;
  };
}
