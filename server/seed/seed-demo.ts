/**
 * Fills an empty database with the ready-made demo content in ./demo-content, dated over the past
 * weeks so every list looks lived in, with covers and pet photos made from our illustrations
 * (./demo-images.ts). All of the rows are written in one transaction or none of them are.
 */
import crypto from "node:crypto";
import type { IllustrationName } from "@shared/illustrations";
import { hashPassword } from "../auth/password";
import type { Database } from "../db";
import { uploadIdFromPath } from "../services/uploads";
import type { ObjectStorage } from "../storage/object-storage";
import {
  demoContentRepository,
  type DemoContentCounts,
  type DemoContentRows,
} from "../repositories/demo-content.repository";
import {
  demoBlogCovers,
  demoBlogPosts,
  demoCategories,
  demoChallengeCovers,
  demoChallenges,
  demoFeaturedCovers,
  demoFeaturedItems,
  demoGroups,
  demoHero,
  demoMemberCovers,
  demoMembersOfTheMonth,
  demoPetPhotos,
  type DemoPetPhoto,
  demoPosts,
  demoResources,
  demoRegulars,
  demoStories,
} from "./demo-content";
import { demoConversation } from "./demo-conversations";
import { demoImageStore, type DemoImageStore } from "./demo-images";

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the demo content reaches. */
const SPREAD_DAYS = 42;

/** How many rows of each kind were written. */
export type SeedCounts = DemoContentCounts;

export type SeedResult = { status: "seeded"; counts: SeedCounts } | { status: "refused"; reason: string };

const REFUSED: SeedResult = { status: "refused", reason: "The database already has content" };

/**
 * Writes the demo content, its pictures stored in `storage`. Refuses when any content table
 * already has rows, unless `force` (then the demo content is added beside what is there; existing
 * categories and an active hero are kept). `now` anchors the dates, for tests.
 */
export async function seedDemoContent(
  db: Database,
  storage: ObjectStorage,
  options: { force?: boolean; now?: Date } = {},
): Promise<SeedResult> {
  const repository = demoContentRepository(db);
  const onlyIfEmpty = !options.force;
  // Asked first as well, so a refused run renders and stores no picture.
  if (onlyIfEmpty && (await repository.hasContent())) return REFUSED;
  const images = demoImageStore(db, storage);
  // The demo members sign in with no password anyone knows: one hash of random bytes, shared (hashing is slow on purpose).
  const unusablePassword = await hashPassword(crypto.randomBytes(32).toString("base64url"));
  const rows = await withPictures(demoContentRows(options.now ?? new Date(), unusablePassword), images);
  const siteImageIds = images.coverPaths().map((objectPath) => uploadIdFromPath(objectPath)!);
  // Refused after all (content arrived meanwhile): the stored pictures are nobody's, and housekeeping removes them.
  const counts = await repository.insertAll(rows, { onlyIfEmpty, siteImageIds });
  if (!counts) return REFUSED;
  return { status: "seeded", counts };
}

/** The rows with their stored pictures: covers for articles, featured items, challenges and members; the pet photos. */
async function withPictures(rows: RowsBeforePictures, images: DemoImageStore): Promise<DemoContentRows> {
  const cover = async <T extends object>(row: T, name: IllustrationName | undefined) =>
    name ? { ...row, imageUrl: await images.cover(name) } : row;
  // One picture at a time: uploads are processed through a short queue (services/image-processing.ts).
  const each = async <T, U>(items: T[], picture: (item: T) => Promise<U>) => {
    const pictured: U[] = [];
    for (const item of items) pictured.push(await picture(item));
    return pictured;
  };
  return {
    ...rows,
    blogPosts: await each(rows.blogPosts, (post) => cover(post, demoBlogCovers[post.title])),
    featuredItems: await each(rows.featuredItems, (item) => cover(item, demoFeaturedCovers[item.title])),
    challenges: await each(rows.challenges, (challenge) => cover(challenge, demoChallengeCovers[challenge.title])),
    membersOfTheMonth: await each(rows.membersOfTheMonth, (member) => cover(member, demoMemberCovers[member.petType])),
    petPhotos: await each(rows.petPhotos, async ({ illustration, ...photo }) => ({
      ...photo,
      imageUrl: await images.photo(illustration),
    })),
  };
}

