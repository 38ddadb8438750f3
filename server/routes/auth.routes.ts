/** /api/register, /api/login (and its two-factor step), /api/logout, /api/validate-session/:userId, /api/me */
import { Router, type Request } from "express";
import { z } from "zod";
import { signUpSchema } from "@shared/account-recovery";
import { credentialsSchema } from "@shared/credentials";
import type { SessionUser } from "@shared/api";
import { loginTwoFactorSchema, type TwoFactorRequiredAnswer } from "@shared/two-factor";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import type { AppPassport } from "../auth/passport";
import { describeDevice } from "../auth/device";
import { hashPassword } from "../auth/password";
import { SESSION_COOKIE } from "../auth/session";
import { pendingLoginUserId, regenerateSession } from "../auth/two-factor-session";
import { isReservedName } from "@shared/names";
import { sqlState } from "../lib/database-errors";
import { heldNameHash } from "../lib/held-name";
import { conflict, unauthorized } from "../lib/http-error";
import { validate } from "../lib/validate";
import { loginThrottle } from "../services/login-throttle";
import { suspensionState } from "../services/suspension";
import { twoFactorService, verifySecondFactor } from "../services/two-factor";
import { twoFactorThrottle } from "../services/two-factor-throttle";
import { reservedNameError } from "../middleware/guest-names";
import { rateLimit } from "../middleware/rate-limit";
import { usersRepository } from "../repositories/users.repository";
import { createAccount } from "../services/sign-up";

const INVALID_LOGIN = "Invalid username or password";
const NO_PENDING_LOGIN = "Please log in with your username and password first.";
const WRONG_LOGIN_CODE = "That code didn't work. Try the newest code from your app, or a recovery code.";
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

/** The last steps of every login (password only, or password then code): one place, so both stay alike. */
async function finishLogin(req: Request, user: Express.User): Promise<void> {
  await logIn(req, user);
  req.session.loginAt = Date.now();
  req.session.device = describeDevice(req.get("user-agent"));
  // Saved before answering: left to express-session, a failed save would cut the answer off.
  await saveSession(req);
}

/** The account routes; they need the app's own Passport and limits, which createApp builds. */
export function authRouter(deps: { db: Database; passport: AppPassport; limits: Limits }): Router {
  const users = usersRepository(deps.db);
  const throttle = loginThrottle(deps.db, {
    perUsername: deps.limits.loginFailuresPerUsername,
    perAddress: deps.limits.loginFailuresPerAddress,
  });
  const twoFactor = twoFactorService(deps.db);
  const codeThrottle = twoFactorThrottle(deps.db, {
    perAccount: deps.limits.twoFactorAttemptsPerAccount,
    perAddress: deps.limits.twoFactorAttemptsPerAddress,
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
      // No account may pass for the site or its moderators ("PawsWell", "Moderator"...: shared/names.ts).
      if (isReservedName(body.username)) throw reservedNameError("username", "Username", body.username);
      if (await users.findByUsername(body.username)) throw conflict("Username already exists");
      // A deleted account's name stays taken for 30 days, with the same answer.
      if (await users.isNameHeld(heldNameHash(body.username))) throw conflict("Username already exists");
      const passwordHash = await hashPassword(body.password);
      try {
        const user = await createAccount(
          deps.db,
          { username: body.username, passwordHash, email: body.email },
          deps.limits.emailVerificationsPerAddress,
        );
        res.status(201).json({ user: publicUser(user) });
      } catch (error) {
        // Two sign-ups for the same name at once: the unique index decides, the loser gets 409.
        if (sqlState(error) === "23505") throw conflict("Username already exists");
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
    if (await twoFactor.isEnabled(user.id)) {
      // Not logged in yet: a fresh session (so a planted cookie never holds the pending login) remembers whose code comes next.
      await regenerateSession(req);
      req.session.pendingTwoFactorLogin = { userId: user.id, at: Date.now() };
      await saveSession(req);
      res.json({ twoFactorRequired: true } satisfies TwoFactorRequiredAnswer);
      return;
    }
    await finishLogin(req, user);
    res.json({ user: publicUser(user) });
  });

  router.post("/login/two-factor", async (req, res) => {
    const userId = pendingLoginUserId(req);
    if (!userId) throw unauthorized(NO_PENDING_LOGIN);
    const { body } = validate(req, { body: loginTwoFactorSchema });
    await codeThrottle.countAttempt(req, userId);
    if (!(await verifySecondFactor(deps.db, userId, body))) throw unauthorized(WRONG_LOGIN_CODE);
    await codeThrottle.recordSuccess(req, userId);
    const user = await users.findById(userId);
    if (!user) throw unauthorized(NO_PENDING_LOGIN);
    await finishLogin(req, user);
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
    // A moderator still setting up two-factor sign-in is a moderator to the client, so /admin can say what to do.
    const role = req.isModeratorWithoutTwoFactor ? "moderator" : req.user.role;
    res.json({ user: { ...publicUser(req.user), role } });
  });

  return router;
}
