/** /api/account/settings: the member's notification choice, a break, and whether their member page is shown. */
import { Router } from "express";
import { accountSettingsPatchSchema } from "@shared/account-settings";
import type { Database } from "../db";
import { validate } from "../lib/validate";
import { requireAuth } from "../middleware/auth";
import { accountSettingsService } from "../services/account-settings";
import { signedInViewer } from "../lib/viewer";

export function accountSettingsRouter(db: Database): Router {
  const settings = accountSettingsService(db);
  const router = Router();
  router.use(requireAuth);

  router.get("/", async (req, res) => {
    res.json(await settings.get(signedInViewer(req).id));
  });

  router.patch("/", async (req, res) => {
    const { body } = validate(req, { body: accountSettingsPatchSchema });
    res.json(await settings.update(signedInViewer(req).id, body));
  });

  return router;
}
