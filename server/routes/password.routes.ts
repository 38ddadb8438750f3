/**
 * /api/password/forgot and /api/password/reset (anyone: the member cannot log in:
 * shared/contracts/password-reset.contract.ts), and /api/account/password (a logged-in member
 * changing theirs: shared/contracts/account-password.contract.ts).
 */
import crypto from "node:crypto";
import { Router } from "express";
import { FORGOT_PASSWORD_ANSWER } from "@shared/account-recovery";
import { accountPasswordContract } from "@shared/contracts/account-password.contract";
import { PASSWORD_SET, TOO_MANY_RESETS, passwordResetContract } from "@shared/contracts/password-reset.contract";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { logger } from "../lib/logger";
import { runFirst } from "../lib/run-first";
import { rateLimit, overLimit } from "../middleware/rate-limit";
import { rateLimitsRepository } from "../repositories/rate-limits.repository";
import { currentPasswordCheck } from "../services/account-password-check";
import { passwordsService } from "../services/passwords";
import { signedInViewer } from "../lib/viewer";

interface PasswordRouteDeps {
  db: Database;
  limits: Limits;
}

/** POST /forgot and POST /reset, mounted at /api/password. */
export function passwordRouter(deps: PasswordRouteDeps): Router {
  const passwords = passwordsService(deps.db);
  const counters = rateLimitsRepository(deps.db);
  const router = Router();
  const routes = contractRoutes(router, "/api/password");

  // Every request from an address is counted, a malformed one too.
  const resetLimit = rateLimit({
    db: deps.db,
    name: "password-reset",
    rule: deps.limits.passwordResetsPerAddress,
    message: TOO_MANY_RESETS,
  });
  routes.add(
    passwordResetContract.forgot,
    async ({ body }, _req, res) => {
      // Per address asked about, whoever asks: nobody can flood one member's inbox. Counted by a
      // hash, so the counters never hold an address.
      const folded = crypto.createHash("sha256").update(body.email.toLowerCase()).digest("hex");
      const count = await counters.hit(`password-reset-email:${folded}`, deps.limits.passwordResetsPerEmail.windowMs);
      if (count.hits > deps.limits.passwordResetsPerEmail.limit) throw overLimit(count, TOO_MANY_RESETS);
      // Answered first: the work a known address causes (a token, a queued message) must not show
      // in how long the answer takes, so it starts once the answer is out. A failure there is the
      // operator's to see, never the asker's.
      res.once("close", () => {
        passwords
          .requestReset(body.email)
          .catch((error: unknown) => logger.error({ err: error }, "Could not queue a password reset link"));
      });
      return { message: FORGOT_PASSWORD_ANSWER };
    },
    { wrap: runFirst(resetLimit) },
  );

  routes.add(passwordResetContract.reset, async ({ body }) => {
    await passwords.reset(body.token, body.password);
    return { message: PASSWORD_SET };
  });

  return router;
}

/** POST / mounted at /api/account/password: change the password, knowing the current one. */
export function accountPasswordRouter(deps: PasswordRouteDeps): Router {
  const passwords = passwordsService(deps.db);
  const currentPassword = currentPasswordCheck(deps.db, deps.limits);
  const router = Router();
  const routes = contractRoutes(router, "/api/account/password");

  routes.add(accountPasswordContract.change, async ({ body }, req) => {
    const member = signedInViewer(req);
    await currentPassword.confirm(req, member, body.currentPassword);
    await passwords.change(member, body.newPassword, req.sessionID);
  });

  return router;
}
