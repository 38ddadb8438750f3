/** Email for recovery and passwords after sign-up: the calls behind the settings sections and the link pages. */
import type {
  AccountEmail,
  AddEmail,
  ChangePassword,
  RemoveEmail,
  ResetPassword,
  RevertEmailAnswer,
  SignUp,
} from "@shared/account-recovery";
import type { SessionUser } from "@shared/api";
import { callApi, getJson, sendJson } from "@/lib/api";

export const ACCOUNT_EMAIL_URL = "/api/account/email";

export function fetchAccountEmail(): Promise<AccountEmail> {
  return getJson<AccountEmail>(ACCOUNT_EMAIL_URL);
}

/** Mails a verification link to `email` (the current password proves it is the member); the address is the account's once it is opened. */
export function requestEmailVerification(input: AddEmail): Promise<{ pendingEmail: string }> {
  return sendJson<{ pendingEmail: string }>("POST", ACCOUNT_EMAIL_URL, input);
}

export function removeAccountEmail(input: RemoveEmail): Promise<void> {
  return sendJson<void>("DELETE", ACCOUNT_EMAIL_URL, input);
}

/** The undo link mailed to a replaced or removed address: puts it back and answers a token for a new password. */
export function revertEmail(token: string): Promise<RevertEmailAnswer> {
  return sendJson<RevertEmailAnswer>("POST", `${ACCOUNT_EMAIL_URL}/revert`, { token });
}

export function verifyEmail(token: string): Promise<{ email: string }> {
  return sendJson<{ email: string }>("POST", `${ACCOUNT_EMAIL_URL}/verify`, { token });
}

/** Always answers the same message, whether or not the address belongs to anyone. */
export function requestPasswordReset(email: string): Promise<{ message: string }> {
  return sendJson<{ message: string }>("POST", "/api/password/forgot", { email });
}

export function resetPassword(input: ResetPassword): Promise<{ message: string }> {
  return sendJson<{ message: string }>("POST", "/api/password/reset", input);
}

export function changePassword(input: ChangePassword): Promise<void> {
  return callApi("POST /api/account/password", { body: input });
}

/** Sign-up with an optional address for recovery (POST /api/register). */
export function signUp(input: SignUp): Promise<{ user: SessionUser }> {
  return sendJson<{ user: SessionUser }>("POST", "/api/register", input);
}
