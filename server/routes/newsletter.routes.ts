/**
 * The blog's newsletter. /api/newsletter: subscribing, confirming and unsubscribing (anyone: the
 * token in the link is the authority), and the moderators' overview, composing, test and send,
 * from shared/contracts/newsletter.contract.ts.
 * POST /newsletter/unsubscribe (outside /api): the one-click unsubscribe mail programs send from
 * List-Unsubscribe-Post (RFC 8058), cross-site and form-encoded by design, answered in plain text.
 */
import { Router } from "express";
import {
  ONE_CLICK_INCOMPLETE,
  SUBSCRIBE_RATE_LIMITED_MESSAGE,
  newsletterContract,
} from "@shared/contracts/newsletter.contract";
import { CONFIRMED_ANSWER, SUBSCRIBE_ANSWER, UNSUBSCRIBED_ANSWER, newsletterTokenSchema } from "@shared/newsletter";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { badRequest } from "../lib/http-error";
import { runFirst } from "../lib/run-first";
import { signedInViewer } from "../lib/viewer";
import { rateLimit } from "../middleware/rate-limit";
import { newsletterService } from "../services/newsletter";

interface NewsletterRouteDeps {
  db: Database;
  limits: Pick<Limits, "newsletterSubscribesPerAddress" | "newsletterConfirmationsPerEmail">;
}

function serviceFor(deps: NewsletterRouteDeps) {
  return newsletterService(deps.db, { confirmationsPerEmail: deps.limits.newsletterConfirmationsPerEmail });
}

/** Mounted at /api/newsletter. */
export function newsletterRouter(deps: NewsletterRouteDeps): Router {
  const newsletter = serviceFor(deps);
  const router = Router();
  const routes = contractRoutes(router, "/api/newsletter");

  const subscribeLimit = rateLimit({
    db: deps.db,
    name: "newsletter-subscribe",
    rule: deps.limits.newsletterSubscribesPerAddress,
    message: SUBSCRIBE_RATE_LIMITED_MESSAGE,
  });

  routes.add(
    newsletterContract.subscribe,
    async ({ body }) => {
      // The same words for every address: nobody learns whether it was new, waiting or subscribed.
      // The work is done before answering, so a refused request never leaves a write behind it.
      await newsletter.subscribe(body.email);
      return { message: SUBSCRIBE_ANSWER } as const;
    },
    { wrap: runFirst(subscribeLimit) },
  );

  routes.add(newsletterContract.confirm, async ({ body }) => {
    await newsletter.confirm(body.token);
    return { message: CONFIRMED_ANSWER } as const;
  });

  routes.add(newsletterContract.unsubscribe, async ({ body }) => {
    await newsletter.unsubscribe(body.token);
    return { message: UNSUBSCRIBED_ANSWER } as const;
  });

  routes.add(newsletterContract.overview, async () => newsletter.overview());

  routes.add(newsletterContract.compose, async ({ body }, req) => newsletter.compose(signedInViewer(req), body));

  routes.add(newsletterContract.sendTest, async ({ params }, req) => {
    const { email } = await newsletter.sendTest(signedInViewer(req), params.id);
    return { message: `A test is on its way to ${email}.` };
  });

  routes.add(newsletterContract.send, async ({ params }, req) => newsletter.send(signedInViewer(req), params.id));

  return router;
}

/** POST /newsletter/unsubscribe?token=…, mounted at the root before the /api guards; its refusals are plain text. */
export function oneClickUnsubscribeRouter(deps: NewsletterRouteDeps): Router {
  const newsletter = serviceFor(deps);
  const router = Router();
  contractRoutes(router, "/").add(newsletterContract.oneClickUnsubscribe, async ({ query }) => {
    const parsed = newsletterTokenSchema.safeParse({ token: query.token?.trim() ?? "" });
    if (!parsed.success) throw badRequest(ONE_CLICK_INCOMPLETE);
    await newsletter.unsubscribe(parsed.data.token);
    return `${UNSUBSCRIBED_ANSWER}\n`;
  });
  return router;
}
