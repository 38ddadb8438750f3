/** Where the member is signed in: the list, and signing one or all the other sessions out (shared/contracts/account-sessions.contract.ts). */
import type { SignedInSessionView, SignedOutOthersView } from "@shared/contracts/account-sessions.contract";
import { callApi } from "@/lib/api";

export function fetchSessions(): Promise<SignedInSessionView[]> {
  return callApi("GET /api/account/sessions");
}

export function signOutSession(id: string): Promise<void> {
  return callApi("DELETE /api/account/sessions/:id", { params: { id } });
}

export function signOutOtherSessions(): Promise<SignedOutOthersView> {
  return callApi("POST /api/account/sessions/sign-out-others");
}
