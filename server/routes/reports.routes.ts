/**
 * /api/reports: anyone may report a post, reply, story, photo or group (guests rate limited per
 * address). The answer is the same the first time and every time after, and never says who else
 * reported it or what happened next.
 */
import { Router } from "express";
import { reportBodySchema } from "@shared/safety/moderation";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { validate } from "../lib/validate";
import { viewerOf } from "../lib/viewer";
import { rateLimit } from "../middleware/rate-limit";
import { reportsService } from "../services/reports";

export function reportsRouter(db: Database, limits: Pick<Limits, "guestReportsPerAddress" | "reportsToHide">): Router {
  const router = Router();
  const reports = reportsService(db, limits);
  const guestLimit = rateLimit({
    db,
    name: "guest-report",
    rule: limits.guestReportsPerAddress,
    message: "Thank you for looking out for others. Please try again a little later.",
  });

  router.post(
    "/",
    // Members are accountable through their account (and count once per item); guests are counted per address.
    (req, res, next) => (req.user ? next() : guestLimit(req, res, next)),
    async (req, res) => {
      const { body } = validate(req, { body: reportBodySchema });
      await reports.report(body, viewerOf(req));
      res.json({ received: true });
    },
  );

  return router;
}
