/** Email for recovery and passwords after sign-up: the calls behind the settings sections and the link pages. */
import type { AddEmail, ChangePassword, RemoveEmail, ResetPassword, SignUp } from "@shared/account-recovery";
import type {
  AccountEmailView,
  PendingEmailView,
  RevertEmailView,
  VerifiedEmailView,
} from "@shared/contracts/account-email.contract";
import type { PasswordMessageView } from "@shared/contracts/password-reset.contract";
import type { SignedInView } from "@shared/contracts/sign-in.contract";
import { callApi } from "@/lib/api";

export function fetchAccountEmail(): Promise<AccountEmailView> {
  return callApi("GET /api/account/email");
}

/** Mails a verification link to `email` (the current password proves it is the member); the address is the account's once it is opened. */
export function requestEmailVerification(input: AddEmail): Promise<PendingEmailView> {
  return callApi("POST /api/account/email", { body: input });
}

export function removeAccountEmail(input: RemoveEmail): Promise<void> {
  return callApi("DELETE /api/account/email", { body: input });
}

/** The undo link mailed to a replaced or removed address: puts it back and answers a token for a new password. */
export function revertEmail(token: string): Promise<RevertEmailView> {
  return callApi("POST /api/account/email/revert", { body: { token } });
}

export function verifyEmail(token: string): Promise<VerifiedEmailView> {
  return callApi("POST /api/account/email/verify", { body: { token } });
}

/** Always answers the same message, whether or not the address belongs to anyone. */
export function requestPasswordReset(email: string): Promise<PasswordMessageView> {
  return callApi("POST /api/password/forgot", { body: { email } });
}

export function resetPassword(input: ResetPassword): Promise<PasswordMessageView> {
  return callApi("POST /api/password/reset", { body: input });
}

export function changePassword(input: ChangePassword): Promise<void> {
  return callApi("POST /api/account/password", { body: input });
}

/** Sign-up with an optional address for recovery (POST /api/register). */
export function signUp(input: SignUp): Promise<SignedInView> {
  return callApi("POST /api/register", { body: input });
}
