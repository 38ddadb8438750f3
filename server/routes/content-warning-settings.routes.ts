/**
 * /api/content-warning-settings: what a member chose to do with each content warning (show,
 * collapse or hide, for a while or for good). Guests keep the same shape in their browser.
 */
import { Router } from "express";
import { warningSettingsSchema } from "@shared/safety/content-warning-schemas";
import type { Database } from "../db";
import { validate } from "../lib/validate";
import { requireAuth } from "../middleware/auth";
import { contentWarningSettingsRepository } from "../repositories/content-warning-settings.repository";
import { inTransaction } from "../repositories/transaction";
import { signedInViewer } from "../lib/viewer";

/** GET answers the member's settings; PUT replaces them all at once and answers what was stored. */
export function contentWarningSettingsRouter(db: Database): Router {
  const router = Router();
  router.use(requireAuth);

  router.get("/", async (req, res) => {
    res.json({ settings: await contentWarningSettingsRepository(db).settingsOf(signedInViewer(req).id) });
  });

  router.put("/", async (req, res) => {
    const { body } = validate(req, { body: warningSettingsSchema });
    const userId = signedInViewer(req).id;
    // One transaction: a reader never ends up with half of the old choices and half of the new.
    const settings = await inTransaction(db, async (tx) => {
      const repository = contentWarningSettingsRepository(tx);
      await repository.replace(userId, body.settings);
      return repository.settingsOf(userId);
    });
    res.json({ settings });
  });

  return router;
}
