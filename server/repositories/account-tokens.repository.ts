/**
 * Single-use links sent by mail (verifying an address, resetting a password, undoing an address
 * change). Only a SHA-256 of
 * each token is stored, so someone who reads the database cannot use a link still in flight.
 */
import { and, desc, eq, gt, gte, isNull, sql } from "drizzle-orm";
import { accountTokens } from "@shared/schema";
import { type AccountTokenPurpose } from "@shared/constants";
import type { Executor } from "../db";
import { nowPlus } from "./database-clock";

/** A token taken by `consume`: whose it was, the address it is about (verify-email, revert-email), and when it was made. */
export interface ConsumedToken {
  userId: string;
  email: string | null;
  createdAt: Date;
}

const consumedColumns = {
  userId: accountTokens.userId,
  email: accountTokens.email,
  createdAt: accountTokens.createdAt,
};

const live = and(isNull(accountTokens.usedAt), gt(accountTokens.expiresAt, sql`now()`));

/** Account token queries; `db` may be a transaction. */
export function accountTokensRepository(db: Executor) {
  return {
    /** Stores a token by its hash, valid for `validMs` from the database's now. */
    async create(input: {
      userId: string;
      purpose: AccountTokenPurpose;
      tokenHash: string;
      email?: string;
      validMs: number;
    }): Promise<void> {
      await db.insert(accountTokens).values({
        userId: input.userId,
        purpose: input.purpose,
        tokenHash: input.tokenHash,
        email: input.email ?? null,
        expiresAt: nowPlus(input.validMs),
      });
    },

    /** The unused, unexpired token with this hash and purpose, without using it; undefined when none. */
    async findLive(tokenHash: string, purpose: AccountTokenPurpose): Promise<ConsumedToken | undefined> {
      const [row] = await db
        .select(consumedColumns)
        .from(accountTokens)
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), live));
      return row;
    },

    /**
     * Marks the token used in one statement and answers whose it was; undefined when it is unknown,
     * used or expired. Two requests with one link: exactly one gets it.
     */
    async consume(tokenHash: string, purpose: AccountTokenPurpose): Promise<ConsumedToken | undefined> {
      const [row] = await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.tokenHash, tokenHash), eq(accountTokens.purpose, purpose), live))
        .returning(consumedColumns);
      return row;
    },

    /** Uses up every live token of `purpose` the member has, so older links stop working. */
    async retireAll(userId: string, purpose: AccountTokenPurpose): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, purpose), live));
    },

    /**
     * Uses up the member's live tokens of `purpose` made at or after `since`. Undoing an address
     * change makes the changes after it moot, while an older undo link (the address the account
     * had first) keeps working: whoever made a later change cannot shut out the first owner.
     */
    async retireSince(userId: string, purpose: AccountTokenPurpose, since: Date): Promise<void> {
      await db
        .update(accountTokens)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(accountTokens.userId, userId),
            eq(accountTokens.purpose, purpose),
            gte(accountTokens.createdAt, since),
            live,
          ),
        );
    },

    /** The address of the member's newest live verify-email token: what they are waiting to confirm. */
    async pendingEmail(userId: string): Promise<string | null> {
      const [row] = await db
        .select({ email: accountTokens.email })
        .from(accountTokens)
        .where(and(eq(accountTokens.userId, userId), eq(accountTokens.purpose, "verify-email"), live))
        .orderBy(desc(accountTokens.createdAt))
        .limit(1);
      return row?.email ?? null;
    },
  };
}
