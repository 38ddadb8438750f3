/**
 * /api/reports: anyone may report anything a member wrote (the registry's reportable kinds,
 * shared/item-kinds.ts: a post, reply, story, photo, group or challenge), guests limited per
 * address and members per account. The answer is the same the first time and every time after, and never
 * says who else reported it or what happened next.
 */
import { Router } from "express";
import { reportBodySchema } from "@shared/safety/moderation";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import type { AddressHasher } from "../lib/address-hash";
import { validate } from "../lib/validate";
import { viewerOf } from "../lib/viewer";
import { clientAddress, rateLimit } from "../middleware/rate-limit";
import { reportsService } from "../services/reports";

/** What a reporter reads when they have sent too many reports for now. */
export const REPORTS_LIMITED =
  "Thank you for looking out for others. You've sent several reports in a short while, so please try again " +
  "a little later. If someone is in danger right now, call your local emergency number.";

export function reportsRouter(
  db: Database,
  limits: Pick<Limits, "guestReportsPerAddress" | "reportsPerMember" | "reportsToHide" | "newMemberMs">,
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
    key: (req) => req.user!.id,
    message: REPORTS_LIMITED,
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
