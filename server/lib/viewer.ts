/** Who is asking, as services see them: the session's user, or undefined for a guest. */
import type { Request } from "express";

export interface Viewer {
  id: string;
  username: string;
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
