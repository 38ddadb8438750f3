/**
 * /api/account/sessions: where the member is signed in, and signing out one session (their own
 * current one too, which is logging out) or all the others.
 */
import { Router, type Request } from "express";
import type { SignedOutOthers } from "@shared/account-settings";
import { SESSION_COOKIE } from "../auth/session";
import type { Database } from "../db";
import { idParamMatching } from "../lib/id-param";
import { requireAuth } from "../middleware/auth";
import { accountSessionsService, SESSION_NOT_FOUND, sessionHandle } from "../services/account-sessions";
import { signedInViewer } from "../lib/viewer";

// What sessionHandle makes; anything else names no session, without a query.
const HANDLE = /^[0-9a-f]{24}$/;

function destroySession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.destroy((error: unknown) => (error ? reject(error) : resolve())));
}

/** The sessions routes; `idleMs` is the app's idle session lifetime, from which last activity is read. */
export function accountSessionsRouter(db: Database, idleMs: number): Router {
  const sessions = accountSessionsService(db, idleMs);
  const router = Router();
  router.use(requireAuth);

  router.get("/", async (req, res) => {
    res.json(await sessions.list(signedInViewer(req).id, req.sessionID));
  });

  router.post("/sign-out-others", async (req, res) => {
    const answer: SignedOutOthers = { signedOut: await sessions.signOutOthers(signedInViewer(req).id, req.sessionID) };
    res.json(answer);
  });

  router.delete("/:id", async (req, res) => {
    const handle = idParamMatching(req, HANDLE, SESSION_NOT_FOUND);
    if (handle === sessionHandle(req.sessionID)) {
      // This browser's own session: the same as logging out.
      await destroySession(req);
      res.clearCookie(SESSION_COOKIE, { path: "/" });
    } else {
      await sessions.signOut(signedInViewer(req).id, handle);
    }
    res.status(204).end();
  });

  return router;
}
