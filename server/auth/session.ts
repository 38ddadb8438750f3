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
    /** The browser and system the session logged in from, in words ("Firefox on Windows"), for the sessions list. */
    device?: string;
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
export function hasSessionCookie(req: Request): boolean {
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

type HeaderValue = number | string | readonly string[];

/** `value` with Secure on our session cookie, which express-session was asked to send plain. */
function withSecureSessionCookie(value: HeaderValue): HeaderValue {
  const mark = (cookie: string) =>
    cookie.startsWith(`${SESSION_COOKIE}=`) && !/;\s*secure\b/i.test(cookie) ? `${cookie}; Secure` : cookie;
  if (typeof value === "string") return mark(value);
  if (Array.isArray(value)) return value.map((cookie: string) => mark(cookie));
  return value;
}

/**
 * Production's session cookie is Secure whatever the request's scheme (ALLOW_INSECURE_HTTP aside).
 * express-session cannot say so itself: with `secure: true` it sends no cookie at all unless it
 * believes the connection is HTTPS (behind a proxy it was not told to trust, it never does). So it
 * is asked for a plain cookie, and the flag is added as the cookie header is set (it and
 * `res.clearCookie` both go through `setHeader`).
 */
const markSessionCookieSecure: RequestHandler = (_req, res, next) => {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name: string, value: HeaderValue) =>
    setHeader(name, name.toLowerCase() === "set-cookie" ? withSecureSessionCookie(value) : value);
  next();
};

/**
 * Session + Passport for an app; returns the middleware and the app's Passport instance. With
 * `isSecureCookieRequired` the cookie always carries Secure; without it, only over HTTPS.
 */
export function sessionSetup(options: {
  db: Database;
  secret: string;
  limits: Limits;
  isSecureCookieRequired?: boolean;
}) {
  const passport = createPassport(options.db);
  const router = Router();
  if (options.isSecureCookieRequired) router.use(markSessionCookieSecure);
  router.use(
    session({
      name: SESSION_COOKIE,
      secret: options.secret,
      store: new DrizzleSessionStore(options.db, options.limits.sessionIdleMs),
      // No row for visitors who never log in; a request without a cookie never reads the store.
      saveUninitialized: false,
      resave: false,
      rolling: true,
      cookie: {
        httpOnly: true,
        sameSite: "lax",
        secure: options.isSecureCookieRequired ? false : "auto",
        maxAge: options.limits.sessionIdleMs,
      },
    }),
  );
  router.use(absoluteLifetime(options.limits.sessionAbsoluteMs));
  router.use(passport.session());
  return { middleware: unlessVisitorRead(router), passport };
}
