/**
 * /api/contact-messages (docs/decisions.md#footer-pages, shared/contracts/contact-messages.contract.ts):
 * anyone sends a Contact Us message (rate limited per client address); moderators page the inbox
 * newest first, mark a message handled and delete one.
 */
import { Router, type RequestHandler } from "express";
import { CONTACT_RATE_LIMITED_MESSAGE, contactMessagesContract } from "@shared/contracts/contact-messages.contract";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { decodeCursor } from "../lib/pagination";
import { signedInViewer } from "../lib/viewer";
import { rateLimit } from "../middleware/rate-limit";
import { contactMessagesService } from "../services/contact-messages";

export { CONTACT_RATE_LIMITED_MESSAGE } from "@shared/contracts/contact-messages.contract";

interface ContactMessagesRouteDeps {
  db: Database;
  limits: Pick<Limits, "contactMessagesPerAddress">;
}

/**
 * Runs `middleware` before `handler`: the rate limit counts every message sent, a malformed one
 * too, so it comes before the body is read, as it did in front of the route.
 */
function after(middleware: RequestHandler, handler: RequestHandler): RequestHandler {
  return async (req, res, next) => {
    let passed = false;
    await middleware(req, res, () => {
      passed = true;
    });
    if (passed) await handler(req, res, next);
  };
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
    { wrap: (handler) => after(sendingLimit, handler) },
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
