/**
 * /api/content-warning-settings: what a member chose to do with each content warning (show,
 * collapse or hide, for a while or for good) (shared/contracts/content-warning-settings.contract.ts).
 */
import { Router } from "express";
import { contentWarningSettingsContract } from "@shared/contracts/content-warning-settings.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { signedInViewer } from "../lib/viewer";
import { contentWarningSettingsRepository } from "../repositories/content-warning-settings.repository";
import { inTransaction } from "../repositories/transaction";

/** GET answers the member's settings; PUT replaces them all at once and answers what was stored. */
export function contentWarningSettingsRouter(db: Database): Router {
  const router = Router();
  const routes = contractRoutes(router, "/api/content-warning-settings");

  routes.add(contentWarningSettingsContract.get, async (_input, req) => ({
    settings: await contentWarningSettingsRepository(db).settingsOf(signedInViewer(req).id),
  }));
  routes.add(contentWarningSettingsContract.replace, async ({ body }, req) => {
    const userId = signedInViewer(req).id;
    // One transaction: a reader never ends up with half of the old choices and half of the new.
    const settings = await inTransaction(db, async (tx) => {
      const repository = contentWarningSettingsRepository(tx);
      await repository.replace(userId, body.settings);
      return repository.settingsOf(userId);
    });
    return { settings };
  });

  return router;
}
