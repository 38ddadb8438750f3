/** The session middleware chain for /api: cookie session in the database, absolute lifetime, Passport. */
import { Router, type RequestHandler } from "express";
import session from "express-session";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { createPassport } from "./passport";
import { DrizzleSessionStore } from "./session-store";

declare module "express-session" {
  interface SessionData {
    /** Milliseconds since the epoch when this session logged in (for the absolute lifetime). */
    loginAt?: number;
  }
}

export const SESSION_COOKIE = "pawswell.sid";

/** Ends a session older than the absolute lifetime by giving the request a fresh, empty one. */
function absoluteLifetime(maxMs: number): RequestHandler {
  return (req, _res, next) => {
    const loginAt = req.session?.loginAt;
    if (loginAt === undefined || Date.now() - loginAt <= maxMs) {
      next();
      return;
    }
    req.session.regenerate((error: unknown) => next(error));
  };
}

/** Session + Passport for an app; returns the middleware and the app's Passport instance. */
export function sessionSetup(options: { db: Database; secret: string; limits: Limits }) {
  const passport = createPassport(options.db);
  const router = Router();
  router.use(
    session({
      name: SESSION_COOKIE,
      secret: options.secret,
      store: new DrizzleSessionStore(options.db, options.limits.sessionIdleMs),
      // No row for visitors who never log in; a request without a cookie never reads the store.
      saveUninitialized: false,
      resave: false,
      rolling: true,
      cookie: { httpOnly: true, sameSite: "lax", secure: "auto", maxAge: options.limits.sessionIdleMs },
    }),
  );
  router.use(absoluteLifetime(options.limits.sessionAbsoluteMs));
  router.use(passport.session());
  return { middleware: router, passport };
}
