/**
 * /api/register, /api/login (and its two-factor step), /api/logout, /api/validate-session/:userId,
 * /api/me (shared/contracts/sign-in.contract.ts).
 */
import { Router, type Request } from "express";
import {
  INVALID_LOGIN,
  NO_PENDING_LOGIN,
  SESSION_ENDED,
  SIGNUPS_LIMITED,
  USERNAME_TAKEN,
  WRONG_LOGIN_CODE,
  signInContract,
  type SessionAccount,
} from "@shared/contracts/sign-in.contract";
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
import { contractRoutes } from "../lib/contract-routes";
import { conflict, unauthorized } from "../lib/http-error";
import { checkFirst, runFirst } from "../lib/run-first";
import { loginThrottle } from "../services/login-throttle";
import { suspensionState } from "../services/suspension";
import { twoFactorService, verifySecondFactor } from "../services/two-factor";
import { twoFactorThrottle } from "../services/two-factor-throttle";
import { reservedNameError } from "../middleware/guest-names";
import { rateLimit } from "../middleware/rate-limit";
import { usersRepository } from "../repositories/users.repository";
import { createAccount } from "../services/sign-up";

/** The account as the client sees it, with its suspension so the client can say until when. */
const publicUser = (user: Express.User): SessionAccount => ({
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
  const routes = contractRoutes(router, "/api");

  // Every sign-up is counted, a malformed one too.
  const signupLimit = rateLimit({
    db: deps.db,
    name: "signup",
    rule: deps.limits.signupsPerAddress,
    message: SIGNUPS_LIMITED,
  });
  routes.add(
    signInContract.register,
    async ({ body }) => {
      // No account may pass for the site or its moderators ("PawsWell", "Moderator"...: shared/names.ts).
      if (isReservedName(body.username)) throw reservedNameError("username", "Username", body.username);
      if (await users.findByUsername(body.username)) throw conflict(USERNAME_TAKEN);
      // A deleted account's name stays taken for 30 days, with the same answer.
      if (await users.isNameHeld(heldNameHash(body.username))) throw conflict(USERNAME_TAKEN);
      const passwordHash = await hashPassword(body.password);
      try {
        const user = await createAccount(
          deps.db,
          { username: body.username, passwordHash, email: body.email },
          deps.limits.emailVerificationsPerAddress,
        );
        return { user: publicUser(user) };
      } catch (error) {
        // Two sign-ups for the same name at once: the unique index decides, the loser gets 409.
        if (sqlState(error) === "23505") throw conflict(USERNAME_TAKEN);
        throw error;
      }
    },
    { wrap: runFirst(signupLimit) },
  );

  // A well-formed attempt is counted before the password is checked (docs/decisions.md#login-limits).
  routes.add(signInContract.login, async ({ body }, req) => {
    await throttle.countAttempt(req, body.username);
    // The local strategy reads the parsed credentials (the name trimmed).
    req.body = body;
    const user = await authenticate(deps.passport, req);
    if (!user) throw unauthorized(INVALID_LOGIN);
    await throttle.recordSuccess(req, body.username);
    if (await twoFactor.isEnabled(user.id)) {
      // Not logged in yet: a fresh session (so a planted cookie never holds the pending login) remembers whose code comes next.
      await regenerateSession(req);
      req.session.pendingTwoFactorLogin = { userId: user.id, at: Date.now() };
      await saveSession(req);
      return { twoFactorRequired: true as const };
    }
    await finishLogin(req, user);
    return { user: publicUser(user) };
  });

  // No login waiting for a code is refused before the body is read.
  const pendingLoginFirst = checkFirst((req) => {
    if (!pendingLoginUserId(req)) throw unauthorized(NO_PENDING_LOGIN);
  });
  routes.add(
    signInContract.loginCode,
    async ({ body }, req) => {
      const userId = pendingLoginUserId(req);
      if (!userId) throw unauthorized(NO_PENDING_LOGIN);
      await codeThrottle.countAttempt(req, userId);
      if (!(await verifySecondFactor(deps.db, userId, body))) throw unauthorized(WRONG_LOGIN_CODE);
      await codeThrottle.recordSuccess(req, userId);
      const user = await users.findById(userId);
      if (!user) throw unauthorized(NO_PENDING_LOGIN);
      await finishLogin(req, user);
      return { user: publicUser(user) };
    },
    { wrap: pendingLoginFirst },
  );

  routes.add(signInContract.logout, async (_input, req, res) => {
    await new Promise<void>((resolve, reject) =>
      req.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
    );
    res.clearCookie(SESSION_COOKIE, { path: "/" });
  });

  routes.add(signInContract.validateSession, async ({ params }, req) => {
    if (!req.user || req.user.id !== params.userId) throw unauthorized(SESSION_ENDED);
    return { user: publicUser(req.user) };
  });

  routes.add(signInContract.me, async (_input, req) => {
    const user = req.user;
    if (!user) throw unauthorized();
    // A moderator still setting up two-factor sign-in is a moderator to the client, so /admin can say what to do.
    const role = req.isModeratorWithoutTwoFactor ? "moderator" : user.role;
    return { user: { ...publicUser(user), role } };
  });

  return router;
}
