/** Two-factor sign-in calls: the member's own settings, and the login's password and code steps. */
import type { SessionUser } from "@shared/api";
import type { Credentials } from "@shared/credentials";
import type {
  ConfirmTwoFactor,
  DisableTwoFactor,
  LoginTwoFactor,
  RecoveryCodesAnswer,
  RegenerateRecoveryCodes,
  StartTwoFactor,
  TwoFactorRequiredAnswer,
  TwoFactorSetup,
  TwoFactorStatus,
} from "@shared/two-factor";
import { getJson, sendJson } from "@/lib/api";

const BASE = "/api/account/two-factor";

export function fetchTwoFactorStatus(): Promise<TwoFactorStatus> {
  return getJson<TwoFactorStatus>(BASE);
}

/** A new secret for the authenticator app, once the current password is right. */
export function startTwoFactorSetup(body: StartTwoFactor): Promise<TwoFactorSetup> {
  return sendJson<TwoFactorSetup>("POST", `${BASE}/setup`, body);
}

export function confirmTwoFactor(body: ConfirmTwoFactor): Promise<RecoveryCodesAnswer> {
  return sendJson<RecoveryCodesAnswer>("POST", `${BASE}/confirm`, body);
}

export function regenerateRecoveryCodes(body: RegenerateRecoveryCodes): Promise<RecoveryCodesAnswer> {
  return sendJson<RecoveryCodesAnswer>("POST", `${BASE}/recovery-codes`, body);
}

export function disableTwoFactor(body: DisableTwoFactor): Promise<void> {
  return sendJson<void>("DELETE", BASE, body);
}

/** POST /api/login: the member, or word that a code comes next. */
export function logInWithPassword(credentials: Credentials): Promise<{ user: SessionUser } | TwoFactorRequiredAnswer> {
  return sendJson<{ user: SessionUser } | TwoFactorRequiredAnswer>("POST", "/api/login", credentials);
}

/** POST /api/login/two-factor: the code (or a recovery code) that finishes the login. */
export function logInWithSecondFactor(body: LoginTwoFactor): Promise<{ user: SessionUser }> {
  return sendJson<{ user: SessionUser }>("POST", "/api/login/two-factor", body);
}
