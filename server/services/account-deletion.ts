/**
 * "Delete my account": after the password (and, once two-factor sign-in exists, a code), one
 * transaction takes the member out of every table. Their posts, replies, stories and photos are
 * either deleted (with thread counts kept right) or kept as "A former member"; everything else
 * that was theirs goes; their name is held from others for 30 days. Stored files go after commit.
 */
import { RELEASED_NAME_HOLD_MS } from "@shared/account-data";
import { verifyPassword } from "../auth/password";
import type { Database, Transaction } from "../db";
import { itemLifecycle, type Actor } from "../items/lifecycle";
import { heldNameHash } from "../lib/held-name";
import { unauthorized } from "../lib/http-error";
import { logger } from "../lib/logger";
import { WRITTEN_KINDS, accountDeletionRepository } from "../repositories/account-deletion.repository";
import { challengeParticipantsRepository } from "../repositories/challenge-participants.repository";
import { dataExportsRepository } from "../repositories/data-exports.repository";
import { sessionsRepository } from "../repositories/sessions.repository";
import { inTransaction } from "../repositories/transaction";
import { IMAGE_VARIANTS, variantKey, type ObjectStorage } from "../storage/object-storage";

export const WRONG_PASSWORD = "That password isn't right";
export const CODE_NEEDED = "Please enter the code from your authenticator app";

export interface DeleteAccountRequest {
  password: string;
  code?: string;
  /** Keep their posts, replies, stories and photos as "A former member" (true) or delete them (false). */
  keepContent: boolean;
}

export interface AccountDeletionDeps {
  db: Database;
  storage: ObjectStorage;
  /**
   * Whether `code` is a valid second factor for the member, or true when they have none. The
   * two-factor module provides it (verifySecondFactor in server/auth/); the route passes it in.
   */
  confirmSecondFactor: (userId: string, code: string | undefined) => Promise<boolean>;
}

/**
 * Deletes what the member wrote by the lifecycle's rules, as their own delete does
 * (server/items/lifecycle.ts): replies first (their threads' counts kept right), then the rest. A
 * discussion others replied to stays as a place in their thread, "removed by its author", naming nobody.
 */
async function deleteWritings(tx: Transaction, member: Actor & { id: string }): Promise<void> {
  const deletion = accountDeletionRepository(tx);
  const lifecycle = itemLifecycle(tx);
  const own = await deletion.itemsOf(member.id);
  for (const kind of WRITTEN_KINDS) {
    for (const id of own[kind]) {
      const item = await lifecycle.lock(kind, id);
      if (!item) continue;
      const { removal } = await lifecycle.remove(item, { by: member }, { alreadyRemoved: "finish" });
      if (removal === "removed") await deletion.disownPost(id);
    }
  }
}

/** The account deletion service. */
export function accountDeletionService({ db, storage, confirmSecondFactor }: AccountDeletionDeps) {
  return {
    /**
     * Deletes the member's account: 401 for a wrong password or a missing/wrong second factor,
     * before anything changes. Every session of theirs ends with it.
     */
    async deleteAccount(userId: string, request: DeleteAccountRequest): Promise<void> {
      const found = await accountDeletionRepository(db).credentials(userId);
      if (!found || !(await verifyPassword(found.passwordHash, request.password))) throw unauthorized(WRONG_PASSWORD);
      if (!(await confirmSecondFactor(userId, request.code))) throw unauthorized(CODE_NEEDED);

      const fileKeys = await inTransaction(db, async (tx) => {
        const deletion = accountDeletionRepository(tx);
        const account = await deletion.lockAccount(userId);
        if (!account) throw unauthorized(WRONG_PASSWORD);
        const { username } = account;

        // Challenge counts are the number of members who joined: leave each as the member would.
        const participants = challengeParticipantsRepository(tx);
        for (const challengeId of await participants.joinedBy(userId)) {
          await participants.lockChallenge(challengeId);
          await participants.leave(challengeId, userId);
        }

        if (request.keepContent) {
          await deletion.keepAsFormerMember(userId);
          await deletion.disownSharedUploads(userId);
        } else {
          await deleteWritings(tx, { id: userId, username, role: "member" });
        }
        await deletion.disownSiteImages(userId);
        const uploadIds = await deletion.deleteOwnUploads(userId);
        const exportKeys = await dataExportsRepository(tx).objectKeysOf(userId);

        await deletion.forgetAsActor(userId, username);
        await deletion.deleteLiveEvents(userId, username);
        await deletion.deleteRateLimits(userId, username);
        await deletion.forgetFeatureName(username);
        await deletion.forgetInModerationLog(userId);
        await deletion.forgetInOthersMail(username);
        await sessionsRepository(tx).deleteForUser(userId);
        await deletion.holdName(heldNameHash(username), new Date(Date.now() + RELEASED_NAME_HOLD_MS));
        // Tokens, recovery codes, unsent mail, exports, preferences, recommendations, reactions,
        // notifications and content-warning choices cascade from the users row.
        await deletion.deleteUser(userId);

        return [
          ...uploadIds.flatMap((id) => [
            ...IMAGE_VARIANTS.map((variant) => variantKey(id, variant)),
            storage.originalKey(id),
          ]),
          ...exportKeys,
        ];
      });
      // After commit: a storage failure leaves files nobody can reach, never a half-deleted account.
      if (fileKeys.length > 0) {
        await storage
          .remove(fileKeys)
          .catch((error: unknown) =>
            logger.warn(
              { message: error instanceof Error ? error.message : String(error) },
              "Files of a deleted account were not removed",
            ),
          );
      }
    },
  };
}
