/** Who is asking, as services see them: the session's user, or undefined for a guest. */
import type { Request } from "express";
import type { MemberRef } from "@shared/members";
import { unauthorized } from "./http-error";

export interface Viewer extends MemberRef {
  role: "member" | "moderator";
}

/**
 * Whether `viewer` may edit or delete what `authorId` wrote: its member author, or a moderator.
 * The same people see its moderation too: that it is held or hidden, and why.
 */
export function canChange(viewer: Viewer | undefined, authorId: string | null): boolean {
  if (!viewer) return false;
  return viewer.role === "moderator" || (authorId !== null && authorId === viewer.id);
}

/** The request's viewer; undefined for a guest. */
export function viewerOf(req: Request): Viewer | undefined {
  return req.user && { id: req.user.id, username: req.user.username, role: req.user.role };
}

/**
 * The one way a handler behind requireAuth (or requireModerator) reads who is asking. It throws the
 * same 401 as requireAuth when nobody is signed in, so a route that forgot the guard fails closed.
 */
export function signedInViewer(req: Request): Viewer {
  const viewer = viewerOf(req);
  if (!viewer) throw unauthorized();
  return viewer;
}
