/**
 * Where a page starts, and where focus goes, as the reader moves through the app. The browser's own
 * scroll restoration (`history.scrollRestoration = "auto"`) takes Back, Forward and a reload back to
 * where each page was left: a list comes back from the query cache, or the server's page, in the
 * same moment. What it leaves to the app is a page the app itself opened (pushState):
 * - a new page starts at its top, or at the element its #fragment names once that is on the page;
 * - a new screen (a new path) moves focus to <main>, so a keyboard or screen reader user starts on
 *   the new content; never on the first load;
 * - a replaced entry (a filter typed in: replaceState) keeps its place.
 */
// wouter announces its pushState as a window event of that name: make sure it has.
import "wouter/use-browser-location";
import { useEffect } from "react";

/** How long a new page's #fragment may take to appear (its content arrives after the page). */
export const FRAGMENT_WAIT_MS = 1500;
/** The app shell's <main> (tabIndex -1). */
export const MAIN_ID = "main";

/** Whether the page shown was reached by Back, Forward or a reload; null until the first move. */
let returning: boolean | null = null;

/**
 * True when the browser is taking the reader back to where they were (Back, Forward, a reload): a
 * screen then leaves the scrolling alone (it does not jump to its #fragment again). False during
 * server-side rendering.
 */
export function isReturningToSavedPosition(): boolean {
  if (typeof window === "undefined") return false;
  if (returning !== null) return returning;
  const [entry] = performance.getEntriesByType?.("navigation") ?? [];
  const type = entry && "type" in entry ? entry.type : "navigate";
  return type === "reload" || type === "back_forward";
}

/** Scrolls to the element `hash` names once it is shown, for up to FRAGMENT_WAIT_MS; returns the way to stop. */
function scrollToFragment(hash: string): () => void {
  let id: string;
  try {
    id = decodeURIComponent(hash.slice(1));
  } catch {
    return () => {};
  }
  const deadline = performance.now() + FRAGMENT_WAIT_MS;
  let frame = 0;
  const look = () => {
    const target = id === "" ? null : document.getElementById(id);
    // A page waiting for its code keeps the old one in the document, hidden: not that one.
    if (target && target.getClientRects().length > 0) target.scrollIntoView({ block: "start" });
    else if (performance.now() < deadline) frame = requestAnimationFrame(look);
  };
  frame = requestAnimationFrame(look);
  return () => cancelAnimationFrame(frame);
}

/** Mounted once in the app shell; renders nothing and touches the browser only in its effect. */
export function ScrollRestoration(): null {
  useEffect(() => {
    history.scrollRestoration = "auto";
    let shownPath = location.pathname;
    let stopLooking = location.hash && !isReturningToSavedPosition() ? scrollToFragment(location.hash) : () => {};

    const onMove = (isReturning: boolean) => {
      stopLooking();
      stopLooking = () => {};
      returning = isReturning;
      const isNewScreen = location.pathname !== shownPath;
      shownPath = location.pathname;
      if (!isReturning) {
        window.scrollTo({ top: 0, left: 0, behavior: "instant" });
        if (location.hash) stopLooking = scrollToFragment(location.hash);
      }
      if (isNewScreen) document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
    };
    const onPush = () => onMove(false);
    const onPop = () => onMove(true);
    addEventListener("pushState", onPush);
    addEventListener("popstate", onPop);
    return () => {
      stopLooking();
      removeEventListener("pushState", onPush);
      removeEventListener("popstate", onPop);
      returning = null;
    };
  }, []);
  return null;
}
