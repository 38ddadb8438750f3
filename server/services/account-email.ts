/**
 * A member's optional email address: asking to add or change it (a verification link by mail),
 * confirming it from that link, and removing it. The address becomes the account's only once the
 * link is opened, and is never shown to anyone but its member.
 */
import { EMAIL_IN_USE_MESSAGE, EXPIRED_LINK_MESSAGE, type AccountEmail } from "@shared/account-recovery";
import type { Database, Executor } from "../db";
import { sqlState } from "../lib/database-errors";
import { HttpError, badRequest } from "../lib/http-error";
import { verifyEmailMessage } from "../mail/messages";
import { notifyMailQueued } from "../mail/outbox-signal";
import { accountCredentialsRepository } from "../repositories/account-credentials.repository";
import { accountTokensRepository } from "../repositories/account-tokens.repository";
import { mailOutboxRepository } from "../repositories/mail-outbox.repository";
import { inTransaction } from "../repositories/transaction";
import { hashLinkToken, linkWithToken, newLinkToken } from "./account-links";

/** How long a verification link works. */
export const VERIFY_EMAIL_VALID_MS = 24 * 60 * 60 * 1000;

/**
 * Queues a verification link for `email` inside `tx`, the transaction of the change that asks for
 * it (adding an address, or signing up with one). Older links of the member stop working, so only
 * the newest address can be confirmed. An address another member has verified is refused (409).
 */
export async function queueEmailVerification(
  tx: Executor,
  member: { id: string; username: string },
  email: string,
): Promise<void> {
  const owner = await accountCredentialsRepository(tx).findByEmail(email);
  if (owner && owner.id !== member.id) throw new HttpError(409, EMAIL_IN_USE_MESSAGE);
  const tokens = accountTokensRepository(tx);
  await tokens.retireAll(member.id, "verify-email");
  const { token, tokenHash } = newLinkToken();
  await tokens.create({ userId: member.id, purpose: "verify-email", tokenHash, email, validMs: VERIFY_EMAIL_VALID_MS });
  const link = linkWithToken("/verify-email", token);
  await mailOutboxRepository(tx).enqueue(
    verifyEmailMessage({ userId: member.id, username: member.username, email, link }),
  );
}

/** The account-email use cases over `db`. */
export function accountEmailService(db: Database) {
  return {
    /** What the settings page shows: the verified address and the one awaiting its link. */
    async current(userId: string): Promise<AccountEmail> {
      const email = (await accountCredentialsRepository(db).emailOf(userId)) ?? null;
      const pendingEmail = await accountTokensRepository(db).pendingEmail(userId);
      return { email, pendingEmail };
    },

    /** Sends a verification link to `email`; the address changes only when it is opened. */
    async requestVerification(member: { id: string; username: string }, email: string): Promise<void> {
      await inTransaction(db, (tx) => queueEmailVerification(tx, member, email));
      notifyMailQueued();
    },

    /**
     * Confirms the address a link was sent to and makes it the account's. An unknown, used or
     * expired token is a 400; an address someone verified since the link was sent is a 409.
     */
    async verify(token: string): Promise<{ email: string }> {
      try {
        return await inTransaction(db, async (tx) => {
          const tokens = accountTokensRepository(tx);
          const used = await tokens.consume(hashLinkToken(token), "verify-email");
          if (!used?.email) throw badRequest(EXPIRED_LINK_MESSAGE);
          const credentials = accountCredentialsRepository(tx);
          const owner = await credentials.findByEmail(used.email);
          if (owner && owner.id !== used.userId) throw new HttpError(409, EMAIL_IN_USE_MESSAGE);
          await credentials.setEmail(used.userId, used.email);
          return { email: used.email };
        });
      } catch (error) {
        // Two members confirming one address at the same moment: the unique index decides.
        if (sqlState(error) === "23505") throw new HttpError(409, EMAIL_IN_USE_MESSAGE);
        throw error;
      }
    },

    /** Removes the address, and with it every link in flight (verification and reset). */
    async remove(userId: string): Promise<void> {
      await inTransaction(db, async (tx) => {
        await accountCredentialsRepository(tx).setEmail(userId, null);
        const tokens = accountTokensRepository(tx);
        await tokens.retireAll(userId, "verify-email");
        await tokens.retireAll(userId, "reset-password");
      });
    },
  };
}

/** What `accountEmailService` returns. */
export type AccountEmailService = ReturnType<typeof accountEmailService>;
