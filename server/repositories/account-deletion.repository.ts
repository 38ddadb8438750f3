/**
 * SQL for deleting a member's account (server/services/account-deletion.ts): find what they wrote,
 * keep it as "A former member" or let the service delete it, and take their name and id out of
 * every row that would otherwise still name them. Runs inside the deletion's transaction.
 */
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import { FORMER_MEMBER } from "@shared/account-data";
import {
  liveEvents,
  mailOutbox,
  memberOfTheMonth,
  moderationLog,
  notifications,
  petPhotos,
  posts,
  rateLimits,
  releasedUsernames,
  replies,
  stories,
  uploads,
  users,
} from "@shared/schema";
import type { Executor } from "../db";
import { ITEM_TABLES } from "../items/item-tables";

/** The kinds of item a deleted account's writing is deleted from (or kept in, as "A former member"). */
export const WRITTEN_KINDS = ["reply", "post", "story", "photo"] as const;
export type WrittenKind = (typeof WRITTEN_KINDS)[number];

/** Account deletion queries over `executor` (the deletion's transaction). */
export function accountDeletionRepository(executor: Executor) {
  /** The key uploads are issued to for a member (server/middleware/rate-limit.ts requesterKey). */
  const uploaderKey = (userId: string) => `user:${userId}`;

  return {
    /** The account's name and password hash, for checking the password before anything changes. */
    async credentials(userId: string): Promise<{ username: string; passwordHash: string } | undefined> {
      const [row] = await executor
        .select({ username: users.username, passwordHash: users.password })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    /** Locks the account row until the transaction ends, so two deletions never run at once. */
    async lockAccount(userId: string): Promise<{ username: string; passwordHash: string } | undefined> {
      const [row] = await executor
        .select({ username: users.username, passwordHash: users.password })
        .from(users)
        .where(eq(users.id, userId))
        .for("update");
      return row;
    },

    /** The ids of everything they wrote, by kind (ITEM_TABLES' owner column). */
    async itemsOf(userId: string): Promise<Record<WrittenKind, string[]>> {
      const found = {} as Record<WrittenKind, string[]>;
      for (const kind of WRITTEN_KINDS) {
        const { table, id, owner } = ITEM_TABLES[kind];
        const rows = await executor.select({ id }).from(table).where(eq(owner, userId));
        found[kind] = rows.map((row) => row.id as string);
      }
      return found;
    },

    /**
     * Their posts, replies, stories and photos stay, read as "A former member" with no account
     * behind them. Text only: no edit marker, no search change (the searched words are unchanged).
     */
    async keepAsFormerMember(userId: string): Promise<void> {
      await executor.update(posts).set({ author: FORMER_MEMBER, authorId: null }).where(eq(posts.authorId, userId));
      await executor.update(replies).set({ author: FORMER_MEMBER, authorId: null }).where(eq(replies.authorId, userId));
      await executor.update(stories).set({ author: FORMER_MEMBER, userId: null }).where(eq(stories.userId, userId));
      await executor
        .update(petPhotos)
        .set({ ownerName: FORMER_MEMBER, userId: null })
        .where(eq(petPhotos.userId, userId));
    },

    /** A post of theirs kept as a place in a thread of others' replies ("removed by its author"). */
    async disownPost(postId: string): Promise<void> {
      await executor.update(posts).set({ author: FORMER_MEMBER, authorId: null }).where(eq(posts.id, postId));
    },

    /** Uploads issued to them that a kept photo shows: no longer theirs, so the row names nobody. */
    async disownSharedUploads(userId: string): Promise<void> {
      await executor
        .update(uploads)
        .set({ issuedTo: "former-member" })
        .where(
          and(
            eq(uploads.issuedTo, uploaderKey(userId)),
            sql`exists (select 1 from ${petPhotos} where ${petPhotos.imageUrl} = '/objects/uploads/' || ${uploads.id}::text)`,
          ),
        );
    },

    /**
     * Uploads issued to them that a moderator saved as an image of the site's own content, which is
     * the site's, not theirs: kept whatever they chose, naming nobody.
     */
    async disownSiteImages(userId: string): Promise<void> {
      await executor
        .update(uploads)
        .set({ issuedTo: "former-member" })
        .where(and(eq(uploads.issuedTo, uploaderKey(userId)), eq(uploads.siteImage, true)));
    },

    /** Deletes every other upload issued to them and answers the ids, so their files can go after commit. */
    async deleteOwnUploads(userId: string): Promise<string[]> {
      const rows = await executor
        .delete(uploads)
        .where(eq(uploads.issuedTo, uploaderKey(userId)))
        .returning({ id: uploads.id });
      return rows.map((row) => row.id);
    },

    /** Others' notifications about what they did: their name becomes "A former member", their id leaves the list. */
    async forgetAsActor(userId: string, username: string): Promise<void> {
      await executor
        .update(notifications)
        .set({
          actorName: sql`case when lower(${notifications.actorName}) = lower(${username}) then ${FORMER_MEMBER} else ${notifications.actorName} end`,
          actorIds: sql`array_remove(${notifications.actorIds}, ${userId}::uuid)`,
        })
        .where(
          or(
            sql`${userId}::uuid = any(${notifications.actorIds})`,
            sql`lower(${notifications.actorName}) = lower(${username})`,
          ),
        );
    },

    /**
     * Live events (kept a day for reconnecting streams) on their channel or carrying their id or
     * name: gone, rather than rewritten, since nothing but a replay reads them.
     */
    async deleteLiveEvents(userId: string, username: string): Promise<void> {
      const payload = sql`lower(${liveEvents.payload}::text)`;
      await executor
        .delete(liveEvents)
        .where(
          or(
            eq(liveEvents.channel, `member:${userId}`),
            sql`position(${userId.toLowerCase()} in ${payload}) > 0`,
            sql`position(${JSON.stringify(username.toLowerCase())} in ${payload}) > 0`,
          ),
        );
    },

    /** Rate-limit counters keyed by their id or, for logins, by their name. */
    async deleteRateLimits(userId: string, username: string): Promise<void> {
      await executor
        .delete(rateLimits)
        .where(
          or(
            sql`position(${userId.toLowerCase()} in lower(${rateLimits.key})) > 0`,
            sql`starts_with(${rateLimits.key}, ${`login-user:${username.toLowerCase()}@`})`,
          ),
        );
    },

    /** A member-of-the-month feature a moderator wrote about them keeps its story but not their name. */
    async forgetFeatureName(username: string): Promise<void> {
      await executor
        .update(memberOfTheMonth)
        .set({ memberName: FORMER_MEMBER })
        .where(
          and(isNotNull(memberOfTheMonth.memberName), sql`lower(${memberOfTheMonth.memberName}) = lower(${username})`),
        );
    },

    /**
     * The moderation log keeps every action but stops naming them, as the member acted on or as the
     * moderator who acted (the one change its append-only trigger allows, migrations/0007_accounts.sql).
     */
    async forgetInModerationLog(userId: string): Promise<void> {
      await executor
        .update(moderationLog)
        .set({ memberId: null, memberName: FORMER_MEMBER })
        .where(eq(moderationLog.memberId, userId));
      await executor
        .update(moderationLog)
        .set({ moderatorId: null, moderatorName: FORMER_MEMBER })
        .where(eq(moderationLog.moderatorId, userId));
    },

    /** Mail to others that names them (a notice: "they replied to…") reads "A former member" instead. */
    async forgetInOthersMail(username: string): Promise<void> {
      // The name as a whole word: not inside a longer name (usernames are letters, digits, _ - .).
      const escaped = username.replace(/[.*+?^${}()|[\]\\-]/g, "\\$&");
      const pattern = `(?<![A-Za-z0-9_.-])${escaped}(?![A-Za-z0-9_.-])`;
      await executor
        .update(mailOutbox)
        .set({
          subject: sql`regexp_replace(${mailOutbox.subject}, ${pattern}, ${FORMER_MEMBER}, 'gi')`,
          textBody: sql`regexp_replace(${mailOutbox.textBody}, ${pattern}, ${FORMER_MEMBER}, 'gi')`,
        })
        .where(sql`${mailOutbox.subject} ~* ${pattern} or ${mailOutbox.textBody} ~* ${pattern}`);
    },

    /** Keeps the name from others until `freeAt` (only a hash of the folded name is stored). */
    async holdName(nameHash: string, freeAt: Date): Promise<void> {
      await executor
        .insert(releasedUsernames)
        .values({ nameHash, freeAt })
        .onConflictDoUpdate({ target: releasedUsernames.nameHash, set: { freeAt } });
    },

    /** The users row; every row that cascades from it (tokens, exports, mail, preferences...) goes with it. */
    async deleteUser(userId: string): Promise<void> {
      await executor.delete(users).where(eq(users.id, userId));
    },
  };
}
