/**
 * /api/contact-messages (docs/decisions.md#footer-pages): anyone sends a Contact Us message (rate
 * limited per client address); moderators page the inbox newest first, mark a message handled and
 * delete one.
 */
import { Router } from "express";
import { listQuerySchema } from "@shared/api";
import { contactMessageSchema } from "@shared/contact";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { idParam } from "../lib/id-param";
import { listHandler } from "../lib/resource-routes";
import { validate } from "../lib/validate";
import { signedInViewer } from "../lib/viewer";
import { requireModerator } from "../middleware/auth";
import { rateLimit } from "../middleware/rate-limit";
import { CONTACT_MESSAGE_NOT_FOUND, contactMessagesService } from "../services/contact-messages";

interface ContactMessagesRouteDeps {
  db: Database;
  limits: Pick<Limits, "contactMessagesPerAddress">;
}

/** What the sender is told when they have written several times within the hour. */
export const CONTACT_RATE_LIMITED_MESSAGE =
  "You've sent us several messages in a short time. Please wait a while before sending another: we read every one.";

/** Mounted at /api/contact-messages. */
export function contactMessagesRouter({ db, limits }: ContactMessagesRouteDeps): Router {
  const contact = contactMessagesService(db);
  const router = Router();

  router.post(
    "/",
    rateLimit({
      db,
      name: "contact-message",
      rule: limits.contactMessagesPerAddress,
      message: CONTACT_RATE_LIMITED_MESSAGE,
    }),
    async (req, res) => {
      const { body } = validate(req, { body: contactMessageSchema });
      await contact.send(body);
      res.status(201).json({ received: true });
    },
  );

  router.get("/", requireModerator, listHandler(listQuerySchema, contact.inbox));

  router.post("/:id/handled", requireModerator, async (req, res) => {
    const id = idParam(req, CONTACT_MESSAGE_NOT_FOUND);
    res.json(await contact.markHandled(signedInViewer(req), id));
  });

  router.delete("/:id", requireModerator, async (req, res) => {
    const id = idParam(req, CONTACT_MESSAGE_NOT_FOUND);
    await contact.remove(signedInViewer(req), id);
    res.status(204).end();
  });

  return router;
}
