/**
 * Reads of everything one member wrote or chose, for "Export my data": each kind of row a page at
 * a time (oldest first by created_at, id), so a large account is streamed, never held in memory.
 * Held and hidden items are included: they are the member's own. Someone else's held or hidden
 * item is not: where a row names one (a notification's title, a joined challenge's), its words are
 * read as null, as the member would see them (server/items/visibility.ts).
 */
import { and, asc, eq, gt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import {
  challengeParticipants,
  contentWarningSettings,
  notifications,
  petPhotos,
  posts,
  reactions,
  replies,
  stories,
  userPreferences,
  users,
  wellnessChallenges,
} from "@shared/schema";
import type { Executor } from "../db";
import { ITEM_TABLES } from "../items/item-tables";
import { fullySeenSql } from "../items/visibility";
import type { Viewer } from "../lib/viewer";
import { shownSubjectSql } from "./notifications.repository";

/** Where the previous page ended. */
export interface PageEnd {
  createdAt: Date;
  id: string;
}

/** How many rows each page of an export reads. */
export const EXPORT_PAGE_SIZE = 200;

function after(columns: { createdAt: AnyPgColumn; id: AnyPgColumn }, end: PageEnd | undefined): SQL | undefined {
  if (!end) return undefined;
  return or(gt(columns.createdAt, end.createdAt), and(eq(columns.createdAt, end.createdAt), gt(columns.id, end.id)));
}

/** Member data reads over `executor`. */
export function memberDataRepository(executor: Executor) {
  /** One page of `table`'s rows whose `owner` is the member, oldest first after `end`. */
  function page<T extends PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn }>(
    table: T,
    owner: AnyPgColumn,
    selection: Record<string, AnyPgColumn | SQL>,
  ) {
    return async (userId: string, end?: PageEnd): Promise<Array<Record<string, unknown> & PageEnd>> => {
      const rows = await executor
        .select({ ...selection, id: table.id, createdAt: table.createdAt })
        .from(table as PgTable)
        .where(and(eq(owner, userId), after(table, end)))
        .orderBy(asc(table.createdAt), asc(table.id))
        .limit(EXPORT_PAGE_SIZE);
      return rows as Array<Record<string, unknown> & PageEnd>;
    };
  }

  return {
    /** The account row's own settings; never the password hash or the two-factor secret. */
    async account(userId: string) {
      const [row] = await executor
        .select({
          username: users.username,
          joined: users.createdAt,
          email: users.email,
          role: users.role,
          notificationDelivery: users.notificationDelivery,
          breakStartedAt: users.breakStartedAt,
          breakEndsAt: users.breakEndsAt,
          memberPageShown: users.memberPageShown,
          theme: users.theme,
          textSize: users.textSize,
        })
        .from(users)
        .where(eq(users.id, userId));
      return row;
    },

    posts: page(posts, posts.authorId, {
      title: posts.title,
      content: posts.content,
      author: posts.author,
      category: posts.category,
      replies: posts.replies,
      editedAt: posts.editedAt,
      removedAt: posts.removedAt,
      lockedAt: posts.lockedAt,
      heldAt: posts.heldAt,
      hiddenAt: posts.hiddenAt,
      hiddenReason: posts.hiddenReason,
      contentWarnings: posts.contentWarnings,
      anonymous: posts.anonymous,
      noindex: posts.noindex,
    }),

    /** Their replies and comments, with the item each hangs off (not that item's text: it may be someone else's). */
    replies: page(replies, replies.authorId, {
      postId: replies.postId,
      storyId: replies.storyId,
      photoId: replies.photoId,
      answersId: replies.answersId,
      author: replies.author,
      content: replies.content,
      editedAt: replies.editedAt,
      heldAt: replies.heldAt,
      hiddenAt: replies.hiddenAt,
      hiddenReason: replies.hiddenReason,
      contentWarnings: replies.contentWarnings,
      anonymous: replies.anonymous,
    }),

    stories: page(stories, stories.userId, {
      title: stories.title,
      content: stories.content,
      author: stories.author,
      petName: stories.petName,
      petType: stories.petType,
      replies: stories.replies,
      editedAt: stories.editedAt,
      heldAt: stories.heldAt,
      hiddenAt: stories.hiddenAt,
      hiddenReason: stories.hiddenReason,
      contentWarnings: stories.contentWarnings,
      anonymous: stories.anonymous,
      noindex: stories.noindex,
    }),

    photos: page(petPhotos, petPhotos.userId, {
      imageUrl: petPhotos.imageUrl,
      petName: petPhotos.petName,
      petType: petPhotos.petType,
      ownerName: petPhotos.ownerName,
      description: petPhotos.description,
      replies: petPhotos.replies,
      editedAt: petPhotos.editedAt,
      heldAt: petPhotos.heldAt,
      hiddenAt: petPhotos.hiddenAt,
      hiddenReason: petPhotos.hiddenReason,
      contentWarnings: petPhotos.contentWarnings,
      noindex: petPhotos.noindex,
    }),

    reactions: page(reactions, reactions.userId, {
      kind: reactions.kind,
      postId: reactions.postId,
      replyId: reactions.replyId,
      storyId: reactions.storyId,
      photoId: reactions.photoId,
    }),

    /**
     * Their notifications; who else reacted is kept to the name they saw, never other members' ids,
     * and an item's title only while they may see it (shownSubjectSql: null once it is held or hidden).
     */
    notifications: (member: Pick<Viewer, "id" | "role">, end?: PageEnd) =>
      page(notifications, notifications.userId, {
        kind: notifications.kind,
        actorName: notifications.actorName,
        subject: shownSubjectSql(member),
        url: notifications.url,
        reactionKind: notifications.reactionKind,
        readAt: notifications.readAt,
      })(member.id, end),

    /** Challenges they created. */
    createdChallenges: page(wellnessChallenges, wellnessChallenges.createdBy, {
      title: wellnessChallenges.title,
      description: wellnessChallenges.description,
      startDate: wellnessChallenges.startDate,
      endDate: wellnessChallenges.endDate,
      imageUrl: wellnessChallenges.imageUrl,
    }),

    /** Challenges they joined, with each challenge's title while they may see it (null once it is held or hidden). */
    async joinedChallenges(member: Pick<Viewer, "id" | "role">) {
      const userId = member.id;
      const seen = fullySeenSql(ITEM_TABLES.challenge, { ...member, username: "" });
      return executor
        .select({
          challengeId: challengeParticipants.challengeId,
          title: seen
            ? sql<string | null>`case when coalesce(${seen}, false) then ${wellnessChallenges.title} end`
            : wellnessChallenges.title,
          joinedAt: challengeParticipants.createdAt,
        })
        .from(challengeParticipants)
        .innerJoin(wellnessChallenges, eq(wellnessChallenges.id, challengeParticipants.challengeId))
        .where(eq(challengeParticipants.userId, userId))
        .orderBy(asc(challengeParticipants.createdAt));
    },

    async preferences(userId: string) {
      const [row] = await executor
        .select({
          petTypes: userPreferences.petTypes,
          interests: userPreferences.interests,
          preferredContentTypes: userPreferences.preferredContentTypes,
          activityLevel: userPreferences.activityLevel,
          createdAt: userPreferences.createdAt,
          updatedAt: userPreferences.updatedAt,
        })
        .from(userPreferences)
        .where(eq(userPreferences.userId, userId));
      return row ?? null;
    },

    async contentWarningSettings(userId: string) {
      return executor
        .select({
          warning: contentWarningSettings.warning,
          mode: contentWarningSettings.mode,
          until: contentWarningSettings.until,
        })
        .from(contentWarningSettings)
        .where(eq(contentWarningSettings.userId, userId))
        .orderBy(asc(contentWarningSettings.warning));
    },
  };
}
