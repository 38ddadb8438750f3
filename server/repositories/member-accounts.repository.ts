/**
 * SQL moderation needs about members' accounts: who several of them are (with their suspension),
 * and suspending or lifting a suspension, inside the transaction of the action.
 */
import { eq, inArray } from "drizzle-orm";
import { users } from "@shared/schema";
import { type UserRole } from "@shared/constants";
import type { Executor } from "../db";

export interface MemberAccount {
  id: string;
  username: string;
  role: UserRole;
  suspendedAt: Date | null;
  suspendedUntil: Date | null;
}

const columns = {
  id: users.id,
  username: users.username,
  role: users.role,
  suspendedAt: users.suspendedAt,
  suspendedUntil: users.suspendedUntil,
};

/** Member account queries; `executor` may be a transaction. */
export function memberAccountsRepository(executor: Executor) {
  return {
    /** The accounts among `ids` that still exist. */
    async findMany(ids: string[]): Promise<MemberAccount[]> {
      if (ids.length === 0) return [];
      return executor.select(columns).from(users).where(inArray(users.id, ids));
    },

    /** One account, locked until the transaction ends; undefined when there is none. */
    async lock(id: string): Promise<MemberAccount | undefined> {
      const [row] = await executor.select(columns).from(users).where(eq(users.id, id)).for("update");
      return row;
    },

    /** Suspends the account from now until `until` (null: until lifted). */
    async suspend(id: string, until: Date | null): Promise<MemberAccount> {
      const [row] = await executor
        .update(users)
        .set({ suspendedAt: new Date(), suspendedUntil: until })
        .where(eq(users.id, id))
        .returning(columns);
      return row!;
    },

    async lift(id: string): Promise<MemberAccount> {
      const [row] = await executor
        .update(users)
        .set({ suspendedAt: null, suspendedUntil: null })
        .where(eq(users.id, id))
        .returning(columns);
      return row!;
    },
  };
}
