/** Guards for routes that need a logged-in user or a moderator (roles are read fresh from the database per request). */
import type { RequestHandler } from "express";
import { forbidden, unauthorized } from "../lib/http-error";

/** 401 unless someone is logged in. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  next();
};

/** 401 when logged out, 403 for a logged-in member who is not a moderator. */
export const requireModerator: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  if (req.user.role !== "moderator") throw forbidden("Only moderators can do that");
  next();
};
