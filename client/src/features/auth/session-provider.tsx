/**
 * The session as the app shows it. The store (session-store.ts) changes when it learns something;
 * this passes each change into React so that a server-rendered page is taken over, never redrawn.
 *
 * The server draws a page for the member whose session its request carried, and the app's first
 * render in the browser starts from the same member (or from nobody). A stored user the server did
 * not draw for, checked as the app starts, may be confirmed before a screen's code has arrived: an
 * urgent update then reaching that screen's server markup makes React give it up and draw the
 * screen again (the late redraw was a member's LCP once: docs/performance.md). Shown as a
 * transition, the same update waits until React has taken over every part it reaches. A person's
 * own log in or out is shown at once. useSyncExternalStore cannot wait so: it renders each change
 * of its store urgently.
 */
import { createContext, startTransition, useEffect, useState, type ReactNode } from "react";
import type { SessionUser } from "@shared/api";
import { getSessionState, SIGNED_OUT, subscribe, type SessionChange, type SessionState } from "./session-store";

/** Outside a provider (the server's render of a lone part, a test) nobody is logged in. */
export const SessionContext = createContext<SessionState>(SIGNED_OUT);

interface SessionProviderProps {
  /**
   * On the server: the member the page is drawn for (null: a visitor). The store is the browser's
   * alone; a server renders many people's pages at once.
   */
  rendered?: SessionUser | null;
  children: ReactNode;
}

export function SessionProvider({ rendered, children }: SessionProviderProps) {
  // As the server drew the page: for its member (adopted before hydration, main.tsx), or for
  // nobody, and then the stored user is checked in an effect.
  const [session, setSession] = useState(() =>
    rendered === undefined ? getSessionState() : { user: rendered, isChecking: false },
  );
  useEffect(() => {
    const show = (change: SessionChange) => {
      if (change === "at-once") setSession(getSessionState());
      else startTransition(() => setSession(getSessionState()));
    };
    const unsubscribe = subscribe(show);
    // The app's check of the stored user starts in an effect of a child, which runs before this one.
    show("restored");
    return unsubscribe;
  }, []);
  return <SessionContext value={session}>{children}</SessionContext>;
}
