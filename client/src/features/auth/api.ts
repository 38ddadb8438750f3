/**
 * Session calls: log out and check a stored session. Signing up and logging in are
 * features/account-recovery/api.ts (with an optional email) and features/two-factor/api.ts (which
 * may ask for a code).
 */
import type { SignedInView } from "@shared/contracts/sign-in.contract";
import { callApi } from "@/lib/api";

export function endServerSession(): Promise<void> {
  return callApi("POST /api/logout");
}

/** The server's user for a stored id; rejects when the session is not valid. */
export function validateSession(userId: string): Promise<SignedInView> {
  return callApi("GET /api/validate-session/:userId", { params: { userId } });
}
