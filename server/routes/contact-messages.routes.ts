/**
 * /api/contact-messages (docs/decisions.md#footer-pages, shared/contracts/contact-messages.contract.ts):
 * anyone sends a Contact Us message (rate limited per client address); moderators page the inbox
 * newest first, mark a message handled and delete one.
 */
import { Router } from "express";
import { CONTACT_RATE_LIMITED_MESSAGE, contactMessagesContract } from "@shared/contracts/contact-messages.contract";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { runFirst } from "../lib/run-first";
import { decodeCursor } from "../lib/pagination";
import { signedInViewer } from "../lib/viewer";
import { rateLimit } from "../middleware/rate-limit";
import { contactMessagesService } from "../services/contact-messages";

interface ContactMessagesRouteDeps {
  db: Database;
  limits: Pick<Limits, "contactMessagesPerAddress">;
}

/** Mounted at /api/contact-messages. */
export function contactMessagesRouter({ db, limits }: ContactMessagesRouteDeps): Router {
  const contact = contactMessagesService(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/contact-messages");
  const sendingLimit = rateLimit({
    db,
    name: "contact-message",
    rule: limits.contactMessagesPerAddress,
    message: CONTACT_RATE_LIMITED_MESSAGE,
  });

  routes.add(
    contactMessagesContract.send,
    async ({ body }) => {
      await contact.send(body);
      return { received: true } as const;
    },
    { wrap: runFirst(sendingLimit) },
  );
  routes.add(contactMessagesContract.inbox, async ({ query: { limit, cursor } }) =>
    contact.inbox({ limit, cursor: decodeCursor(cursor) }),
  );
  routes.add(contactMessagesContract.markHandled, async ({ params }, req) =>
    contact.markHandled(signedInViewer(req), params.id),
  );
  routes.add(contactMessagesContract.remove, async ({ params }, req) => {
    await contact.remove(signedInViewer(req), params.id);
  });

  return router;
}
