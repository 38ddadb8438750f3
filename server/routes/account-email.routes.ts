/**
 * /api/account/email: a member's optional address for recovery and notices. Adding one mails a
 * verification link; opening it (on any device, logged in or not) makes it the account's. Adding
 * or removing one needs the current password, and the address replaced or removed gets a link
 * that undoes the change (POST /revert).
 */
import { Router } from "express";
import { addEmailSchema, removeEmailSchema, revertEmailSchema, verifyEmailSchema } from "@shared/account-recovery";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { validate } from "../lib/validate";
import { requireAuth } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import { accountEmailService } from "../services/account-email";
import { currentPasswordCheck } from "../services/account-password-check";
import { signedInViewer } from "../lib/viewer";

type AccountEmailLimits = Pick<
  Limits,
  | "emailVerificationsPerMember"
  | "emailVerificationsPerAddress"
  | "loginFailuresPerUsername"
  | "loginFailuresPerAddress"
>;

/** GET / POST / DELETE the member's address, POST /verify for the link and POST /revert for the undo link. */
export function accountEmailRouter(deps: { db: Database; limits: AccountEmailLimits }): Router {
  const emails = accountEmailService(deps.db, { perAddress: deps.limits.emailVerificationsPerAddress });
  const password = currentPasswordCheck(deps.db, deps.limits);
  const router = Router();

  router.get("/", requireAuth, async (req, res) => {
    res.json(await emails.current(signedInViewer(req).id));
  });

  router.post(
    "/",
    requireAuth,
    rateLimit({
      db: deps.db,
      name: "email-verification",
      rule: deps.limits.emailVerificationsPerMember,
      key: (req) => signedInViewer(req).id,
      message: "You have asked for several links already. Please check your mail, or try again later.",
    }),
    async (req, res) => {
      const { body } = validate(req, { body: addEmailSchema });
      await password.confirm(req, signedInViewer(req), body.currentPassword);
      await emails.requestVerification(signedInViewer(req), body.email);
      res.status(202).json({ pendingEmail: body.email });
    },
  );

  // No login needed: the link may be opened on another device than the one that asked for it.
  router.post("/verify", async (req, res) => {
    const { body } = validate(req, { body: verifyEmailSchema });
    res.json(await emails.verify(body.token));
  });

  // No login needed: whoever changed the address may have ended the owner's sessions.
  router.post("/revert", async (req, res) => {
    const { body } = validate(req, { body: revertEmailSchema });
    res.json(await emails.revert(body.token));
  });

  router.delete("/", requireAuth, async (req, res) => {
    const { body } = validate(req, { body: removeEmailSchema });
    await password.confirm(req, signedInViewer(req), body.currentPassword);
    await emails.remove(signedInViewer(req));
    res.status(204).end();
  });

  return router;
}
