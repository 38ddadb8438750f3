/** Rate-limits what guests post (stories, groups) per client address; logged-in people pass. */
import type { RequestHandler } from "express";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { rateLimit } from "../services/rate-limiter";

/** One shared "anonymous-post" counter per address, so switching between forms does not reset it. */
export function limitGuestPosts(db: Database, rule: RateRule): RequestHandler {
  const limiter = rateLimit({
    db,
    name: "anonymous-post",
    rule,
    message: "You have shared a lot in a short time. Please try again later.",
  });
  return (req, res, next) => (req.user ? next() : limiter(req, res, next));
}
