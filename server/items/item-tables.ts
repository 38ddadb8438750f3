/**
 * The server's half of the item registry (shared/item-kinds.ts): where each kind of item a person
 * writes is stored, who wrote it, what names it, and the columns its moderation state lives in.
 * Repositories that work on "any item" read their columns from here instead of keeping a map of
 * their own.
 */
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ReportableKind, ThreadKind } from "@shared/item-kinds";
import { groups, petPhotos, posts, replies, stories, wellnessChallenges } from "@shared/schema";

/** One member-written kind's table and the columns every promise about it reads. */
export interface ItemTable {
  table: PgTable & { id: PgColumn };
  id: PgColumn;
  /** The member who wrote it; null when the kind records none (a group). */
  owner: PgColumn | null;
  /** What names it in a notification or a moderator's view (a photo's pet name). */
  subject: PgColumn;
  /** The text its author wrote, by field name: what is screened, searched and shown. */
  text: Record<string, PgColumn>;
  /** Set while it waits for a moderator: seen only by its author and moderators. */
  heldAt: PgColumn;
  /** Set while a moderator (or the report net) hides it: its place stays, its words go. */
  hiddenAt: PgColumn;
  hiddenReason: PgColumn;
  /** Set when its author removed it but its thread stays (posts). */
  removedAt?: PgColumn;
  /** Its content warnings, for the kinds that have them. */
  contentWarnings?: PgColumn;
}

/** Every kind anyone may report, by name: the member-written kinds. */
export const ITEM_TABLES = {
  post: {
    table: posts,
    id: posts.id,
    owner: posts.authorId,
    subject: posts.title,
    text: { title: posts.title, content: posts.content },
    heldAt: posts.heldAt,
    hiddenAt: posts.hiddenAt,
    hiddenReason: posts.hiddenReason,
    removedAt: posts.removedAt,
    contentWarnings: posts.contentWarnings,
  },
  reply: {
    table: replies,
    id: replies.id,
    owner: replies.authorId,
    subject: replies.content,
    text: { content: replies.content },
    heldAt: replies.heldAt,
    hiddenAt: replies.hiddenAt,
    hiddenReason: replies.hiddenReason,
    contentWarnings: replies.contentWarnings,
  },
  story: {
    table: stories,
    id: stories.id,
    owner: stories.userId,
    subject: stories.title,
    text: { title: stories.title, content: stories.content },
    heldAt: stories.heldAt,
    hiddenAt: stories.hiddenAt,
    hiddenReason: stories.hiddenReason,
    contentWarnings: stories.contentWarnings,
  },
  photo: {
    table: petPhotos,
    id: petPhotos.id,
    owner: petPhotos.userId,
    subject: petPhotos.petName,
    text: { petName: petPhotos.petName, description: petPhotos.description },
    heldAt: petPhotos.heldAt,
    hiddenAt: petPhotos.hiddenAt,
    hiddenReason: petPhotos.hiddenReason,
    contentWarnings: petPhotos.contentWarnings,
  },
  group: {
    table: groups,
    id: groups.id,
    owner: null,
    subject: groups.name,
    text: { name: groups.name, description: groups.description },
    heldAt: groups.heldAt,
    hiddenAt: groups.hiddenAt,
    hiddenReason: groups.hiddenReason,
  },
  challenge: {
    table: wellnessChallenges,
    id: wellnessChallenges.id,
    owner: wellnessChallenges.createdBy,
    subject: wellnessChallenges.title,
    text: { title: wellnessChallenges.title, description: wellnessChallenges.description },
    heldAt: wellnessChallenges.heldAt,
    hiddenAt: wellnessChallenges.hiddenAt,
    hiddenReason: wellnessChallenges.hiddenReason,
  },
} as const satisfies Record<ReportableKind, ItemTable>;

/** The column of `replies` naming an item of each thread kind. */
export const REPLY_COLUMNS = {
  post: replies.postId,
  story: replies.storyId,
  photo: replies.photoId,
} as const satisfies Record<ThreadKind, PgColumn>;

/** `kind`'s table and columns. */
export function itemTable<K extends ReportableKind>(kind: K): (typeof ITEM_TABLES)[K] {
  return ITEM_TABLES[kind];
}
