/**
 * The two-factor columns of `users` (totp_secret, totp_last_step) and the `recovery_codes` table.
 * Each code is spent by one atomic UPDATE ... RETURNING, so two requests racing with the same code
 * cannot both succeed.
 */
import { and, count, eq, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { recoveryCodes, users } from "@shared/schema";
import type { Executor } from "../db";

/** The two-factor data of users and their recovery codes over `db` (or a transaction). */
export function twoFactorRepository(db: Executor) {
  return {
    /** The member's secret (null when two-factor sign-in is off) and their unused recovery codes. */
    async status(userId: string): Promise<{ secret: string | null; recoveryCodesLeft: number } | undefined> {
      const [row] = await db.select({ secret: users.totpSecret }).from(users).where(eq(users.id, userId));
      if (!row) return undefined;
      const [left] = await db
        .select({ count: count() })
        .from(recoveryCodes)
        .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)));
      return { secret: row.secret, recoveryCodesLeft: Number(left?.count ?? 0) };
    },

    /** Whether the member has two-factor sign-in on (one indexed lookup, for the moderator check). */
    async isEnabled(userId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNotNull(users.totpSecret)));
      return row !== undefined;
    },

    /**
     * Turns it on with `secret`, remembering `step` (the confirming code's) as used. False when it
     * was already on (another tab confirmed first): nothing is changed then.
     */
    async enable(userId: string, secret: string, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpSecret: secret, totpLastStep: step })
        .where(and(eq(users.id, userId), isNull(users.totpSecret)))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Turns it off: no secret, no last step, no recovery codes. */
    async disable(userId: string): Promise<void> {
      await db.update(users).set({ totpSecret: null, totpLastStep: null }).where(eq(users.id, userId));
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    },

    /**
     * Records `step` as the last accepted one, only if it is later than the last accepted step:
     * false for a code already used (or an older one), so a code seen over someone's shoulder
     * cannot be replayed, even by two requests at once.
     */
    async acceptStep(userId: string, step: number): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ totpLastStep: step })
        .where(
          and(
            eq(users.id, userId),
            isNotNull(users.totpSecret),
            or(isNull(users.totpLastStep), lt(users.totpLastStep, step)),
          ),
        )
        .returning({ id: users.id });
      return rows.length > 0;
    },

    /** Replaces every recovery code of the member with `codeHashes` (used or not, the old ones go). */
    async replaceRecoveryCodes(userId: string, codeHashes: string[]): Promise<void> {
      await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
      if (codeHashes.length > 0)
        await db.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ userId, codeHash })));
    },

    /** Marks the unused code `codeHash` used; false when there is no such unused code. */
    async spendRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
      const rows = await db
        .update(recoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, codeHash), isNull(recoveryCodes.usedAt)),
        )
        .returning({ userId: recoveryCodes.userId });
      return rows.length > 0;
    },
  };
}