/** The rows as written in ./demo-content: pet photos still name the drawing they are made from. */
type RowsBeforePictures = Omit<DemoContentRows, "petPhotos"> & {
  petPhotos: Array<DemoPetPhoto & { createdAt: Date; replies: number }>;
};

/**
 * The demo content as rows, dated relative to `now`: every author a member (a user row), with the
 * replies, comments and reactions of ./demo-conversations.ts and reply counts taken from them.
 */
function demoContentRows(now: Date, passwordHash: string): RowsBeforePictures {
  const dated = <T>(items: readonly T[]) =>
    spreadOverPastWeeks(items, now).map(({ item, createdAt }) => ({ ...item, createdAt }));
  const posts = dated(demoPosts);
  const stories = dated(demoStories);
  const petPhotos = dated(demoPetPhotos);
  const memberNames = [
    ...new Set([
      ...demoRegulars,
      ...posts.map((post) => post.author),
      ...stories.map((story) => story.author),
      ...petPhotos.map((photo) => photo.ownerName),
    ]),
  ];
  const conversation = demoConversation(
    { posts, stories, photos: petPhotos.map((photo) => ({ ...photo, author: photo.ownerName })) },
    memberNames,
    now,
  );
  const repliesOn = (kind: "post" | "story" | "photo", index: number) =>
    conversation.replies.filter((reply) => reply.on.kind === kind && reply.on.index === index).length;
  // Members joined before the content began, a day apart, so the oldest regulars read as such.
  const joined = (index: number) => new Date(now.getTime() - (SPREAD_DAYS + 30 + index) * DAY_MS);
  return {
    members: memberNames.map((username, index) => ({ username, password: passwordHash, createdAt: joined(index) })),
    posts: posts.map((post, index) => ({ ...post, replies: repliesOn("post", index) })),
    stories: stories.map((story, index) => ({ ...story, replies: repliesOn("story", index) })),
    petPhotos: petPhotos.map((photo, index) => ({ ...photo, replies: repliesOn("photo", index) })),
    replies: conversation.replies,
    reactions: conversation.reactions,
    groups: dated(demoGroups),
    resources: dated(demoResources),
    blogPosts: dated(demoBlogPosts),
    featuredItems: dated(demoFeaturedItems),
    categories: dated(demoCategories),
    challenges: spreadOverPastWeeks(demoChallenges, now).map(({ item, createdAt }) => {
      const startDate = new Date(now.getTime() + item.startOffsetDays * DAY_MS);
      return {
        title: item.title,
        description: item.description,
        startDate,
        endDate: new Date(startDate.getTime() + item.durationDays * DAY_MS),
        createdAt,
      };
    }),
    membersOfTheMonth: demoMembersOfTheMonth.map((member) => ({
      ...monthsBefore(now, member.monthsAgo),
      ...withoutMonthsAgo(member),
    })),
    hero: { ...demoHero, isActive: 1, createdAt: new Date(now.getTime() - SPREAD_DAYS * DAY_MS) },
  };
}

/**
 * Gives each item a creation time in the past SPREAD_DAYS days. The order is shuffled by a fixed
 * rule, so items written grouped by topic come out mixed, and the result is the same every run.
 */
function spreadOverPastWeeks<T>(items: readonly T[], now: Date): { item: T; createdAt: Date }[] {
  const slotMs = (SPREAD_DAYS * DAY_MS) / Math.max(items.length, 1);
  const order = items.map((_, index) => index).sort((a, b) => scramble(a) - scramble(b));
  return order.map((index, slot) => ({
    item: items[index]!,
    // Up to half a slot of extra age, so the times do not look machine-made.
    createdAt: new Date(now.getTime() - (slot + 0.25 + (scramble(index) % 1000) / 2000) * slotMs),
  }));
}

/** A fixed, well-mixed number for an index (Knuth's multiplicative hash). */
function scramble(index: number): number {
  return Math.imul(index + 1, 2654435761) >>> 0;
}

/** The month name, year and a creation time for the month `monthsAgo` months before `now`. */
function monthsBefore(now: Date, monthsAgo: number): { month: string; year: number; createdAt: Date } {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
  return {
    month: first.toLocaleString("en-US", { month: "long", timeZone: "UTC" }),
    year: first.getUTCFullYear(),
    createdAt: first,
  };
}

function withoutMonthsAgo<T extends { monthsAgo: number }>(member: T): Omit<T, "monthsAgo"> {
  const { monthsAgo: _monthsAgo, ...rest } = member;
  return rest;
}
