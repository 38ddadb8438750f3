/**
 * /api/account/two-factor: a member's own two-factor sign-in
 * (docs/security.md#accounts-and-sessions). Turning it on takes two steps: setup (with the current
 * password) shows a secret (kept in the session), confirm proves the app has it and answers the
 * recovery codes once. New recovery codes need a code; turning it off needs the current password
 * and a code. A stolen session alone can do none of these
 * (docs/security.md#the-third-probes-findings). The login step itself is POST /api/login/two-factor
 * (auth.routes.ts). The routes come from shared/contracts/two-factor.contract.ts.
 */
import { Router } from "express";
import { NO_PENDING_SETUP, twoFactorContract } from "@shared/contracts/two-factor.contract";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { conflict } from "../lib/http-error";
import { signedInViewer } from "../lib/viewer";
import { currentPasswordCheck } from "../services/account-password-check";
import { twoFactorService } from "../services/two-factor";
import { twoFactorThrottle } from "../services/two-factor-throttle";

/** The two-factor settings router, mounted at /account/two-factor. */
export function twoFactorRouter(deps: { db: Database; limits: Limits }): Router {
  const service = twoFactorService(deps.db);
  const currentPassword = currentPasswordCheck(deps.db, deps.limits);
  const throttle = twoFactorThrottle(deps.db, {
    perAccount: deps.limits.twoFactorAttemptsPerAccount,
    perAddress: deps.limits.twoFactorAttemptsPerAddress,
  });
  const router = Router();
  const routes = contractRoutes(router, "/api/account/two-factor");

  routes.add(twoFactorContract.status, async (_input, req) => service.status(signedInViewer(req).id));

  routes.add(twoFactorContract.setup, async ({ body }, req) => {
    const user = signedInViewer(req);
    await currentPassword.confirm(req, user, body.currentPassword);
    const setup = await service.startSetup(user.id, user.username);
    req.session.twoFactorSetup = { secret: setup.secret };
    return setup;
  });

  routes.add(twoFactorContract.confirm, async ({ body }, req) => {
    const user = signedInViewer(req);
    const pending = req.session.twoFactorSetup;
    if (!pending) throw conflict(NO_PENDING_SETUP);
    await throttle.countAttempt(req, user.id);
    const recoveryCodes = await service.confirmSetup(user.id, pending.secret, body.code);
    await throttle.recordSuccess(req, user.id);
    delete req.session.twoFactorSetup;
    return { recoveryCodes };
  });

  routes.add(twoFactorContract.recoveryCodes, async ({ body }, req) => {
    const user = signedInViewer(req);
    await throttle.countAttempt(req, user.id);
    const recoveryCodes = await service.regenerateRecoveryCodes(user.id, body.code);
    await throttle.recordSuccess(req, user.id);
    return { recoveryCodes };
  });

  routes.add(twoFactorContract.disable, async ({ body }, req) => {
    const user = signedInViewer(req);
    await currentPassword.confirm(req, user, body.currentPassword);
    await throttle.countAttempt(req, user.id);
    await service.disable(user.id, body.code);
    await throttle.recordSuccess(req, user.id);
  });

  return router;
}
