/**
 * A member's optional email address: asking to add or change it (a verification link by mail),
 * confirming it from that link, removing it, and undoing a change from the link mailed to the
 * address it replaced. The address becomes the account's only once the link is opened, and is
 * never shown to anyone but its member.
 *
 * Whether an address belongs to someone never shows in an answer
 * (docs/security.md#the-third-probes-findings): adding or signing up with another member's verified
 * address is answered as for a new one, and that member is told by mail instead. Mail about one
 * address is limited per address, whoever asks.
 */
import crypto from "node:crypto";
import type { MemberRef } from "@shared/members";
import { EMAIL_IN_USE_MESSAGE, EXPIRED_LINK_MESSAGE } from "@shared/account-recovery";
import type { AccountEmail, RevertEmailAnswer } from "@shared/contracts/account-email.contract";
import { hashPassword } from "../auth/password";
import type { RateRule } from "../config/limits";
import type { Database, Executor } from "../db";
import { sqlState } from "../lib/database-errors";
import { badRequest, conflict } from "../lib/http-error";
import { logger } from "../lib/logger";
import { emailAlreadyUsedMessage, emailChangedMessage, verifyEmailMessage } from "../mail/messages";
import { notifyMailQueued } from "../mail/outbox-signal";
import { siteLink } from "../mail/site-links";
import { accountCredentialsRepository } from "../repositories/account-credentials.repository";
import { accountTokensRepository } from "../repositories/account-tokens.repository";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import { rateLimitsRepository } from "../repositories/rate-limits.repository";
import { sessionsRepository } from "../repositories/sessions.repository";
import { inTransaction } from "../repositories/transaction";
import { hashLinkToken, linkWithToken, newLinkToken } from "./account-links";
import { RESET_LINK_VALID_MS } from "./passwords";

/** How long a verification link works. */
export const VERIFY_EMAIL_VALID_MS = 24 * 60 * 60 * 1000;

/** How long the undo link mailed to a replaced or removed address works. */
export const REVERT_EMAIL_VALID_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Counts one mail to `email` against `rule` (by a hash, so the counters never hold an address) and
 * answers whether it may be sent. Counted outside the transaction that queues it: a counter is
 * never taken back, so a burst that fails still counts.
 */
export async function mayMailAddress(db: Database, rule: RateRule, email: string): Promise<boolean> {
  const folded = crypto.createHash("sha256").update(email.toLowerCase()).digest("hex");
  const count = await rateLimitsRepository(db).hit(`email-verification-to:${folded}`, rule.windowMs);
  if (count.hits <= rule.limit) return true;
  logger.info("Email verification not sent: the per-address limit is reached");
  return false;
}

/**
 * Queues a verification link for `email` inside `tx`, the transaction of the change that asks for
 * it (adding an address, or signing up with one). Older links of the member stop working, so only
 * the newest address can be confirmed. When another member has verified the address, a link is
 * still recorded (so the asker sees it pending, as for any address) but never sent: its owner gets
 * word that someone tried it instead. With `mayMail` false nothing is sent at all.
 */
export async function queueEmailVerification(
  tx: Executor,
  member: MemberRef,
  email: string,
  mayMail: boolean,
): Promise<void> {
  const owner = await accountCredentialsRepository(tx).findByEmail(email);
  const tokens = accountTokensRepository(tx);
  await tokens.retireAll(member.id, "verify-email");
  const { token, tokenHash } = newLinkToken();
  await tokens.create({ userId: member.id, purpose: "verify-email", tokenHash, email, validMs: VERIFY_EMAIL_VALID_MS });
  if (!mayMail) return;
  const outbox = mailOutboxRepository(tx);
  if (owner && owner.id !== member.id) {
    await outbox.enqueue(
      emailAlreadyUsedMessage({
        userId: owner.id,
        username: owner.username,
        email: owner.email,
        loginLink: siteLink("/login"),
        forgotLink: siteLink("/forgot-password"),
      }),
    );
    return;
  }
  const link = linkWithToken("/verify-email", token);
  await outbox.enqueue(verifyEmailMessage({ userId: member.id, username: member.username, email, link }));
}

/**
 * Mails `oldEmail` that the account's address was replaced or removed, with a single-use link that
 * puts it back (inside `tx`, the change's transaction).
 */
async function queueUndoLink(
  tx: Executor,
  member: MemberRef,
  oldEmail: string,
  change: "replaced" | "removed",
): Promise<void> {
  const { token, tokenHash } = newLinkToken();
  await accountTokensRepository(tx).create({
    userId: member.id,
    purpose: "revert-email",
    tokenHash,
    email: oldEmail,
    validMs: REVERT_EMAIL_VALID_MS,
  });
  const undoLink = linkWithToken("/revert-email", token);
  await mailOutboxRepository(tx).enqueue(
    emailChangedMessage({ userId: member.id, username: member.username, oldEmail, change, undoLink }),
  );
}

