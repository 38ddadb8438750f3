/**
 * "Delete my account": after the password (and, once two-factor sign-in exists, a code), one
 * transaction takes the member out of every table. Their posts, replies, stories and photos are
 * either deleted (with thread counts kept right) or kept as "A former member"; everything else
 * that was theirs goes; their name is held from others for 30 days. Stored files go after commit.
 */
import { RELEASED_NAME_HOLD_MS } from "@shared/account-data";
import type { ThreadItemType } from "@shared/constants";
import { verifyPassword } from "../auth/password";
import type { Database, Transaction } from "../db";
import { heldNameHash } from "../lib/held-name";
import { unauthorized } from "../lib/http-error";
import { logger } from "../lib/logger";
import { accountDeletionRepository } from "../repositories/account-deletion.repository";
import { challengeParticipantsRepository } from "../repositories/challenge-participants.repository";
import { dataExportsRepository } from "../repositories/data-exports.repository";
import { repliesRepository, threadOf } from "../repositories/replies.repository";
import { revisionsRepository } from "../repositories/revisions.repository";
import { sessionsRepository } from "../repositories/sessions.repository";
import { threadItemsRepository } from "../repositories/thread-items.repository";
import { inTransaction } from "../repositories/transaction";
import { IMAGE_VARIANTS, variantKey, type ObjectStorage } from "../storage/object-storage";
import { revisionItem } from "./item-changes";

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

/** Deletes what the member wrote, the way its author's own delete does (server/services/item-changes.ts). */
async function deleteWritings(tx: Transaction, userId: string): Promise<void> {
  const deletion = accountDeletionRepository(tx);
  const items = threadItemsRepository(tx);
  // Replies first, each as the replies service removes one: the thread locked, its count kept right.
  for (const reply of await deletion.repliesOf(userId)) {
    const thread = threadOf(reply);
    await items.lock(thread.type, thread.itemId);
    const deleted = await repliesRepository(tx).deleteById(reply.id);
    if (deleted && deleted.heldAt === null) await items.addToReplyCount(thread.type, thread.itemId, -1);
  }
  // A discussion others replied to stays as a place in their thread, "removed by its author" (its
  // text kept as a revision for moderators, as the author's own delete does); the rest are deleted.
  for (const id of await deletion.postIdsOf(userId)) {
    const post = await items.lockForChange("post", id);
    if (!post) continue;
    if (post.replies > 0) {
      if (!post.removedAt) {
        await revisionsRepository(tx).add(revisionItem("post", id), post.text, userId);
        await items.markPostRemoved(id);
      }
      await deletion.disownPost(id);
    } else {
      await items.deleteItem("post", id);
    }
  }
  const others: Array<[ThreadItemType, string[]]> = [
    ["story", await deletion.storyIdsOf(userId)],
    ["photo", await deletion.photoIdsOf(userId)],
  ];
  for (const [type, ids] of others) for (const id of ids) await items.deleteItem(type, id);
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
          await deleteWritings(tx, userId);
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
