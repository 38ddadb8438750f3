/** Guards for routes that need a logged-in user or a moderator (roles are read fresh from the database per request). */
import type { RequestHandler } from "express";
import { TWO_FACTOR_REQUIRED_CODE } from "@shared/two-factor";
import { forbidden, unauthorized } from "../lib/http-error";

const SET_UP_TWO_FACTOR = "Set up two-factor sign-in in Settings to use moderation tools.";

/** 401 unless someone is logged in. */
export const requireAuth: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  next();
};

/**
 * 401 when logged out, 403 for a logged-in member who is not a moderator, and 403 with code
 * "two-factor-required" for a moderator without two-factor sign-in when the operator requires it
 * (REQUIRE_MODERATOR_2FA; middleware/moderator-two-factor.ts marks the request).
 */
export const requireModerator: RequestHandler = (req, _res, next) => {
  if (!req.user) throw unauthorized();
  if (req.isModeratorWithoutTwoFactor) throw forbidden(SET_UP_TWO_FACTOR, TWO_FACTOR_REQUIRED_CODE);
  if (req.user.role !== "moderator") throw forbidden("Only moderators can do that");
  next();
};
