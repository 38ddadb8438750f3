/**
 * /api/account/sessions: where the member is signed in, and signing out one session (their own
 * current one too, which is logging out) or all the others (shared/contracts/account-sessions.contract.ts).
 */
import { Router, type Request } from "express";
import { accountSessionsContract } from "@shared/contracts/account-sessions.contract";
import { SESSION_COOKIE } from "../auth/session";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { signedInViewer } from "../lib/viewer";
import { accountSessionsService, sessionHandle } from "../services/account-sessions";

function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error: unknown) => (error ? reject(error) : resolve())));
}

/** The sessions routes; `idleMs` is the app's idle session lifetime, from which last activity is read. */
export function accountSessionsRouter(db: Database, idleMs: number): Router {
  const sessions = accountSessionsService(db, idleMs);
  const router = Router();
  const routes = contractRoutes(router, "/api/account/sessions");

  routes.add(accountSessionsContract.list, async (_input, req) => sessions.list(signedInViewer(req).id, req.sessionID));
  routes.add(accountSessionsContract.signOutOthers, async (_input, req) => ({
    signedOut: await sessions.signOutOthers(signedInViewer(req).id, req.sessionID),
  }));
  routes.add(accountSessionsContract.signOut, async ({ params: { id: handle } }, req, res) => {
    if (handle === sessionHandle(req.sessionID)) {
      // This browser's own session: the same as logging out.
      await destroySession(req);
      res.clearCookie(SESSION_COOKIE, { path: "/" });
    } else {
      await sessions.signOut(signedInViewer(req).id, handle);
    }
  });

  return router;
}