/** The account-email use cases over `db`; `perAddress` limits mail to one address. */
export function accountEmailService(db: Database, limits: { perAddress: RateRule }) {
  return {
    /** What the settings page shows: the verified address and the one awaiting its link. */
    async current(userId: string): Promise<AccountEmail> {
      const email = (await accountCredentialsRepository(db).emailOf(userId)) ?? null;
      const pendingEmail = await accountTokensRepository(db).pendingEmail(userId);
      return { email, pendingEmail };
    },

    /**
     * Sends a verification link to `email`; the address changes only when it is opened. The
     * caller has checked the member's password, and answers the same whatever happens here.
     */
    async requestVerification(member: MemberRef, email: string): Promise<void> {
      const mayMail = await mayMailAddress(db, limits.perAddress, email);
      await inTransaction(db, (tx) => queueEmailVerification(tx, member, email, mayMail));
      notifyMailQueued();
    },

    /**
     * Confirms the address a link was sent to and makes it the account's; the address it replaces
     * gets an undo link. An unknown, used or expired token is a 400; an address someone verified
     * since the link was sent is a 409 (only the link's holder, who owns that address, sees it).
     */
    async verify(token: string): Promise<{ email: string }> {
      try {
        const email = await inTransaction(db, async (tx) => {
          const tokens = accountTokensRepository(tx);
          const used = await tokens.consume(hashLinkToken(token), "verify-email");
          if (!used?.email) throw badRequest(EXPIRED_LINK_MESSAGE);
          const credentials = accountCredentialsRepository(tx);
          const owner = await credentials.findByEmail(used.email);
          if (owner && owner.id !== used.userId) throw conflict(EMAIL_IN_USE_MESSAGE);
          const before = await credentials.nameAndEmailOf(used.userId);
          await credentials.setEmail(used.userId, used.email);
          const oldEmail = before?.email;
          if (before && oldEmail && oldEmail.toLowerCase() !== used.email.toLowerCase()) {
            await queueUndoLink(tx, { id: used.userId, username: before.username }, oldEmail, "replaced");
          }
          return used.email;
        });
        notifyMailQueued();
        return { email };
      } catch (error) {
        // Two members confirming one address at the same moment: the unique index decides.
        if (sqlState(error) === "23505") throw conflict(EMAIL_IN_USE_MESSAGE);
        throw error;
      }
    },

    /**
     * Removes the address, and with it every link in flight (verification and reset); the address
     * removed gets an undo link. The caller has checked the member's password.
     */
    async remove(member: MemberRef): Promise<void> {
      await inTransaction(db, async (tx) => {
        const credentials = accountCredentialsRepository(tx);
        const oldEmail = (await credentials.nameAndEmailOf(member.id))?.email;
        await credentials.setEmail(member.id, null);
        const tokens = accountTokensRepository(tx);
        await tokens.retireAll(member.id, "verify-email");
        await tokens.retireAll(member.id, "reset-password");
        if (oldEmail) await queueUndoLink(tx, member, oldEmail, "removed");
      });
      notifyMailQueued();
    },

    /**
     * Undoes a change from the link mailed to the address it replaced: that address is the
     * account's again, every session ends, links in flight stop working (undo links of later
     * changes too; an older one still works), and the password is
     * replaced by one nobody knows, so whoever made the change (who may know the password) is
     * shut out. Answers a fresh reset token, so the holder of the link chooses a new password at
     * once; the forgot-password form also works, as the address is back. 400 for an unknown, used
     * or expired link; 409 when someone else has verified that address since.
     */
    async revert(token: string): Promise<RevertEmailAnswer> {
      const tokenHash = hashLinkToken(token);
      // Checked before the slow hash, so forged links cost little.
      if (!(await accountTokensRepository(db).findLive(tokenHash, "revert-email"))) {
        throw badRequest(EXPIRED_LINK_MESSAGE);
      }
      const lockedHash = await hashPassword(crypto.randomBytes(32).toString("base64url"));
      const reset = newLinkToken();
      try {
        return await inTransaction(db, async (tx) => {
          const tokens = accountTokensRepository(tx);
          const used = await tokens.consume(tokenHash, "revert-email");
          if (!used?.email) throw badRequest(EXPIRED_LINK_MESSAGE);
          const credentials = accountCredentialsRepository(tx);
          const owner = await credentials.findByEmail(used.email);
          if (owner && owner.id !== used.userId) throw conflict(EMAIL_IN_USE_MESSAGE);
          await credentials.setEmail(used.userId, used.email);
          await credentials.setPasswordHash(used.userId, lockedHash);
          await tokens.retireAll(used.userId, "verify-email");
          await tokens.retireAll(used.userId, "reset-password");
          await tokens.retireSince(used.userId, "revert-email", used.createdAt);
          await tokens.create({
            userId: used.userId,
            purpose: "reset-password",
            tokenHash: reset.tokenHash,
            validMs: RESET_LINK_VALID_MS,
          });
          await sessionsRepository(tx).deleteForUser(used.userId);
          return { email: used.email, resetToken: reset.token };
        });
      } catch (error) {
        if (sqlState(error) === "23505") throw conflict(EMAIL_IN_USE_MESSAGE);
        throw error;
      }
    },
  };
}

/** What `accountEmailService` returns. */
export type AccountEmailService = ReturnType<typeof accountEmailService>;
