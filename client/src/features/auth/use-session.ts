/** React access to the session, as the app shows it (session-provider.tsx). */
import { useContext, useEffect } from "react";
import type { SessionUser } from "@shared/api";
import { SessionContext } from "./session-provider";
import { validateStoredSession, type SessionState } from "./session-store";

export { SessionProvider } from "./session-provider";

/** The logged-in user, or null while logged out (or while a stored session is being checked). */
export function useSessionUser(): SessionUser | null {
  return useContext(SessionContext).user;
}

/** The user and whether a stored session is still being checked. */
export function useSessionState(): SessionState {
  return useContext(SessionContext);
}

/** Checks the stored user once when the app loads. */
export function useValidateStoredSession(): void {
  useEffect(() => {
    void validateStoredSession();
  }, []);
}
