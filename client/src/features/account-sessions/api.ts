/** Where the member is signed in: the list, and signing one or all the other sessions out. */
import type { SignedInSession, SignedOutOthers } from "@shared/account-settings";
import { getJson, sendJson } from "@/lib/api";

const SESSIONS_URL = "/api/account/sessions";

export function fetchSessions(): Promise<SignedInSession[]> {
  return getJson<SignedInSession[]>(SESSIONS_URL);
}

export function signOutSession(id: string): Promise<void> {
  return sendJson<void>("DELETE", `${SESSIONS_URL}/${encodeURIComponent(id)}`);
}

export function signOutOtherSessions(): Promise<SignedOutOthers> {
  return sendJson<SignedOutOthers>("POST", `${SESSIONS_URL}/sign-out-others`);
}
