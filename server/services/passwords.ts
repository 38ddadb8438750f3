/**
 * Passwords after sign-up: a reset by mailed link for a member who forgot theirs, and a change for
 * a member who knows it. Either signs out other sessions, so someone who had the old password (or
 * a stolen cookie) is shut out.
 */
import { EXPIRED_LINK_MESSAGE } from "@shared/account-recovery";
import { hashPassword, verifyPassword } from "../auth/password";
import type { Database } from "../db";
import { badRequest } from "../lib/http-error";
import { resetPasswordMessage } from "../mail/messages";
import { notifyMailQueued } from "../mail/outbox-signal";
import { accountCredentialsRepository } from "../repositories/account-credentials.repository";
import { accountTokensRepository } from "../repositories/account-tokens.repository";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import { sessionsRepository } from "../repositories/sessions.repository";
import { inTransaction } from "../repositories/transaction";
import { hashLinkToken, linkWithToken, newLinkToken } from "./account-links";

/** How long a reset link works. */
export const RESET_LINK_VALID_MS = 30 * 60 * 1000;

/** The password use cases over `db`. */
export function passwordsService(db: Database) {
  return {
    /**
     * Mails a reset link when `email` is some member's verified address, and otherwise does
     * nothing: the caller answers the same either way. Older reset links stop working.
     */
    async requestReset(email: string): Promise<void> {
      const member = await accountCredentialsRepository(db).findByEmail(email);
      if (!member) return;
      await inTransaction(db, async (tx) => {
        const tokens = accountTokensRepository(tx);
        await tokens.retireAll(member.id, "reset-password");
        const { token, tokenHash } = newLinkToken();
        await tokens.create({ userId: member.id, purpose: "reset-password", tokenHash, validMs: RESET_LINK_VALID_MS });
        const link = linkWithToken("/reset-password", token);
        await mailOutboxRepository(tx).enqueue(
          resetPasswordMessage({ userId: member.id, username: member.username, email: member.email, link }),
        );
      });
      notifyMailQueued();
    },

    /**
     * Sets a new password from a reset link and signs the member out everywhere. The token is
     * checked before the (slow) hash so forged links cost little, and taken in the transaction so
     * a link works once even when opened twice at the same moment.
     */
    async reset(token: string, password: string): Promise<void> {
      const tokenHash = hashLinkToken(token);
      if (!(await accountTokensRepository(db).findLive(tokenHash, "reset-password"))) {
        throw badRequest(EXPIRED_LINK_MESSAGE);
      }
      const passwordHash = await hashPassword(password);
      await inTransaction(db, async (tx) => {
        const used = await accountTokensRepository(tx).consume(tokenHash, "reset-password");
        if (!used) throw badRequest(EXPIRED_LINK_MESSAGE);
        await accountCredentialsRepository(tx).setPasswordHash(used.userId, passwordHash);
        await accountTokensRepository(tx).retireAll(used.userId, "reset-password");
        await sessionsRepository(tx).deleteForUser(used.userId);
      });
    },

    /**
     * Changes the password of a member who knows the current one, signing out every session but
     * `keepSid` (the one asking). Answers false, changing nothing, when `currentPassword` is wrong.
     */
    async change(userId: string, currentPassword: string, newPassword: string, keepSid: string): Promise<boolean> {
      const account = await accountCredentialsRepository(db).passwordHashOf(userId);
      if (!account || !(await verifyPassword(account.passwordHash, currentPassword))) return false;
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(db, async (tx) => {
        await accountCredentialsRepository(tx).setPasswordHash(userId, passwordHash);
        // A reset link in flight was asked for with the old password forgotten; it is moot now.
        await accountTokensRepository(tx).retireAll(userId, "reset-password");
        await sessionsRepository(tx).deleteForUser(userId, keepSid);
      });
      return true;
    },
  };
}

/** What `passwordsService` returns. */
export type PasswordsService = ReturnType<typeof passwordsService>;
