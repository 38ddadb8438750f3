/** Rate-limits what guests post (stories, groups, pet photos) per client address; logged-in people pass. */
import type { RequestHandler } from "express";
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
    message: "You have shared a lot in a short time. Please try again later.",
  });
  return (req, res, next) => (req.user ? next() : limiter(req, res, next));
}
