/**
 * The current password, asked before a change a stolen session must not be able to make on its
 * own (the address, the password, two-factor sign-in): a session cookie alone is not the member.
 * A wrong password is a guess like a failed login and counts with them, so a thief cannot try
 * passwords here faster than at the login form.
 */
import type { Request } from "express";
import { ZodError } from "zod";
import { WRONG_CURRENT_PASSWORD_MESSAGE } from "@shared/account-recovery";
import type { MemberRef } from "@shared/members";
import { verifyAgainstNothing, verifyPassword } from "../auth/password";
import type { Limits } from "../config/limits";
import type { Database } from "../db";
import { accountCredentialsRepository } from "../repositories/account-credentials.repository";
import { loginThrottle } from "./login-throttle";

/**
 * A 400 that names the `currentPassword` field, through the one place Zod errors become HTTP, so
 * a form puts the message under that field like any other field issue.
 */
function wrongCurrentPassword(): ZodError {
  return new ZodError([
    { code: "custom", path: ["currentPassword"], message: WRONG_CURRENT_PASSWORD_MESSAGE, input: undefined },
  ]);
}

/** The check over `db`, throttled by the login limits. */
export function currentPasswordCheck(
  db: Database,
  limits: Pick<Limits, "loginFailuresPerUsername" | "loginFailuresPerAddress">,
) {
  const throttle = loginThrottle(db, {
    perUsername: limits.loginFailuresPerUsername,
    perAddress: limits.loginFailuresPerAddress,
  });
  return {
    /**
     * Resolves when `password` is `member`'s current password; otherwise throws a 400 naming
     * `currentPassword` (or 429 once too many guesses came from this address).
     */
    async confirm(req: Request, member: MemberRef, password: string): Promise<void> {
      await throttle.countAttempt(req, member.username);
      const account = await accountCredentialsRepository(db).passwordHashOf(member.id);
      const isRight = account
        ? await verifyPassword(account.passwordHash, password)
        : await verifyAgainstNothing(password);
      if (!isRight) throw wrongCurrentPassword();
      await throttle.recordSuccess(req, member.username);
    },
  };
}

/** What `currentPasswordCheck` returns. */
export type CurrentPasswordCheck = ReturnType<typeof currentPasswordCheck>;
