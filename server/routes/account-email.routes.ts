/**
 * /api/account/email: a member's optional address for recovery and notices. Adding one mails a
 * verification link; opening it (on any device, logged in or not) makes it the account's.
 */
import { Router } from "express";
import { addEmailSchema, verifyEmailSchema } from "@shared/account-recovery";
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { validate } from "../lib/validate";
import { requireAuth } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import { accountEmailService } from "../services/account-email";

/** GET / POST / DELETE the member's address, and POST /verify for the link. */
export function accountEmailRouter(deps: { db: Database; perMember: RateRule }): Router {
  const emails = accountEmailService(deps.db);
  const router = Router();

  router.get("/", requireAuth, async (req, res) => {
    res.json(await emails.current(req.user!.id));
  });

  router.post(
    "/",
    requireAuth,
    rateLimit({
      db: deps.db,
      name: "email-verification",
      rule: deps.perMember,
      key: (req) => req.user!.id,
      message: "You have asked for several links already. Please check your mail, or try again later.",
    }),
    async (req, res) => {
      const { body } = validate(req, { body: addEmailSchema });
      await emails.requestVerification(req.user!, body.email);
      res.status(202).json({ pendingEmail: body.email });
    },
  );

  // No login needed: the link may be opened on another device than the one that asked for it.
  router.post("/verify", async (req, res) => {
    const { body } = validate(req, { body: verifyEmailSchema });
    res.json(await emails.verify(body.token));
  });

  router.delete("/", requireAuth, async (req, res) => {
    await emails.remove(req.user!.id);
    res.status(204).end();
  });

  return router;
}
