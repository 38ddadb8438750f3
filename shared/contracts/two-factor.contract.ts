/**
 * /api/account/two-factor: the signed-in member's own two-factor sign-in. Setup (with the current
 * password) shows a secret, confirm proves the app has it and answers the recovery codes once; new
 * recovery codes need a code; turning it off needs the current password and a code. The login's
 * code step (POST /api/login/two-factor) is not here.
 */
import { z } from "zod";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "../account-recovery";
import {
  confirmTwoFactorSchema,
  disableTwoFactorSchema,
  regenerateRecoveryCodesSchema,
  startTwoFactorSchema,
} from "../two-factor";
import { defineRoute, type WireAnswer } from "./route-contract";

export const WRONG_CODE = "That code didn't work. Check your authenticator app and try the newest code.";
export const ALREADY_ON = "Two-factor sign-in is already on.";
export const NOT_ON = "Two-factor sign-in is not on.";
/** Confirming with no setup started in this session (or it was confirmed already). */
export const NO_PENDING_SETUP = "Start again: choose “Turn on two-factor sign-in” to get a new code to scan.";

export const twoFactorStatusAnswer = z.strictObject({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});

/** What the authenticator app needs. */
export const twoFactorSetupAnswer = z.strictObject({
  /** The secret in base 32, for typing in by hand. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG document. */
  qrCodeSvg: z.string(),
});

/** Fresh recovery codes, shown once. */
const recoveryCodesAnswer = z.strictObject({ recoveryCodes: z.array(z.string()) });

/** Whether it is on, as the server's service makes it. */
export type TwoFactorStatus = z.output<typeof twoFactorStatusAnswer>;
/** A new setup as the server's service makes it. */
export type TwoFactorSetup = z.output<typeof twoFactorSetupAnswer>;

export const twoFactorContract = {
  status: defineRoute({
    method: "GET",
    path: "/api/account/two-factor",
    summary: "Whether the member's two-factor sign-in is on, and how many recovery codes are left",
    access: "member",
    status: 200,
    answer: twoFactorStatusAnswer,
  }),
  setup: defineRoute({
    method: "POST",
    path: "/api/account/two-factor/setup",
    summary: "Starts turning it on (the current password first): a new secret for the authenticator app",
    access: "member",
    body: startTwoFactorSchema,
    status: 200,
    answer: twoFactorSetupAnswer,
    errors: { 400: WRONG_CURRENT_PASSWORD_MESSAGE, 409: ALREADY_ON },
  }),
  confirm: defineRoute({
    method: "POST",
    path: "/api/account/two-factor/confirm",
    summary: "Turns it on with the first code from the app and answers the recovery codes, once",
    access: "member",
    body: confirmTwoFactorSchema,
    status: 200,
    answer: recoveryCodesAnswer,
    errors: { 400: WRONG_CODE, 409: NO_PENDING_SETUP },
  }),
  recoveryCodes: defineRoute({
    method: "POST",
    path: "/api/account/two-factor/recovery-codes",
    summary: "New recovery codes for a current code (or a recovery code); the old ones stop working",
    access: "member",
    body: regenerateRecoveryCodesSchema,
    status: 200,
    answer: recoveryCodesAnswer,
    errors: { 400: WRONG_CODE, 409: NOT_ON },
  }),
  disable: defineRoute({
    method: "DELETE",
    path: "/api/account/two-factor",
    summary: "Turns it off, with the current password and a code (or a recovery code)",
    access: "member",
    body: disableTwoFactorSchema,
    status: 204,
    answer: null,
    errors: { 400: WRONG_CODE, 409: NOT_ON },
  }),
};

/** Whether it is on, as the client reads it. */
export type TwoFactorStatusView = WireAnswer<typeof twoFactorContract.status>;
/** A new setup as the client reads it. */
export type TwoFactorSetupView = WireAnswer<typeof twoFactorContract.setup>;
/** Fresh recovery codes as the client reads them. */
export type RecoveryCodesView = WireAnswer<typeof twoFactorContract.confirm>;
