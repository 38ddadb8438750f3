/**
 * Two-factor sign-in (docs/security.md#accounts-and-sessions): turning it on with an authenticator
 * app, recovery codes, and checking a second factor at login or before something only the account's
 * owner may do. Secrets and codes never leave here except to their owner, once.
 */
import crypto from "node:crypto";
import {
  RECOVERY_CODE_ALPHABET,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  isAuthenticatorCode,
  normalizeRecoveryCode,
} from "@shared/two-factor";
import {
  ALREADY_ON,
  NOT_ON,
  WRONG_CODE,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from "@shared/contracts/two-factor.contract";
import { matchingTotpStep, newTotpSecret, otpauthUri, qrCodeSvg } from "../auth/totp";
import type { Database } from "../db";
import { badRequest, conflict } from "../lib/http-error";
import { inTransaction } from "../repositories/transaction";
import { twoFactorRepository } from "../repositories/two-factor.repository";

/** One fresh recovery code as shown: "4k7m2-q9xbd" (50 random bits). */
function newRecoveryCode(): string {
  let code = "";
  for (let index = 0; index < RECOVERY_CODE_LENGTH; index++)
    code += RECOVERY_CODE_ALPHABET[crypto.randomInt(RECOVERY_CODE_ALPHABET.length)];
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

/** What is stored for a recovery code: SHA-256 of its normalized form (it is random, so no salt is needed). */
function recoveryCodeHash(normalized: string): string {
  return crypto.createHash("sha256").update(normalized).digest("hex");
}

/** Ten fresh codes as shown, and their hashes as stored. */
function freshRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  return { codes, hashes: codes.map((code) => recoveryCodeHash(normalizeRecoveryCode(code)!)) };
}

/** What a member may offer as their second factor. */
export interface SecondFactorInput {
  /** A 6-digit authenticator code; a recovery code sent here is read as one. */
  code?: string;
  recoveryCode?: string;
}

/**
 * True when `input` proves the member's second factor: an authenticator code for a step later than
 * the last one accepted (which it then becomes), or an unused recovery code (which is then spent).
 * A `code` that is not six digits but reads as a recovery code is tried as one, so a form with a
 * single "code" field takes either. A member without two-factor sign-in has nothing to prove:
 * true, whatever the input. Callers that take guesses from the outside throttle them
 * (twoFactorThrottle in server/services/two-factor-throttle.ts).
 */
export async function verifySecondFactor(db: Database, userId: string, input: SecondFactorInput): Promise<boolean> {
  const repository = twoFactorRepository(db);
  const state = await repository.status(userId);
  if (!state) return false;
  if (state.secret === null) return true;
  const code = input.code?.trim();
  if (code !== undefined && isAuthenticatorCode(code)) {
    const step = matchingTotpStep(state.secret, code.replace(/\s/g, ""));
    return step !== undefined && (await repository.acceptStep(userId, step));
  }
  const recovery = normalizeRecoveryCode(input.recoveryCode ?? code ?? "");
  if (recovery === undefined) return false;
  return repository.spendRecoveryCode(userId, recoveryCodeHash(recovery));
}

/** The two-factor use cases over `db`. */
export function twoFactorService(db: Database) {
  const repository = twoFactorRepository(db);

  return {
    /** Whether it is on, and how many recovery codes are left. */
    async status(userId: string): Promise<TwoFactorStatus> {
      const state = await repository.status(userId);
      return { enabled: Boolean(state?.secret), recoveryCodesLeft: state?.secret ? state.recoveryCodesLeft : 0 };
    },

    /** A new secret for `username`'s authenticator (409 when it is already on); nothing is stored yet. */
    async startSetup(userId: string, username: string): Promise<TwoFactorSetup> {
      if (await repository.isEnabled(userId)) throw conflict(ALREADY_ON);
      const secret = newTotpSecret();
      const uri = otpauthUri(secret, username);
      return { secret, otpauthUri: uri, qrCodeSvg: await qrCodeSvg(uri) };
    },

    /**
     * Turns it on with the pending `secret` once `code` shows the app has it (400 otherwise), and
     * answers the ten recovery codes, the only time they are ever shown.
     */
    async confirmSetup(userId: string, secret: string, code: string): Promise<string[]> {
      const step = matchingTotpStep(secret, code);
      if (step === undefined) throw badRequest(WRONG_CODE);
      const { codes, hashes } = freshRecoveryCodes();
      await inTransaction(db, async (tx) => {
        const inTx = twoFactorRepository(tx);
        if (!(await inTx.enable(userId, secret, step))) throw conflict(ALREADY_ON);
        await inTx.replaceRecoveryCodes(userId, hashes);
      });
      return codes;
    },

    /** New recovery codes for `code` (400 when wrong); the old ones, used or not, stop working. */
    async regenerateRecoveryCodes(userId: string, code: string): Promise<string[]> {
      if (!(await repository.isEnabled(userId))) throw conflict(NOT_ON);
      if (!(await verifySecondFactor(db, userId, { code }))) throw badRequest(WRONG_CODE);
      const { codes, hashes } = freshRecoveryCodes();
      await inTransaction(db, (tx) => twoFactorRepository(tx).replaceRecoveryCodes(userId, hashes));
      return codes;
    },

    /** Turns it off for `code` (400 when wrong); the caller has checked the password. */
    async disable(userId: string, code: string): Promise<void> {
      if (!(await repository.isEnabled(userId))) throw conflict(NOT_ON);
      if (!(await verifySecondFactor(db, userId, { code }))) throw badRequest(WRONG_CODE);
      await inTransaction(db, (tx) => twoFactorRepository(tx).disable(userId));
    },

    /** Whether `userId` has it on (login asks for a code then). */
    isEnabled: (userId: string) => repository.isEnabled(userId),
  };
}
