/**
 * Session calls: log out and check a stored session. Signing up and logging in are
 * features/account-recovery/api.ts (with an optional email) and features/two-factor/api.ts (which
 * may ask for a code).
 */
import { queryOptions } from "@tanstack/react-query";
import type { SessionUser } from "@shared/api";
import type { MeView, SignedInView } from "@shared/contracts/sign-in.contract";
import { callApi, callApiOrNull } from "@/lib/api";
import { queryKeys } from "@/lib/query-keys";

export function endServerSession(): Promise<void> {
  return callApi("POST /api/logout");
}

/** The server's user for a stored id; rejects when the session is not valid. */
export function validateSession(userId: string): Promise<SignedInView> {
  return callApi("GET /api/validate-session/:userId", { params: { userId } });
}

/** The signed-in account with its role (the remembered session keeps only an id and a name). */
export type Me = MeView["user"];

/** The signed-in account, or null for a visitor (the server answers 401). */
export async function fetchMe(): Promise<Me | null> {
  const answer = await callApiOrNull("GET /api/me", {}, { absentStatus: 401 });
  return answer?.user ?? null;
}

/**
 * Who is signed in, as /admin, the moderators' links and a server render ask for it: a render
 * draws its page for this member, and embeds it for the browser to start as them (main.tsx).
 */
export const meQuery = () => queryOptions({ queryKey: queryKeys.me, queryFn: fetchMe });

/** The session's member as the app holds it: the account without its role. */
export function sessionUserOf({ role: _role, ...user }: Me): SessionUser {
  return user;
}
