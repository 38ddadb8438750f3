/**
 * /api/password/forgot and /api/password/reset: a member who cannot log in asks for a link to
 * their verified address, and sets a new password with it. Anyone may ask; the answer never tells
 * whether an address belongs to anyone.
 */
import { z } from "zod";
import {
  EXPIRED_LINK_MESSAGE,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordSchema,
  resetPasswordSchema,
} from "../account-recovery";
import { defineRoute, type WireAnswer } from "./route-contract";

export const TOO_MANY_RESETS = "Too many reset requests. Please try again later.";
export const PASSWORD_SET = "Your password is set. Please log in with it.";

/** What the member reads: the same words whatever happened behind them. */
const messageAnswer = z.strictObject({ message: z.string() });

export const passwordResetContract = {
  forgot: defineRoute({
    method: "POST",
    path: "/api/password/forgot",
    summary: `Mails a reset link to the address when it is an account's verified one; always answers "${FORGOT_PASSWORD_ANSWER}"`,
    access: "public",
    body: forgotPasswordSchema,
    status: 202,
    answer: messageAnswer,
    errors: { 429: TOO_MANY_RESETS },
  }),
  reset: defineRoute({
    method: "POST",
    path: "/api/password/reset",
    summary: "Sets a new password with a reset link's token (once); every session of the account ends",
    access: "public",
    body: resetPasswordSchema,
    status: 200,
    answer: messageAnswer,
    errors: { 400: EXPIRED_LINK_MESSAGE },
  }),
};

/** Either route's answer as the client reads it. */
export type PasswordMessageView = WireAnswer<typeof passwordResetContract.reset>;
