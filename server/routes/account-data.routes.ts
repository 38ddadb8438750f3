/**
 * /api/account: "Export my data" (start one, see the latest, download it) and "Delete my account",
 * from shared/contracts/account-data.contract.ts. Everything here is the logged-in member's own;
 * another member's export answers 404.
 */
import { Router } from "express";
import { pipeline } from "node:stream/promises";
import { EXPORTS_RATE_LIMITED, accountDataContract } from "@shared/contracts/account-data.contract";
import { twoFactorThrottle } from "../services/two-factor-throttle";
import { SESSION_COOKIE } from "../auth/session";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { runFirst } from "../lib/run-first";
import type { Limits } from "../config/limits";
import { requireAuth } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import type { DataExportRow } from "../repositories/data-exports.repository";
import { accountDeletionService, type AccountDeletionDeps } from "../services/account-deletion";
import type { DataExportService } from "../services/data-export";
import type { ObjectStorage } from "../storage/object-storage";
import { signedInViewer } from "../lib/viewer";

/** An export as the contract answers it. */
const exportAnswer = (row: DataExportRow) => ({
  id: row.id,
  status: row.status,
  createdAt: row.createdAt,
  readyAt: row.readyAt ?? null,
  sizeBytes: row.sizeBytes ?? null,
  expiresAt: row.expiresAt ?? null,
});

/**
 * The account data routes, mounted at /api/account; `exports` builds in this process,
 * `confirmSecondFactor` checks a two-factor code.
 */
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
  // Every path this router is reached with needs a login, one it does not know too (401 before 404).
  router.use(requireAuth);
  const routes = contractRoutes(router, "/api/account");

  // A second request while one builds answers the building one (202 again): one at a time.
  const exportLimit = rateLimit({
    db: deps.db,
    name: "data-export",
    rule: deps.limits.dataExportsPerMember,
    key: (req) => signedInViewer(req).id,
    message: EXPORTS_RATE_LIMITED,
  });
  routes.add(
    accountDataContract.startExport,
    async (_input, req) => {
      const started = await deps.exports.start(signedInViewer(req).id);
      return { export: { id: started.id, status: started.status, createdAt: started.createdAt } };
    },
    { wrap: runFirst(exportLimit) },
  );

  routes.add(accountDataContract.latest, async (_input, req) => {
    const latest = await deps.exports.latest(signedInViewer(req).id);
    return latest && exportAnswer(latest);
  });

  routes.add(accountDataContract.download, async ({ params }, req, res) => {
    const { stream, fileName, sizeBytes } = await deps.exports.open(params.id, signedInViewer(req).id);
    res.setHeader("Content-Type", "application/zip");
    res.setHeader("Content-Disposition", `attachment; filename="${fileName}"`);
    res.setHeader("Cache-Control", "no-store");
    if (sizeBytes !== null) res.setHeader("Content-Length", String(sizeBytes));
    await pipeline(stream, res);
  });

  routes.add(accountDataContract.deleteAccount, async ({ body }, req, res) => {
    // A password and a code are being checked: guessing either is throttled like a code at login.
    await confirmationThrottle.countAttempt(req, signedInViewer(req).id);
    await deletion.deleteAccount(signedInViewer(req).id, body);
    // The stored sessions are gone already; end this request's too, so nothing saves it again.
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
    );
    res.clearCookie(SESSION_COOKIE, { path: "/" });
  });

  return router;
}
