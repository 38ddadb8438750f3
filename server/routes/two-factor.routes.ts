/**
 * /api/account/two-factor: a member's own two-factor sign-in (issue 18). Turning it on takes two
 * steps: setup shows a secret (kept in the session), confirm proves the app has it and answers the
 * recovery codes once. Turning it off needs the password and a code. The login step itself is
 * POST /api/login/two-factor (auth.routes.ts).
 */
import { Router, type Request } from "express";
import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  regenerateRecoveryCodesSchema,
  type RecoveryCodesAnswer,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@shared/two-factor";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { verifyAgainstNothing, verifyPassword } from "../auth/password";
import { HttpError, unauthorized } from "../lib/http-error";
import { validate } from "../lib/validate";
import { requireAuth } from "../middleware/auth";
import { usersRepository } from "../repositories/users.repository";
import { twoFactorService } from "../services/two-factor";
import { twoFactorThrottle } from "../services/two-factor-throttle";

const NO_PENDING_SETUP = "Start again: choose “Turn on two-factor sign-in” to get a new code to scan.";
const WRONG_PASSWORD = "That password isn't right.";

/** The logged-in member (requireAuth ran first). */
function member(req: Request): Express.User {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** The two-factor settings router, mounted at /account/two-factor. */
export function twoFactorRouter(deps: { db: Database; limits: Limits }): Router {
  const service = twoFactorService(deps.db);
  const users = usersRepository(deps.db);
  const throttle = twoFactorThrottle(deps.db, {
    perAccount: deps.limits.twoFactorAttemptsPerAccount,
    perAddress: deps.limits.twoFactorAttemptsPerAddress,
  });
  const router = Router();
  router.use(requireAuth);

  router.get("/", async (req, res) => {
    res.json((await service.status(member(req).id)) satisfies TwoFactorStatus);
  });

  router.post("/setup", async (req, res) => {
    const user = member(req);
    const setup = await service.startSetup(user.id, user.username);
    req.session.twoFactorSetup = { secret: setup.secret };
    res.json(setup satisfies TwoFactorSetup);
  });

  router.post("/confirm", async (req, res) => {
    const user = member(req);
    const { body } = validate(req, { body: confirmTwoFactorSchema });
    const pending = req.session.twoFactorSetup;
    if (!pending) throw new HttpError(409, NO_PENDING_SETUP);
    await throttle.countAttempt(req, user.id);
    const recoveryCodes = await service.confirmSetup(user.id, pending.secret, body.code);
    await throttle.recordSuccess(req, user.id);
    delete req.session.twoFactorSetup;
    res.json({ recoveryCodes } satisfies RecoveryCodesAnswer);
  });

  router.post("/recovery-codes", async (req, res) => {
    const user = member(req);
    const { body } = validate(req, { body: regenerateRecoveryCodesSchema });
    await throttle.countAttempt(req, user.id);
    const recoveryCodes = await service.regenerateRecoveryCodes(user.id, body.code);
    await throttle.recordSuccess(req, user.id);
    res.json({ recoveryCodes } satisfies RecoveryCodesAnswer);
  });

  router.delete("/", async (req, res) => {
    const user = member(req);
    const { body } = validate(req, { body: disableTwoFactorSchema });
    await throttle.countAttempt(req, user.id);
    const found = await users.findForLogin(user.username);
    const isPasswordRight = found
      ? await verifyPassword(found.passwordHash, body.password)
      : await verifyAgainstNothing(body.password);
    if (!isPasswordRight) throw unauthorized(WRONG_PASSWORD);
    await service.disable(user.id, body.code);
    await throttle.recordSuccess(req, user.id);
    res.status(204).end();
  });

  return router;
}
