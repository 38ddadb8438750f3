/**
 * /api/account: "Export my data" (start one, see the latest, download it) and "Delete my account".
 * Everything here is the logged-in member's own; another member's export answers 404.
 */
import { Router } from "express";
import { pipeline } from "node:stream/promises";
import { deleteAccountSchema } from "@shared/account-data";
import { twoFactorThrottle } from "../services/two-factor-throttle";
import { SESSION_COOKIE } from "../auth/session";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { validate } from "../lib/validate";
import type { Limits } from "../config/limits";
import { requireAuth } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import { accountDeletionService, type AccountDeletionDeps } from "../services/account-deletion";
import { EXPORT_NOT_FOUND, exportView, type DataExportService } from "../services/data-export";
import type { ObjectStorage } from "../storage/object-storage";
import { signedInViewer } from "../lib/viewer";

/** The account data routes; `exports` builds in this process, `confirmSecondFactor` checks a two-factor code. */
export function accountDataRouter(deps: {
  db: Database;
  storage: ObjectStorage;
  exports: DataExportService;
  confirmSecondFactor: AccountDeletionDeps["confirmSecondFactor"];
  limits: Pick<Limits, "dataExportsPerMember" | "twoFactorAttemptsPerAccount" | "twoFactorAttemptsPerAddress">;
}): Router {
  const deletion = accountDeletionService(deps);
  const confirmationThrottle = twoFactorThrottle(deps.db, {
    perAccount: deps.limits.twoFactorAttemptsPerAccount,
    perAddress: deps.limits.twoFactorAttemptsPerAddress,
  });
  const router = Router();
  router.use(requireAuth);

  // A second request while one builds answers the building one (202 again): one at a time.
  router.post(
    "/exports",
    rateLimit({
      db: deps.db,
      name: "data-export",
      rule: deps.limits.dataExportsPerMember,
      key: (req) => signedInViewer(req).id,
      message: "You've asked for several exports today. Please download the latest one, or try again tomorrow.",
    }),
    async (req, res) => {
      const started = await deps.exports.start(signedInViewer(req).id);
      res.status(202).json({ export: { id: started.id, status: started.status, createdAt: started.createdAt } });
    },
  );

  router.get("/exports", async (req, res) => {
    const latest = await deps.exports.latest(signedInViewer(req).id);
    res.json(latest && exportView(latest));
  });

  router.get("/exports/:id/download", async (req, res) => {
    const id = idParam(req, EXPORT_NOT_FOUND);
    const { stream, fileName, sizeBytes } = await deps.exports.open(id, signedInViewer(req).id);
    res.setHeader("Content-Type", "application/zip");
    res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
    res.setHeader("Cache-Control", "no-store");
    if (sizeBytes !== null) res.setHeader("Content-Length", String(sizeBytes));
    await pipeline(stream, res);
  });

  router.delete("/", async (req, res) => {
    const { body } = validate(req, { body: deleteAccountSchema });
    // A password and a code are being checked: guessing either is throttled like a code at login.
    await confirmationThrottle.countAttempt(req, signedInViewer(req).id);
    await deletion.deleteAccount(signedInViewer(req).id, body);
    // The stored sessions are gone already; end this request's too, so nothing saves it again.
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
    );
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    res.status(204).end();
  });

  return router;
}
