/**
 * /api/account/email: a member's optional address for recovery and notices. Adding one (with the
 * current password) mails a verification link; opening it, on any device and logged in or not,
 * makes it the account's. Removing one needs the current password; the address replaced or
 * removed gets a link that undoes the change.
 */
import { z } from "zod";
import {
  EMAIL_IN_USE_MESSAGE,
  EXPIRED_LINK_MESSAGE,
  WRONG_CURRENT_PASSWORD_MESSAGE,
  addEmailSchema,
  removeEmailSchema,
  revertEmailSchema,
  verifyEmailSchema,
} from "../account-recovery";
import { defineRoute, type WireAnswer } from "./route-contract";

/** What a member is told when they have asked for several verification links within the hour. */
export const EMAIL_LINKS_RATE_LIMITED_MESSAGE =
  "You have asked for several links already. Please check your mail, or try again later.";

/** The verified address, and one waiting for its link to be opened. */
export const accountEmailAnswer = z.strictObject({
  email: z.string().nullable(),
  pendingEmail: z.string().nullable(),
});

/**
 * What undoing an address change answers: the address restored, and a single-use token for
 * choosing a new password at once (every session was ended and the old password no longer works).
 */
export const revertEmailAnswer = z.strictObject({ email: z.string(), resetToken: z.string() });

/** The member's address as the server's service makes it. */
export type AccountEmail = z.output<typeof accountEmailAnswer>;
/** An undone change as the server's service makes it. */
export type RevertEmailAnswer = z.output<typeof revertEmailAnswer>;

export const accountEmailContract = {
  get: defineRoute({
    method: "GET",
    path: "/api/account/email",
    summary: "The member's verified address, and one waiting for its link to be opened",
    access: "member",
    status: 200,
    answer: accountEmailAnswer,
  }),
  add: defineRoute({
    method: "POST",
    path: "/api/account/email",
    summary: "Mails a verification link to a new address (the current password first); it is the account's once opened",
    access: "member",
    body: addEmailSchema,
    status: 202,
    answer: z.strictObject({ pendingEmail: z.string() }),
    // A wrong current password is a 400 naming `currentPassword`; it counts like a failed login (429 when too many).
    errors: { 400: WRONG_CURRENT_PASSWORD_MESSAGE, 429: EMAIL_LINKS_RATE_LIMITED_MESSAGE },
  }),
  verify: defineRoute({
    method: "POST",
    path: "/api/account/email/verify",
    summary: "Makes the address a verification link was sent to the account's (anyone: the token is the authority)",
    access: "public",
    body: verifyEmailSchema,
    status: 200,
    answer: z.strictObject({ email: z.string() }),
    errors: { 400: EXPIRED_LINK_MESSAGE, 409: EMAIL_IN_USE_MESSAGE },
  }),
  revert: defineRoute({
    method: "POST",
    path: "/api/account/email/revert",
    summary:
      "Undoes an address change from the link mailed to the old address: signs out everywhere, answers a reset token",
    access: "public",
    body: revertEmailSchema,
    status: 200,
    answer: revertEmailAnswer,
    errors: { 400: EXPIRED_LINK_MESSAGE, 409: EMAIL_IN_USE_MESSAGE },
  }),
  remove: defineRoute({
    method: "DELETE",
    path: "/api/account/email",
    summary: "Removes the member's address (the current password first); the address removed gets an undo link",
    access: "member",
    body: removeEmailSchema,
    status: 204,
    answer: null,
    errors: { 400: WRONG_CURRENT_PASSWORD_MESSAGE },
  }),
};

/** The member's address as the client reads it. */
export type AccountEmailView = WireAnswer<typeof accountEmailContract.get>;
/** A verification requested, as the client reads it. */
export type PendingEmailView = WireAnswer<typeof accountEmailContract.add>;
/** A verified address, as the client reads it. */
export type VerifiedEmailView = WireAnswer<typeof accountEmailContract.verify>;
/** An undone change as the client reads it. */
export type RevertEmailView = WireAnswer<typeof accountEmailContract.revert>;
