/**
 * Cache-Control for answers that belong to one person (docs/decisions.md#personal-answers-are-never-cached):
 * no shared cache and no browser cache may keep them, so the next person on a shared computer or
 * behind the same proxy never sees them.
 */
import type { Request, RequestHandler } from "express";

export const PRIVATE_NO_STORE = "private, no-store";

/** Marks the answer `private, no-store` when `when(req)` holds (always by default). */
export function privateAnswers(when: (req: Request) => boolean = () => true): RequestHandler {
  return (req, res, next) => {
    if (when(req)) res.set("Cache-Control", PRIVATE_NO_STORE);
    next();
  };
}
