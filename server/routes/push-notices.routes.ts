/** /api/push: the server's key, a device's subscription and the member's push choices (shared/contracts/push-notices.contract.ts). */
import { Router, type Request } from "express";
import { pushNoticesContract } from "@shared/contracts/push-notices.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { signedInViewer } from "../lib/viewer";
import { pushSubscriptionsService } from "../services/push-subscriptions";

/** The routes over `db`; `publicKey` is the VAPID key browsers subscribe with. */
export function pushNoticesRouter(db: Database, publicKey: string): Router {
  const router = Router();
  const routes = contractRoutes(router, "/api/push");
  // Express's env, from NODE_ENV: only outside production may a push service be on this machine over http.
  const serviceFor = (req: Request) =>
    pushSubscriptionsService(db, { isProduction: req.app.get("env") === "production" });

  routes.add(pushNoticesContract.key, async () => ({ publicKey }));
  routes.add(pushNoticesContract.subscribe, async ({ body }, req) =>
    serviceFor(req).subscribe(signedInViewer(req).id, body),
  );
  routes.add(pushNoticesContract.unsubscribe, async ({ body }, req) =>
    serviceFor(req).unsubscribe(signedInViewer(req).id, body.endpoint),
  );
  routes.add(pushNoticesContract.preferences, async (_input, req) =>
    serviceFor(req).preferences(signedInViewer(req).id),
  );
  routes.add(pushNoticesContract.updatePreferences, async ({ body }, req) =>
    serviceFor(req).replacePreferences(signedInViewer(req).id, body),
  );

  return router;
}
