/**
 * A moderator suspends a member for a time or until lifted (they can read but not write), or lifts
 * it (docs/decisions.md#safety-first). Each is one transaction: the change, its audit entry and the
 * member's notification commit together or not at all.
 */
import {
  MEMBER_NOT_FOUND,
  MODERATOR_NOT_SUSPENDED,
  OWN_ACCOUNT_NOT_SUSPENDED,
} from "@shared/contracts/moderation.contract";
import type { SuspensionBody, SuspensionState } from "@shared/safety/moderation";
import type { Database } from "../db";
import { forbidden, notFound } from "../lib/http-error";
import type { Viewer } from "../lib/viewer";
import { memberAccountsRepository, type MemberAccount } from "../repositories/member-accounts.repository";
import { moderationLogRepository } from "../repositories/moderation-log.repository";
import { inTransaction } from "../repositories/transaction";
import { notifyMember } from "./notify";
import { suspensionState } from "./suspension";

const DAY_MS = 24 * 60 * 60 * 1000;

/** A suspension's end as members read it (the same words as suspendedMessage). */
function untilText(until: Date): string {
  return until.toUTCString().replace(/:\d\d GMT$/, " GMT");
}

/** Suspending and lifting over `db`; the routes run checkSuspendable and checkMember before a body is read. */
export function memberSuspensionsService(db: Database) {
  return {
    /**
     * Refuses a member nobody may suspend (404 for nobody; 403 for a moderator or oneself), so the
     * route can answer that before it reads the body. `suspend` checks again on the locked row.
     */
    async checkSuspendable(memberId: string, moderator: Viewer): Promise<void> {
      const [member] = await memberAccountsRepository(db).findMany([memberId]);
      suspendable(member, moderator);
    },

    /** Refuses (404) a member who is not there, before the route reads a lift's body. */
    async checkMember(memberId: string): Promise<void> {
      const [member] = await memberAccountsRepository(db).findMany([memberId]);
      if (!member) throw notFound(MEMBER_NOT_FOUND);
    },

    /**
     * Suspends a member for 1, 7 or 30 days or until lifted: they can read but not write. Nobody
     * suspends a moderator or themselves.
     */
    async suspend(memberId: string, { days, reason }: SuspensionBody, moderator: Viewer): Promise<SuspensionState> {
      return inTransaction(db, async (tx) => {
        const accounts = memberAccountsRepository(tx);
        const member = suspendable(await accounts.lock(memberId), moderator);
        const until = days === null ? null : new Date(Date.now() + days * DAY_MS);
        const updated = await accounts.suspend(member.id, until);
        const length = days === null ? "until lifted" : `${days} ${days === 1 ? "day" : "days"}`;
        await moderationLogRepository(tx).append({
          moderatorId: moderator.id,
          moderatorName: moderator.username,
          action: "suspend",
          memberId: member.id,
          memberName: member.username,
          reason: `${reason} (${length})`,
        });
        await notifyMember(tx, {
          recipientId: member.id,
          kind: "moderation",
          actor: null,
          subject: `suspended your account until ${until ? untilText(until) : "a moderator lifts it"}: ${reason}`,
          url: "/guidelines",
        });
        return suspensionState(updated);
      });
    },

    /** Lifts a member's suspension at once. */
    async lift(memberId: string, { reason }: { reason: string }, moderator: Viewer): Promise<SuspensionState> {
      return inTransaction(db, async (tx) => {
        const accounts = memberAccountsRepository(tx);
        const member = await lockMember(accounts, memberId);
        const updated = await accounts.lift(member.id);
        await moderationLogRepository(tx).append({
          moderatorId: moderator.id,
          moderatorName: moderator.username,
          action: "lift-suspension",
          memberId: member.id,
          memberName: member.username,
          reason,
        });
        await notifyMember(tx, {
          recipientId: member.id,
          kind: "moderation",
          actor: null,
          subject: "lifted the suspension on your account",
          url: "/",
        });
        return suspensionState(updated);
      });
    },
  };
}

/** The member, when there is one and `moderator` may suspend them. */
function suspendable(member: MemberAccount | undefined, moderator: Viewer): MemberAccount {
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  if (member.id === moderator.id) throw forbidden(OWN_ACCOUNT_NOT_SUSPENDED);
  if (member.role === "moderator") throw forbidden(MODERATOR_NOT_SUSPENDED);
  return member;
}

async function lockMember(
  accounts: ReturnType<typeof memberAccountsRepository>,
  memberId: string,
): Promise<MemberAccount> {
  const member = await accounts.lock(memberId);
  if (!member) throw notFound(MEMBER_NOT_FOUND);
  return member;
}
