/**
 * The member a request's session names, read with the session itself (one query,
 * server/repositories/sessions.repository.ts findLive), handed from the session store to Passport's
 * deserializeUser for the same request. Without it a member's request reads the users table again
 * right after the sessions table: a second round trip on every signed-in request.
 */
import type { IncomingMessage } from "node:http";
import type { PublicUser } from "../repositories/users.repository";

/** Request → the member its session's row was read with (null: none, or an account that is gone). */
const loadedMembers = new WeakMap<IncomingMessage, PublicUser | null>();

/** Keeps `member`, read with `req`'s session, for Passport to take. */
export function keepSessionMember(req: IncomingMessage, member: PublicUser | null): void {
  loadedMembers.set(req, member);
}

/**
 * The member read with `req`'s session when its row named `id` (what Passport is asked to load):
 * the user, null when there is none, undefined when nothing was read for it (Passport then reads it).
 */
export function sessionMemberOf(req: IncomingMessage, id: string): PublicUser | null | undefined {
  const member = loadedMembers.get(req);
  if (member === undefined) return undefined;
  loadedMembers.delete(req);
  return member === null || member.id === id ? member : undefined;
}
