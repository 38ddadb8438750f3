/** Account calls: register, log in, log out and check a stored session (spec §4, §7). */
import type { SessionUser } from "@shared/api";
import type { Credentials } from "@shared/credentials";
import { getJson, sendJson } from "@/lib/api";

export function register(credentials: Credentials): Promise<{ user: SessionUser }> {
  return sendJson<{ user: SessionUser }>("POST", "/api/register", credentials);
}

export function logIn(credentials: Credentials): Promise<{ user: SessionUser }> {
  return sendJson<{ user: SessionUser }>("POST", "/api/login", credentials);
}

export function endServerSession(): Promise<void> {
  return sendJson<void>("POST", "/api/logout");
}

/** The server's user for a stored id; rejects when the session is not valid. */
export function validateSession(userId: string): Promise<{ user: SessionUser }> {
  return getJson<{ user: SessionUser }>(`/api/validate-session/${encodeURIComponent(userId)}`);
}
