/**
 * Writes the demo content (server/seed builds the rows). All of it goes in one transaction or none
 * of it does, and the emptiness check runs in the same transaction as the writes.
 */
import { inArray, sql } from "drizzle-orm";
import type { ReactionKind } from "@shared/constants";
import {
  blogPosts,
  categories,
  featuredItems,
  groups,
  heroContent,
  memberOfTheMonth,
  petPhotos,
  posts,
  reactions,
  replies,
  resources,
  stories,
  users,
  wellnessChallenges,
} from "@shared/schema";
import type { Database, Transaction } from "../db";
import { insertBlogPost, type NewBlogPost } from "./blog-posts.repository";
import { siteImagesRepository } from "./site-images.repository";

/** An item of the rows below, by its kind and its place in that kind's list. */
export type DemoRowRef = { kind: "post" | "story" | "photo" | "reply"; index: number };

/**
 * The rows to insert, one list per content table (one hero). Posts, stories and photos name their
 * author by username (author, author, ownerName): the member of that name becomes its author.
 * Replies and reactions name their item by its place in these lists, as its id is not known yet.
 */
export interface DemoContentRows {
  members: { username: string; password: string; createdAt: Date }[];
  posts: (typeof posts.$inferInsert)[];
  stories: (typeof stories.$inferInsert)[];
  replies: {
    on: DemoRowRef & { kind: "post" | "story" | "photo" };
    author: string;
    content: string;
    createdAt: Date;
  }[];
  reactions: { on: DemoRowRef; username: string; kind: ReactionKind; createdAt: Date }[];
  groups: (typeof groups.$inferInsert)[];
  resources: (typeof resources.$inferInsert)[];
  blogPosts: NewBlogPost[];
  featuredItems: (typeof featuredItems.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  challenges: (typeof wellnessChallenges.$inferInsert)[];
  membersOfTheMonth: (typeof memberOfTheMonth.$inferInsert)[];
  petPhotos: (typeof petPhotos.$inferInsert)[];
  hero: typeof heroContent.$inferInsert;
}

/** How many rows were written to each table. */
export type DemoContentCounts = Record<keyof DemoContentRows, number>;

/** The tables that count as "content": any row in one of them means the site is not empty. */
const CONTENT_TABLES = [
  posts,
  stories,
  groups,
  resources,
  blogPosts,
  featuredItems,
  categories,
  wellnessChallenges,
  memberOfTheMonth,
  petPhotos,
  heroContent,
] as const;

/** The demo content's writes behind a small interface. */
export function demoContentRepository(db: Database) {
  return {
    /** Whether any content table has a row (the seed checks again inside its transaction). */
    hasContent(): Promise<boolean> {
      return db.transaction(hasContent);
    },

    /**
     * Inserts every row in one transaction, marks the uploads `siteImageIds` as site images (the
     * rows' stored covers), and returns the counts written. With `onlyIfEmpty`, writes nothing and
     * returns undefined when any content table already has a row.
     */
    insertAll(
      rows: DemoContentRows,
      options: { onlyIfEmpty: boolean; siteImageIds: string[] },
    ): Promise<DemoContentCounts | undefined> {
      return db.transaction(async (tx) => {
        if (options.onlyIfEmpty && (await hasContent(tx))) return undefined;
        const counts = await insertRows(tx, rows);
        for (const id of options.siteImageIds) await siteImagesRepository(tx).mark(id);
        return counts;
      });
    },
  };
}

async function hasContent(tx: Transaction): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    if ((await tx.$count(table)) > 0) return true;
  }
  return false;
}

async function insertRows(tx: Transaction, rows: DemoContentRows): Promise<DemoContentCounts> {
  // A name already taken (content added beside what is there) keeps its member.
  const memberRows = await tx.insert(users).values(rows.members).onConflictDoNothing().returning({ id: users.id });
  const memberIds = await idsByUsername(
    tx,
    rows.members.map((member) => member.username),
  );
  const memberId = (name: string) => memberIds.get(name.toLowerCase()) ?? null;
  const postRows = await tx
    .insert(posts)
    .values(rows.posts.map((post) => ({ ...post, authorId: memberId(post.author) })))
    .returning({ id: posts.id });
  const storyRows = await tx
    .insert(stories)
    .values(rows.stories.map((story) => ({ ...story, userId: memberId(story.author) })))
    .returning({ id: stories.id });
  const groupRows = await tx.insert(groups).values(rows.groups).returning({ id: groups.id });
  const resourceRows = await tx.insert(resources).values(rows.resources).returning({ id: resources.id });
  // One at a time: each takes the first free slug for its title, beside any already there.
  const blogRows = [];
  for (const post of rows.blogPosts) blogRows.push(await insertBlogPost(tx, post));
  const featuredRows = await tx.insert(featuredItems).values(rows.featuredItems).returning({ id: featuredItems.id });
  // Names are unique: content added beside what is there keeps the categories that already exist.
  const categoryRows = await tx
    .insert(categories)
    .values(rows.categories)
    .onConflictDoNothing()
    .returning({ id: categories.id });
  const challengeRows = await tx
    .insert(wellnessChallenges)
    .values(rows.challenges)
    .returning({ id: wellnessChallenges.id });
  const monthRows = await tx
    .insert(memberOfTheMonth)
    .values(rows.membersOfTheMonth)
    .returning({ id: memberOfTheMonth.id });
  const photoRows = await tx
    .insert(petPhotos)
    .values(rows.petPhotos.map((photo) => ({ ...photo, userId: memberId(photo.ownerName) })))
    .returning({ id: petPhotos.id });
  const itemId = { post: postRows, story: storyRows, photo: photoRows };
  const replyRows = await tx
    .insert(replies)
    .values(
      rows.replies.map(({ on, ...reply }) => ({
        ...reply,
        authorId: memberId(reply.author),
        [`${on.kind}Id`]: itemId[on.kind][on.index]!.id,
      })),
    )
    .returning({ id: replies.id });
  const rowsOf = { ...itemId, reply: replyRows };
  const reactionRows = await tx
    .insert(reactions)
    .values(
      rows.reactions.map(({ on, username, ...reaction }) => ({
        ...reaction,
        userId: memberId(username)!,
        [`${on.kind}Id`]: rowsOf[on.kind][on.index]!.id,
      })),
    )
    .returning({ id: reactions.id });
  // Only one hero may be active: content added beside what is there keeps the one already showing.
  const heroRows = await tx
    .insert(heroContent)
    .values(rows.hero)
    .onConflictDoNothing()
    .returning({ id: heroContent.id });

  return {
    members: memberRows.length,
    posts: postRows.length,
    stories: storyRows.length,
    replies: replyRows.length,
    reactions: reactionRows.length,
    groups: groupRows.length,
    resources: resourceRows.length,
    blogPosts: blogRows.length,
    featuredItems: featuredRows.length,
    categories: categoryRows.length,
    challenges: challengeRows.length,
    membersOfTheMonth: monthRows.length,
    petPhotos: photoRows.length,
    hero: heroRows.length,
  };
}

/** The ids of the members named `usernames`, by lower-cased name. */
async function idsByUsername(tx: Transaction, usernames: string[]): Promise<Map<string, string>> {
  const lowered = usernames.map((name) => name.toLowerCase());
  const found = await tx
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(inArray(sql`lower(${users.username})`, lowered));
  return new Map(found.map((row) => [row.username.toLowerCase(), row.id]));
}
