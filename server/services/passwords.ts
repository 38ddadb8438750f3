/**
 * Passwords after sign-up: a reset by mailed link for a member who forgot theirs, and a change for
 * a member who knows it. Either signs out other sessions, so someone who had the old password (or
 * a stolen cookie) is shut out; a change is also told to the member's address.
 */
import { EXPIRED_LINK_MESSAGE } from "@shared/account-recovery";
import type { MemberRef } from "@shared/members";
import { hashPassword } from "../auth/password";
import type { Database } from "../db";
import { badRequest } from "../lib/http-error";
import { passwordChangedMessage, resetPasswordMessage } from "../mail/messages";
import { notifyMailQueued } from "../mail/outbox-signal";
import { siteLink } from "../mail/site-links";
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
     * Changes the password of a member (the caller has checked the current one), signing out every
     * session but `keepSid` (the one asking), and tells their verified address, with the way to
     * a reset link if it was not them.
     */
    async change(member: MemberRef, newPassword: string, keepSid: string): Promise<void> {
      const passwordHash = await hashPassword(newPassword);
      await inTransaction(db, async (tx) => {
        const credentials = accountCredentialsRepository(tx);
        await credentials.setPasswordHash(member.id, passwordHash);
        // A reset link in flight was asked for with the old password forgotten; it is moot now.
        await accountTokensRepository(tx).retireAll(member.id, "reset-password");
        await sessionsRepository(tx).deleteForUser(member.id, keepSid);
        const email = await credentials.emailOf(member.id);
        if (email) {
          await mailOutboxRepository(tx).enqueue(
            passwordChangedMessage({
              userId: member.id,
              username: member.username,
              email,
              forgotLink: siteLink("/forgot-password"),
            }),
          );
        }
      });
      notifyMailQueued();
    },
  };
}

/** What `passwordsService` returns. */
export type PasswordsService = ReturnType<typeof passwordsService>;
