/**
 * Two-factor sign-in (docs/security.md#accounts-and-sessions): what the browser and the server both
 * read. The form schemas of /api/account/two-factor and /api/login/two-factor, the login's answer,
 * and the recovery-code format; the settings routes' answers are in contracts/two-factor.contract.ts.
 */
import { z } from "zod";
import { currentPasswordSchema } from "./account-recovery";

/** The `code` a 403 carries when a moderator must set up two-factor sign-in before moderating. */
export const TWO_FACTOR_REQUIRED_CODE = "two-factor-required";

/** How many recovery codes a member gets at a time. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * Recovery codes are two groups of five from Crockford's base-32 alphabet (no I, L, O or U),
 * shown in lower case: 50 random bits each, easy to read aloud and to type.
 */
export const RECOVERY_CODE_ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";
export const RECOVERY_CODE_LENGTH = 10;

/**
 * A recovery code as stored and compared: lower case without spaces or dashes, with the letters
 * people confuse read as the digits they look like (o → 0, i and l → 1). Undefined when what is
 * left is not ten characters of the alphabet.
 */
export function normalizeRecoveryCode(text: string): string | undefined {
  const cleaned = text.toLowerCase().replace(/[\s-]/g, "").replace(/o/g, "0").replace(/[il]/g, "1");
  if (cleaned.length !== RECOVERY_CODE_LENGTH) return undefined;
  for (const character of cleaned) if (!RECOVERY_CODE_ALPHABET.includes(character)) return undefined;
  return cleaned;
}

/** True when `text` is a 6-digit authenticator code (spaces allowed, as apps show "123 456"). */
export function isAuthenticatorCode(text: string): boolean {
  return /^\d{6}$/.test(text.replace(/\s/g, ""));
}

const authenticatorCode = z
  .string({ error: "Enter the 6-digit code from your authenticator app" })
  .trim()
  .max(20, "Enter the 6-digit code from your authenticator app")
  .transform((text) => text.replace(/\s/g, ""))
  .refine((text) => /^\d{6}$/.test(text), "Enter the 6-digit code from your authenticator app");

/** An authenticator code or a recovery code, as where either will do (turning it off, new codes). */
const codeOrRecoveryCode = z
  .string({ error: "Enter a code from your authenticator app or a recovery code" })
  .trim()
  .min(1, "Enter a code from your authenticator app or a recovery code")
  .max(40, "Enter a code from your authenticator app or a recovery code")
  .refine(
    (text) => isAuthenticatorCode(text) || normalizeRecoveryCode(text) !== undefined,
    "Enter a code from your authenticator app or a recovery code",
  );

const recoveryCode = z
  .string({ error: "Enter one of your recovery codes" })
  .trim()
  .max(40, "Enter one of your recovery codes")
  .refine((text) => normalizeRecoveryCode(text) !== undefined, "Enter one of your recovery codes, like 4k7m2-q9xbd");

/** POST /api/account/two-factor/setup: the current password before a secret is shown. */
export const startTwoFactorSchema = z.object({ currentPassword: currentPasswordSchema });
export type StartTwoFactor = z.infer<typeof startTwoFactorSchema>;

/** POST /api/account/two-factor/confirm: the first code from the newly added authenticator. */
export const confirmTwoFactorSchema = z.object({ code: authenticatorCode });
export type ConfirmTwoFactor = z.infer<typeof confirmTwoFactorSchema>;

/** POST /api/account/two-factor/recovery-codes: a current code (or a recovery code) before new codes. */
export const regenerateRecoveryCodesSchema = z.object({ code: codeOrRecoveryCode });
export type RegenerateRecoveryCodes = z.infer<typeof regenerateRecoveryCodesSchema>;

/** DELETE /api/account/two-factor: the current password and a code (or a recovery code) turn it off. */
export const disableTwoFactorSchema = z.object({
  currentPassword: currentPasswordSchema,
  code: codeOrRecoveryCode,
});
export type DisableTwoFactor = z.infer<typeof disableTwoFactorSchema>;

/** The login's code step with an authenticator code. */
export const codeLoginSchema = z.object({ code: authenticatorCode }).strict();
/** The login's code step with a recovery code instead. */
export const recoveryCodeLoginSchema = z.object({ recoveryCode }).strict();

/** POST /api/login/two-factor: the second step of a login, with exactly one of the two. */
export const loginTwoFactorSchema = z.union([codeLoginSchema, recoveryCodeLoginSchema], {
  error: "Enter the 6-digit code from your authenticator app, or a recovery code",
});
export type LoginTwoFactor = z.infer<typeof loginTwoFactorSchema>;
