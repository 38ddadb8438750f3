/**
 * Signing up, in and out: /api/register, /api/login (and its two-factor step), /api/logout, and
 * the session's own account (/api/me, /api/validate-session/:userId). Logins are counted per address
 * and per name from it (docs/decisions.md#login-limits).
 */
import { z } from "zod";
import { signUpSchema } from "../account-recovery";
import { credentialsSchema } from "../credentials";
import { USER_ROLES } from "../constants";
import { loginTwoFactorSchema } from "../two-factor";
import { userIdParams } from "./fields";
import { suspensionStateAnswer } from "./moderation-answers";
import { defineRoute, type WireAnswer } from "./route-contract";

export const INVALID_LOGIN = "Invalid username or password";
export const NO_PENDING_LOGIN = "Please log in with your username and password first.";
export const WRONG_LOGIN_CODE = "That code didn't work. Try the newest code from your app, or a recovery code.";
export const SESSION_ENDED = "Your session has ended. Please log in again.";
export const USERNAME_TAKEN = "Username already exists";
export const SIGNUPS_LIMITED = "Too many sign-ups from here. Please try again later.";
export const LOGINS_LIMITED = "Too many failed login attempts. Please try again later.";
/** Too many second-factor codes tried, at login or in the two-factor settings. */
export const CODES_LIMITED = "Too many code attempts. Please wait a few minutes and try again.";

/**
 * The account a session belongs to, as the client sees it, with its suspension so the client can
 * say until when (an ISO 8601 string on the server too, as the suspension state hands it over).
 */
export const sessionUserAnswer = z
  .strictObject({ id: z.uuid(), username: z.string() })
  .extend(suspensionStateAnswer.shape);

/** A login or a sign-up that went through: the member now signed in. */
const signedInAnswer = z.strictObject({ user: sessionUserAnswer });

/** The password was right and the account has two-factor sign-in: a code comes next. */
const twoFactorRequiredAnswer = z.strictObject({ twoFactorRequired: z.literal(true) });

export const signInContract = {
  register: defineRoute({
    method: "POST",
    path: "/api/register",
    summary: "Creates a member account (with an optional address for recovery) and signs it in",
    access: "public",
    body: signUpSchema,
    status: 201,
    answer: signedInAnswer,
    errors: {
      400: "A name PawsWell keeps for itself and its moderators (the message names the field)",
      409: USERNAME_TAKEN,
      429: SIGNUPS_LIMITED,
    },
  }),
  login: defineRoute({
    method: "POST",
    path: "/api/login",
    summary:
      "Signs in with a username and password (a new session id), or, for an account with two-factor sign-in, asks for its code",
    access: "public",
    body: credentialsSchema,
    status: 200,
    answer: z.union([signedInAnswer, twoFactorRequiredAnswer]),
    errors: { 401: INVALID_LOGIN, 429: LOGINS_LIMITED },
  }),
  loginCode: defineRoute({
    method: "POST",
    path: "/api/login/two-factor",
    summary: "Finishes a login waiting for its second factor: the code from the app, or a recovery code",
    access: "public",
    body: loginTwoFactorSchema,
    status: 200,
    answer: signedInAnswer,
    errors: {
      401: `${NO_PENDING_LOGIN}; or: ${WRONG_LOGIN_CODE}`,
      429: CODES_LIMITED,
    },
  }),
  logout: defineRoute({
    method: "POST",
    path: "/api/logout",
    summary: "Ends the session, and clears its cookie",
    access: "public",
    status: 204,
    answer: null,
  }),
  validateSession: defineRoute({
    method: "GET",
    path: "/api/validate-session/:userId",
    summary: "The session's account, when the session belongs to :userId (a browser's remembered login)",
    access: "public",
    params: userIdParams,
    status: 200,
    answer: signedInAnswer,
    errors: { 401: SESSION_ENDED },
  }),
  me: defineRoute({
    method: "GET",
    path: "/api/me",
    summary:
      "The signed-in account with its role (a moderator still setting up required two-factor sign-in reads as one)",
    access: "member",
    status: 200,
    answer: z.strictObject({ user: sessionUserAnswer.extend({ role: z.enum(USER_ROLES) }) }),
  }),
};

/** The session's account as the server hands it over. */
export type SessionAccount = z.output<typeof sessionUserAnswer>;
/** A login or sign-up that went through, as the client reads it. */
export type SignedInView = WireAnswer<typeof signInContract.register>;
/** A login's answer as the client reads it: the member, or word that a code comes next. */
export type LoginView = WireAnswer<typeof signInContract.login>;
/** GET /api/me as the client reads it. */
export type MeView = WireAnswer<typeof signInContract.me>;
