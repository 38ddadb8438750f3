/**
 * /api/account/settings: the member's notification choice, a break, and whether their member page
 * is shown (shared/contracts/account-settings.contract.ts).
 */
import { Router } from "express";
import { accountSettingsContract } from "@shared/contracts/account-settings.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { signedInViewer } from "../lib/viewer";
import { accountSettingsService } from "../services/account-settings";

export function accountSettingsRouter(db: Database): Router {
  const settings = accountSettingsService(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/account/settings");

  routes.add(accountSettingsContract.get, async (_input, req) => settings.get(signedInViewer(req).id));
  routes.add(accountSettingsContract.update, async ({ body }, req) => settings.update(signedInViewer(req).id, body));

  return router;
}
