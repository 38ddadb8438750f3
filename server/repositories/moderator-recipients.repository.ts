/** The moderators a crisis alert or an author's answer reaches, with what decides how it reaches them. */
import { and, eq, inArray } from "drizzle-orm";
import { users } from "@shared/schema";
import type { Executor } from "../db";

export interface ModeratorRecipient {
  id: string;
  /** A verified address, or null (then only the bell tells them). */
  email: string | null;
  /** Whether they chose mail for crisis holds (their settings; on unless turned off). */
  crisisAlertMail: boolean;
  breakStartedAt: Date | null;
  breakEndsAt: Date | null;
}

const recipientColumns = {
  id: users.id,
  email: users.email,
  crisisAlertMail: users.crisisAlertMail,
  breakStartedAt: users.breakStartedAt,
  breakEndsAt: users.breakEndsAt,
};

export function moderatorRecipientsRepository(executor: Executor) {
  return {
    /** Every moderator; `only` narrows it to these accounts (those who are still moderators). */
    list(only?: string[]): Promise<ModeratorRecipient[]> {
      return executor
        .select(recipientColumns)
        .from(users)
        .where(and(eq(users.role, "moderator"), only ? inArray(users.id, only) : undefined))
        .orderBy(users.id);
    },
  };
}
