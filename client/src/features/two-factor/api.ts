/** Two-factor sign-in calls: the member's own settings, and the login's password and code steps. */
import type { Credentials } from "@shared/credentials";
import type { LoginView, SignedInView } from "@shared/contracts/sign-in.contract";
import type { RecoveryCodesView, TwoFactorSetupView, TwoFactorStatusView } from "@shared/contracts/two-factor.contract";
import type {
  ConfirmTwoFactor,
  DisableTwoFactor,
  LoginTwoFactor,
  RegenerateRecoveryCodes,
  StartTwoFactor,
} from "@shared/two-factor";
import { callApi } from "@/lib/api";

export function fetchTwoFactorStatus(): Promise<TwoFactorStatusView> {
  return callApi("GET /api/account/two-factor");
}

/** A new secret for the authenticator app, once the current password is right. */
export function startTwoFactorSetup(body: StartTwoFactor): Promise<TwoFactorSetupView> {
  return callApi("POST /api/account/two-factor/setup", { body });
}

export function confirmTwoFactor(body: ConfirmTwoFactor): Promise<RecoveryCodesView> {
  return callApi("POST /api/account/two-factor/confirm", { body });
}

export function regenerateRecoveryCodes(body: RegenerateRecoveryCodes): Promise<RecoveryCodesView> {
  return callApi("POST /api/account/two-factor/recovery-codes", { body });
}

export function disableTwoFactor(body: DisableTwoFactor): Promise<void> {
  return callApi("DELETE /api/account/two-factor", { body });
}

/** POST /api/login: the member, or word that a code comes next. */
export function logInWithPassword(credentials: Credentials): Promise<LoginView> {
  return callApi("POST /api/login", { body: credentials });
}

/** POST /api/login/two-factor: the code (or a recovery code) that finishes the login. */
export function logInWithSecondFactor(body: LoginTwoFactor): Promise<SignedInView> {
  return callApi("POST /api/login/two-factor", { body });
}
