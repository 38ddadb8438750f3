/** Rate-limits what guests post (stories, groups, pet photos) per client address; logged-in people pass. */
import type { RequestHandler } from "express";
import { GUEST_POST_LIMIT_MESSAGE } from "@shared/contracts/guest-post-limit";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { rateLimit } from "./rate-limit";

/**
 * The one guest write limit: a shared "guest-post" counter per address, so switching between forms
 * does not reset it. Members are accountable through their account, so only guests are counted.
 */
export function limitGuestPosts(db: Database, rule: RateRule): RequestHandler {
  const limiter = rateLimit({
    db,
    name: "guest-post",
    rule,
    message: GUEST_POST_LIMIT_MESSAGE,
  });
  return (req, res, next) => (req.user ? next() : limiter(req, res, next));
}
