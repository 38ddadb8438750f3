/** The session middleware chain for /api: cookie session in the database, absolute lifetime, Passport. */
import { Router, type Request, type RequestHandler } from "express";
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

/** True when the request carries our session cookie (by name; the session middleware checks the signature). */
function hasSessionCookie(req: Request): boolean {
  return req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;
}

/**
 * A GET or HEAD without our cookie is a visitor reading: no session can be loaded and none will be
 * saved, so the whole chain is skipped. Without this, express-session still mints a session id,
 * builds a session object and hooks the response on every public read (about a tenth of a list
 * request's CPU). Writes always get a session: logging in needs one to fill.
 */
function unlessVisitorRead(chain: RequestHandler): RequestHandler {
  return (req, res, next) => {
    if ((req.method === "GET" || req.method === "HEAD") && !hasSessionCookie(req)) {
      next();
      return;
    }
    chain(req, res, next);
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
  return { middleware: unlessVisitorRead(router), passport };
}
