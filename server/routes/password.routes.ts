/**
 * /api/password/forgot and /api/password/reset (anyone: the member cannot log in), and
 * /api/account/password (a logged-in member changing theirs: shared/contracts/account-password.contract.ts).
 */
import crypto from "node:crypto";
import { Router } from "express";
import { FORGOT_PASSWORD_ANSWER, forgotPasswordSchema, resetPasswordSchema } from "@shared/account-recovery";
import { accountPasswordContract } from "@shared/contracts/account-password.contract";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { logger } from "../lib/logger";
import { validate } from "../lib/validate";
import { rateLimit, overLimit } from "../middleware/rate-limit";
import { rateLimitsRepository } from "../repositories/rate-limits.repository";
import { currentPasswordCheck } from "../services/account-password-check";
import { passwordsService } from "../services/passwords";
import { signedInViewer } from "../lib/viewer";

const TOO_MANY_RESETS = "Too many reset requests. Please try again later.";

interface PasswordRouteDeps {
  db: Database;
  limits: Limits;
}

/**
 * POST /forgot and POST /reset, mounted at /api/password. Not from a contract yet: /forgot answers
 * 202 (and does its work after answering), which a contract's status cannot say.
 */
export function passwordRouter(deps: PasswordRouteDeps): Router {
  const passwords = passwordsService(deps.db);
  const counters = rateLimitsRepository(deps.db);
  const router = Router();

  router.post(
    "/forgot",
    rateLimit({
      db: deps.db,
      name: "password-reset",
      rule: deps.limits.passwordResetsPerAddress,
      message: TOO_MANY_RESETS,
    }),
    async (req, res) => {
      const { body } = validate(req, { body: forgotPasswordSchema });
      // Per address asked about, whoever asks: nobody can flood one member's inbox. Counted by a
      // hash, so the counters never hold an address.
      const folded = crypto.createHash("sha256").update(body.email.toLowerCase()).digest("hex");
      const count = await counters.hit(`password-reset-email:${folded}`, deps.limits.passwordResetsPerEmail.windowMs);
      if (count.hits > deps.limits.passwordResetsPerEmail.limit) throw overLimit(count, TOO_MANY_RESETS);
      // Answered first: the work a known address causes (a token, a queued message) must not show
      // in how long the answer takes. A failure here is the operator's to see, never the asker's.
      res.status(202).json({ message: FORGOT_PASSWORD_ANSWER });
      await passwords
        .requestReset(body.email)
        .catch((error: unknown) => logger.error({ err: error }, "Could not queue a password reset link"));
    },
  );

  router.post("/reset", async (req, res) => {
    const { body } = validate(req, { body: resetPasswordSchema });
    await passwords.reset(body.token, body.password);
    res.json({ message: "Your password is set. Please log in with it." });
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
