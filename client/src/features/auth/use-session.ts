/** React access to the session store. */
import { useEffect, useSyncExternalStore } from "react";
import type { SessionUser } from "@shared/api";
import { getSessionState, subscribe, validateStoredSession, type SessionState } from "./session-store";

/**
 * A server-rendered page is the visitor's: the stored user is checked only once the page runs, so
 * the server and the first render in the browser both see nobody.
 */
const SIGNED_OUT: SessionState = { user: null, isChecking: false };
const signedOut = () => SIGNED_OUT;

/** The logged-in user, or null while logged out (or while a stored session is being checked). */
export function useSessionUser(): SessionUser | null {
  return useSyncExternalStore(
    subscribe,
    () => getSessionState().user,
    () => null,
  );
}

/** The user and whether a stored session is still being checked. */
export function useSessionState(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, signedOut);
}

/** Checks the stored user once when the app loads. */
export function useValidateStoredSession(): void {
  useEffect(() => {
    void validateStoredSession();
  }, []);
}
