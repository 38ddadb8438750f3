/** /api/register, /api/login, /api/logout, /api/validate-session/:userId, /api/me */
import { Router, type Request } from "express";
import { z } from "zod";
import { signUpSchema } from "@shared/account-recovery";
import { credentialsSchema } from "@shared/credentials";
import type { SessionUser } from "@shared/api";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import type { AppPassport } from "../auth/passport";
import { hashPassword } from "../auth/password";
import { SESSION_COOKIE } from "../auth/session";
import { sqlState } from "../lib/database-errors";
import { HttpError, unauthorized } from "../lib/http-error";
import { validate } from "../lib/validate";
import { loginThrottle } from "../services/login-throttle";
import { suspensionState } from "../services/suspension";
import { rateLimit } from "../middleware/rate-limit";
import { usersRepository } from "../repositories/users.repository";
import { createAccount } from "../services/sign-up";

const INVALID_LOGIN = "Invalid username or password";
const userIdParams = z.object({ userId: z.string() });

/** The account as the client sees it, with its suspension so the client can say until when. */
const publicUser = (user: Express.User): SessionUser => ({
  id: user.id,
  username: user.username,
  ...suspensionState(user),
});

/** Runs the local strategy; resolves the user or false, never touching the session. */
function authenticate(passport: AppPassport, req: Request): Promise<Express.User | false> {
  return new Promise((resolve, reject) => {
    passport.authenticate("local", { session: false }, (error: unknown, user: Express.User | false) => {
      if (error) reject(error);
      else resolve(user);
    })(req, req.res, () => undefined);
  });
}

function logIn(req: Request, user: Express.User): Promise<void> {
  // Passport regenerates the session id here, so a planted cookie never becomes a login.
  return new Promise((resolve, reject) => req.logIn(user, (error: unknown) => (error ? reject(error) : resolve())));
}

function saveSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((error: unknown) => (error ? reject(error) : resolve())));
}

/** The account routes; they need the app's own Passport and limits, which createApp builds. */
export function authRouter(deps: { db: Database; passport: AppPassport; limits: Limits; publicUrl: string }): Router {
  const users = usersRepository(deps.db);
  const throttle = loginThrottle(deps.db, {
    perUsername: deps.limits.loginFailuresPerUsername,
    perAddress: deps.limits.loginFailuresPerAddress,
  });
  const router = Router();

  router.post(
    "/register",
    rateLimit({
      db: deps.db,
      name: "signup",
      rule: deps.limits.signupsPerAddress,
      message: "Too many sign-ups from here. Please try again later.",
    }),
    async (req, res) => {
      const { body } = validate(req, { body: signUpSchema });
      if (await users.findByUsername(body.username)) throw new HttpError(409, "Username already exists");
      const passwordHash = await hashPassword(body.password);
      try {
        const user = await createAccount(deps.db, deps.publicUrl, {
          username: body.username,
          passwordHash,
          email: body.email,
        });
        res.status(201).json({ user: publicUser(user) });
      } catch (error) {
        // Two sign-ups for the same name at once: the unique index decides, the loser gets 409.
        if (sqlState(error) === "23505") throw new HttpError(409, "Username already exists");
        throw error;
      }
    },
  );

  router.post("/login", async (req, res) => {
    const { body } = validate(req, { body: credentialsSchema });
    await throttle.countAttempt(req, body.username);
    req.body = body;
    const user = await authenticate(deps.passport, req);
    if (!user) throw unauthorized(INVALID_LOGIN);
    await throttle.recordSuccess(req, body.username);
    await logIn(req, user);
    req.session.loginAt = Date.now();
    // Saved before answering: left to express-session, a failed save would cut the answer off.
    await saveSession(req);
    res.json({ user: publicUser(user) });
  });

  router.post("/logout", async (req, res) => {
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
    );
    res.clearCookie(SESSION_COOKIE, { path: "/" });
    res.status(204).end();
  });

  router.get("/validate-session/:userId", (req, res) => {
    const { params } = validate(req, { params: userIdParams });
    if (!req.user || req.user.id !== params.userId) throw unauthorized("Your session has ended. Please log in again.");
    res.json({ user: publicUser(req.user) });
  });

  router.get("/me", (req, res) => {
    if (!req.user) throw unauthorized();
    res.json({ user: { ...publicUser(req.user), role: req.user.role } });
  });

  return router;
}
