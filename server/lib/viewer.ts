/** Who is asking, as services see them: the session's user, or undefined for a guest. */
import type { Request } from "express";

export interface Viewer {
  id: string;
  username: string;
  role: "member" | "moderator";
}

/** The request's viewer; undefined for a guest. */
export function viewerOf(req: Request): Viewer | undefined {
  return req.user && { id: req.user.id, username: req.user.username, role: req.user.role };
}
