/**
 * REQUIRE_MODERATOR_2FA: a moderator who has not turned on two-factor sign-in acts as a member
 * until they do: every moderator power (moderator-only routes, editing others' words, revisions,
 * who is behind "A member") is off, and requireModerator (middleware/auth.ts) tells them why with
 * a code the client turns into a link to Settings. They still read the site and reach Settings. Mounted after the session middleware, only when the operator
 * asks for it: without the setting no request pays for the extra lookup.
 */
import type { RequestHandler } from "express";
import type { Database } from "../db";
import { twoFactorRepository } from "../repositories/two-factor.repository";

/** The marking middleware over `db` (the check is read fresh on every request, like the role). */
export function markModeratorsWithoutTwoFactor(db: Database): RequestHandler {
  const twoFactor = twoFactorRepository(db);
  return async (req, _res, next) => {
    if (req.user?.role === "moderator" && !(await twoFactor.isEnabled(req.user.id))) {
      req.isModeratorWithoutTwoFactor = true;
      req.user = { ...req.user, role: "member" };
    }
    next();
  };
}
