/**
 * /api/account/email: a member's optional address for recovery and notices. Adding one mails a
 * verification link; opening it (on any device, logged in or not) makes it the account's. Adding
 * or removing one needs the current password, and the address replaced or removed gets a link
 * that undoes the change (POST /revert). The routes come from
 * shared/contracts/account-email.contract.ts.
 */
import { Router } from "express";
import { EMAIL_LINKS_RATE_LIMITED_MESSAGE, accountEmailContract } from "@shared/contracts/account-email.contract";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { runFirst } from "../lib/run-first";
import { signedInViewer } from "../lib/viewer";
import { rateLimit } from "../middleware/rate-limit";
import { accountEmailService } from "../services/account-email";
import { currentPasswordCheck } from "../services/account-password-check";

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
  const routes = contractRoutes(router, "/api/account/email");
  // After the login check (the contract's guard), before the body is read: every ask counts.
  const linkLimit = rateLimit({
    db: deps.db,
    name: "email-verification",
    rule: deps.limits.emailVerificationsPerMember,
    key: (req) => signedInViewer(req).id,
    message: EMAIL_LINKS_RATE_LIMITED_MESSAGE,
  });

  routes.add(accountEmailContract.get, async (_input, req) => emails.current(signedInViewer(req).id));

  routes.add(
    accountEmailContract.add,
    async ({ body }, req) => {
      await password.confirm(req, signedInViewer(req), body.currentPassword);
      await emails.requestVerification(signedInViewer(req), body.email);
      return { pendingEmail: body.email };
    },
    { wrap: runFirst(linkLimit) },
  );

  // No login needed: the link may be opened on another device than the one that asked for it.
  routes.add(accountEmailContract.verify, async ({ body }) => emails.verify(body.token));

  // No login needed: whoever changed the address may have ended the owner's sessions.
  routes.add(accountEmailContract.revert, async ({ body }) => emails.revert(body.token));

  routes.add(accountEmailContract.remove, async ({ body }, req) => {
    await password.confirm(req, signedInViewer(req), body.currentPassword);
    await emails.remove(signedInViewer(req));
  });

  return router;
}
