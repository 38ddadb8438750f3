/** Email addresses, single-use links and password changes: the forms and the server parse with these. */
import { z } from "zod";
import { credentialsSchema } from "./credentials";

export const EMAIL_MAX_LENGTH = 254;

/** An email address as a member types it (surrounding spaces dropped, case kept). */
export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
  .pipe(z.email("Please enter a valid email address"));

/** The youngest age the terms allow an account at (/terms#age). */
export const MINIMUM_AGE = 16;

const AGE_NOT_CONFIRMED = `Please confirm you are ${MINIMUM_AGE} or older`;

/**
 * Sign-up: the credentials, optionally an address for recovery (an empty field means none), and the
 * person's word that they are MINIMUM_AGE or older. Only that yes is asked: no birth date is kept.
 */
export const signUpSchema = credentialsSchema.extend({
  email: z.preprocess((value) => (value === "" || value === null ? undefined : value), emailSchema.optional()),
  ageConfirmed: z.boolean({ error: AGE_NOT_CONFIRMED }).refine((confirmed) => confirmed, AGE_NOT_CONFIRMED),
});
export type SignUp = z.infer<typeof signUpSchema>;

/**
 * The member's current password, asked before a change a stolen session must not be able to make
 * (the address, the password, two-factor sign-in). A wrong one is a 400 naming this field.
 */
export const currentPasswordSchema = z
  .string({ error: "Your current password is required" })
  .min(1, "Your current password is required")
  .max(200, "That is not your current password");

export const WRONG_CURRENT_PASSWORD_MESSAGE = "That is not your current password.";

/** POST /api/account/email: the new address, and the current password that proves it is the member asking. */
export const addEmailSchema = z.object({ email: emailSchema, currentPassword: currentPasswordSchema });
export type AddEmail = z.infer<typeof addEmailSchema>;

/** DELETE /api/account/email: the current password. */
export const removeEmailSchema = z.object({ currentPassword: currentPasswordSchema });
export type RemoveEmail = z.infer<typeof removeEmailSchema>;

/** A token from a link; its shape is checked only loosely, the database decides whether it is good. */
const tokenSchema = z.string({ error: "The link is incomplete" }).trim().min(1, "The link is incomplete").max(200);

export const verifyEmailSchema = z.object({ token: tokenSchema });

/** POST /api/account/email/revert: the undo link mailed to the address that was replaced or removed. */
export const revertEmailSchema = z.object({ token: tokenSchema });

export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPassword = z.infer<typeof forgotPasswordSchema>;

/** The one new-password rule, the same as at sign-up. */
export const newPasswordSchema = credentialsSchema.shape.password;

export const resetPasswordSchema = z.object({ token: tokenSchema, password: newPasswordSchema });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

export const changePasswordSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: newPasswordSchema,
});
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** The one answer to "forgot password", whether or not the address belongs to anyone. */
export const FORGOT_PASSWORD_ANSWER = "If that address belongs to an account, we've sent a link.";
export const EXPIRED_LINK_MESSAGE = "This link has expired or was already used.";
export const EMAIL_IN_USE_MESSAGE = "That address is already in use.";
