/**
 * /api/account/two-factor: a member's own two-factor sign-in
 * (docs/security.md#accounts-and-sessions). Turning it on takes two steps: setup (with the current
 * password) shows a secret (kept in the session), confirm proves the app has it and answers the
 * recovery codes once. New recovery codes need a code; turning it off needs the current password
 * and a code. A stolen session alone can do none of these
 * (docs/security.md#the-third-probes-findings). The login step itself is POST /api/login/two-factor
 * (auth.routes.ts).
 */
import { Router } from "express";
import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  regenerateRecoveryCodesSchema,
  startTwoFactorSchema,
  type RecoveryCodesAnswer,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@shared/two-factor";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { conflict } from "../lib/http-error";
import { validate } from "../lib/validate";
import { signedInViewer } from "../lib/viewer";
import { requireAuth } from "../middleware/auth";
import { currentPasswordCheck } from "../services/account-password-check";
import { twoFactorService } from "../services/two-factor";
import { twoFactorThrottle } from "../services/two-factor-throttle";

const NO_PENDING_SETUP = "Start again: choose “Turn on two-factor sign-in” to get a new code to scan.";

/** The two-factor settings router, mounted at /account/two-factor. */
export function twoFactorRouter(deps: { db: Database; limits: Limits }): Router {
  const service = twoFactorService(deps.db);
  const currentPassword = currentPasswordCheck(deps.db, deps.limits);
  const throttle = twoFactorThrottle(deps.db, {
    perAccount: deps.limits.twoFactorAttemptsPerAccount,
    perAddress: deps.limits.twoFactorAttemptsPerAddress,
  });
  const router = Router();
  router.use(requireAuth);

  router.get("/", async (req, res) => {
    res.json((await service.status(signedInViewer(req).id)) satisfies TwoFactorStatus);
  });

  router.post("/setup", async (req, res) => {
    const user = signedInViewer(req);
    const { body } = validate(req, { body: startTwoFactorSchema });
    await currentPassword.confirm(req, user, body.currentPassword);
    const setup = await service.startSetup(user.id, user.username);
    req.session.twoFactorSetup = { secret: setup.secret };
    res.json(setup satisfies TwoFactorSetup);
  });

  router.post("/confirm", async (req, res) => {
    const user = signedInViewer(req);
    const { body } = validate(req, { body: confirmTwoFactorSchema });
    const pending = req.session.twoFactorSetup;
    if (!pending) throw conflict(NO_PENDING_SETUP);
    await throttle.countAttempt(req, user.id);
    const recoveryCodes = await service.confirmSetup(user.id, pending.secret, body.code);
    await throttle.recordSuccess(req, user.id);
    delete req.session.twoFactorSetup;
    res.json({ recoveryCodes } satisfies RecoveryCodesAnswer);
  });

  router.post("/recovery-codes", async (req, res) => {
    const user = signedInViewer(req);
    const { body } = validate(req, { body: regenerateRecoveryCodesSchema });
    await throttle.countAttempt(req, user.id);
    const recoveryCodes = await service.regenerateRecoveryCodes(user.id, body.code);
    await throttle.recordSuccess(req, user.id);
    res.json({ recoveryCodes } satisfies RecoveryCodesAnswer);
  });

  router.delete("/", async (req, res) => {
    const user = signedInViewer(req);
    const { body } = validate(req, { body: disableTwoFactorSchema });
    await currentPassword.confirm(req, user, body.currentPassword);
    await throttle.countAttempt(req, user.id);
    await service.disable(user.id, body.code);
    await throttle.recordSuccess(req, user.id);
    res.status(204).end();
  });

  return router;
}
