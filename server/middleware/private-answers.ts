/**
 * Cache-Control for answers that belong to one person (docs/decisions.md#personal-answers-are-never-cached):
 * no shared cache and no browser cache may keep them, so the next person on a shared computer or
 * behind the same proxy never sees them.
 */
import type { Request, RequestHandler } from "express";

export const PRIVATE_NO_STORE = "private, no-store";

/** Answers about the person asking, under /api: the account routes and everything kept per member. */
export const PERSONAL_PATHS = [
  "/register",
  "/login",
  "/logout",
  "/validate-session",
  "/me",
  "/recommendations",
  "/user-preferences",
  "/user-engagement",
  "/content-warning-settings",
  "/wellness-challenges/joined",
  "/notifications",
  "/live",
  "/moderation",
  "/account",
  "/password",
  "/newsletter",
];

/** Marks the answer `private, no-store` when `when(req)` holds (always by default). */
export function privateAnswers(when: (req: Request) => boolean = () => true): RequestHandler {
  return (req, res, next) => {
    if (when(req)) res.set("Cache-Control", PRIVATE_NO_STORE);
    next();
  };
}
