/**
 * /api/reports: anyone may report anything a member wrote (the registry's reportable kinds,
 * shared/item-kinds.ts: a post, reply, story, photo, group or challenge), guests limited per
 * address and members per account. The answer is the same the first time and every time after, and never
 * says who else reported it or what happened next. An item's author may also answer the
 * moderators about it (POST /answers): only moderators read it, in the item's case.
 */
import { Router } from "express";
import { moderatorAnswerBodySchema, reportBodySchema } from "@shared/safety/moderation";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import type { AddressHasher } from "../lib/address-hash";
import { validate } from "../lib/validate";
import { viewerOf, signedInViewer } from "../lib/viewer";
import { requireAuth } from "../middleware/auth";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { moderatorAnswersService } from "../services/moderator-answers";
import { reportsService } from "../services/reports";

/** What a reporter reads when they have sent too many reports for now. */
export const REPORTS_LIMITED =
  "Thank you for looking out for others. You've sent several reports in a short while, so please try again " +
  "a little later. If someone is in danger right now, call your local emergency number.";

/** What an author reads when they have written to the moderators many times in a short while. */
export const ANSWERS_LIMITED =
  "A moderator will read what you have sent. Please wait a little before writing again. " +
  "If you are in danger right now, call your local emergency number.";

export function reportsRouter(
  db: Database,
  limits: Pick<
    Limits,
    "guestReportsPerAddress" | "reportsPerMember" | "reportsToHide" | "newMemberMs" | "repliesPerMember"
  >,
  hashAddress: AddressHasher,
): Router {
  const router = Router();
  const reports = reportsService(db, limits);
  const guestLimit = rateLimit({
    db,
    name: "guest-report",
    rule: limits.guestReportsPerAddress,
    message: REPORTS_LIMITED,
  });
  const memberLimit = rateLimit({
    db,
    name: "member-report",
    rule: limits.reportsPerMember,
    key: (req) => signedInViewer(req).id,
    message: REPORTS_LIMITED,
  });

  const answers = moderatorAnswersService(db);
  // Counted like replies, the member writing the site sees most often.
  const answerLimit = rateLimit({
    db,
    name: "moderator-answer",
    rule: limits.repliesPerMember,
    key: (req) => signedInViewer(req).id,
    message: ANSWERS_LIMITED,
  });

  router.post("/answers", requireAuth, answerLimit, async (req, res) => {
    const { body } = validate(req, { body: moderatorAnswerBodySchema });
    res.json(await answers.answer(body, signedInViewer(req)));
  });

  router.post(
    "/",
    // Members are counted by their account (a few reports an hour is genuine use, a burst is not); guests by their address.
    (req, res, next) => (req.user ? memberLimit(req, res, next) : guestLimit(req, res, next)),
    async (req, res) => {
      const { body } = validate(req, { body: reportBodySchema });
      await reports.report(body, viewerOf(req), hashAddress(clientAddress(req)));
      res.json({ received: true });
    },
  );

  return router;
}
