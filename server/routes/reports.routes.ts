/**
 * /api/reports (shared/contracts/reports.contract.ts): anyone may report anything a member wrote
 * (the registry's reportable kinds, shared/item-kinds.ts: a post, reply, story, photo, group or
 * challenge), guests limited per address and members per account. The answer is the same the first
 * time and every time after, and never says who else reported it or what happened next. An item's
 * author may also answer the moderators about it (POST /answers): only moderators read it, in the
 * item's case.
 */
import { Router } from "express";
import { ANSWERS_LIMITED, REPORTS_LIMITED, reportsContract } from "@shared/contracts/reports.contract";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import type { AddressHasher } from "../lib/address-hash";
import { contractRoutes } from "../lib/contract-routes";
import { runFirst } from "../lib/run-first";
import { viewerOf, signedInViewer } from "../lib/viewer";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { moderatorAnswersService } from "../services/moderator-answers";
import { reportsService } from "../services/reports";

export function reportsRouter(
  db: Database,
  limits: Pick<
    Limits,
    "guestReportsPerAddress" | "reportsPerMember" | "reportsToHide" | "newMemberMs" | "repliesPerMember"
  >,
  hashAddress: AddressHasher,
): Router {
  const router = Router();
  const routes = contractRoutes(router, "/api/reports");
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

  routes.add(reportsContract.answer, async ({ body }, req) => answers.answer(body, signedInViewer(req)), {
    wrap: runFirst(answerLimit),
  });

  routes.add(
    reportsContract.report,
    async ({ body }, req) => {
      await reports.report(body, viewerOf(req), hashAddress(clientAddress(req)));
      return { received: true } as const;
    },
    {
      // Members are counted by their account (a few reports an hour is genuine use, a burst is not); guests by their address.
      wrap: runFirst((req, res, next) => (req.user ? memberLimit(req, res, next) : guestLimit(req, res, next))),
    },
  );

  return router;
}
