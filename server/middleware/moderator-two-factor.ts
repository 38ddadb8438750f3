/**
 * REQUIRE_MODERATOR_2FA: marks a request from a moderator who has not turned on two-factor sign-in,
 * so requireModerator (middleware/auth.ts) refuses moderator-only routes to them while they still
 * read the site and reach Settings. Mounted after the session middleware, only when the operator
 * asks for it: without the setting no request pays for the extra lookup.
 */
import type { RequestHandler } from "express";
import type { Database } from "../db";
import { twoFactorRepository } from "../repositories/two-factor.repository";

/** The marking middleware over `db` (the check is read fresh on every request, like the role). */
export function markModeratorsWithoutTwoFactor(db: Database): RequestHandler {
  const twoFactor = twoFactorRepository(db);
  return async (req, _res, next) => {
    if (req.user?.role === "moderator" && !(await twoFactor.isEnabled(req.user.id)))
      req.isModeratorWithoutTwoFactor = true;
    next();
  };
}
