/** Guards for routes under /:userId that only the user themself may use (docs/decisions.md#own-id-only). */
import type { Request } from "express";
import { OWN_ID_ONLY } from "@shared/recommendations";
import { forbidden } from "../lib/http-error";
import { signedInViewer } from "../lib/viewer";

/** The session user's id when `:userId` is that id: 401 when logged out, 403 for anyone else's id. */
export function ownUserId(req: Request): string {
  const { id } = signedInViewer(req);
  if (req.params.userId !== id) throw forbidden(OWN_ID_ONLY);
  return id;
}
