/**
 * Fills an empty database with the ready-made demo content in ./demo-content, dated over the past
 * weeks so every list looks lived in. All of it is written in one transaction or none of it is.
 */
import {
  blogPosts,
  categories,
  featuredItems,
  groups,
  heroContent,
  memberOfTheMonth,
  posts,
  resources,
  stories,
  wellnessChallenges,
} from "@shared/schema";
import type { Database } from "../db";
import {
  demoBlogPosts,
  demoCategories,
  demoChallenges,
  demoFeaturedItems,
  demoGroups,
  demoHero,
  demoMembersOfTheMonth,
  demoPosts,
  demoResources,
  demoStories,
} from "./demo-content";

type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the demo content reaches. */
const SPREAD_DAYS = 42;

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
  heroContent,
] as const;

export interface SeedCounts {
  posts: number;
  stories: number;
  groups: number;
  resources: number;
  blogPosts: number;
  featuredItems: number;
  categories: number;
  challenges: number;
  membersOfTheMonth: number;
  hero: number;
}

export type SeedResult = { status: "seeded"; counts: SeedCounts } | { status: "refused"; reason: string };

/**
 * Writes the demo content. Refuses when any content table already has rows, unless `force`
 * (then the demo content is added beside what is there; existing categories and an active hero
 * are kept). `now` anchors the dates, for tests.
 */
export async function seedDemoContent(
  db: Database,
  options: { force?: boolean; now?: Date } = {},
): Promise<SeedResult> {
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    if (!options.force && (await hasContent(tx))) {
      return { status: "refused", reason: "The database already has content" } as const;
    }
    return { status: "seeded", counts: await insertDemoContent(tx, now) } as const;
  });
}

async function hasContent(tx: Transaction): Promise<boolean> {
  for (const table of CONTENT_TABLES) {
    if ((await tx.$count(table)) > 0) return true;
  }
  return false;
}

async function insertDemoContent(tx: Transaction, now: Date): Promise<SeedCounts> {
  const postRows = await tx
    .insert(posts)
    .values(spreadOverPastWeeks(demoPosts, now).map(({ item, createdAt }) => ({ ...item, createdAt })))
    .returning({ id: posts.id });
  const storyRows = await tx
    .insert(stories)
    .values(spreadOverPastWeeks(demoStories, now).map(({ item, createdAt }) => ({ ...item, createdAt })))
    .returning({ id: stories.id });
  const groupRows = await tx
    .insert(groups)
    .values(spreadOverPastWeeks(demoGroups, now).map(({ item, createdAt }) => ({ ...item, createdAt })))
    .returning({ id: groups.id });
  const resourceRows = await tx
    .insert(resources)
    .values(spreadOverPastWeeks(demoResources, now).map(({ item, createdAt }) => ({ ...item, createdAt })))
    .returning({ id: resources.id });
  const blogRows = await tx
    .insert(blogPosts)
    .values(spreadOverPastWeeks(demoBlogPosts, now).map(({ item, createdAt }) => ({ ...item, createdAt })))
    .returning({ id: blogPosts.id });
  const featuredRows = await tx
    .insert(featuredItems)
    .values(spreadOverPastWeeks(demoFeaturedItems, now).map(({ item, createdAt }) => ({ ...item, createdAt })))
    .returning({ id: featuredItems.id });
  // A forced re-run keeps categories that already exist (names are unique).
  const categoryRows = await tx
    .insert(categories)
    .values(spreadOverPastWeeks(demoCategories, now).map(({ item, createdAt }) => ({ ...item, createdAt })))
    .onConflictDoNothing()
    .returning({ id: categories.id });
  const challengeRows = await tx
    .insert(wellnessChallenges)
    .values(
      spreadOverPastWeeks(demoChallenges, now).map(({ item, createdAt }) => {
        const startDate = new Date(now.getTime() + item.startOffsetDays * DAY_MS);
        return {
          title: item.title,
          description: item.description,
          participants: item.participants,
          startDate,
          endDate: new Date(startDate.getTime() + item.durationDays * DAY_MS),
          createdAt,
        };
      }),
    )
    .returning({ id: wellnessChallenges.id });
  const memberRows = await tx
    .insert(memberOfTheMonth)
    .values(
      demoMembersOfTheMonth.map((member) => ({ ...monthsBefore(now, member.monthsAgo), ...withoutMonthsAgo(member) })),
    )
    .returning({ id: memberOfTheMonth.id });
  // Only one hero may be active; a forced re-run keeps the one already showing.
  const heroRows = await tx
    .insert(heroContent)
    .values({ ...demoHero, isActive: 1, createdAt: new Date(now.getTime() - SPREAD_DAYS * DAY_MS) })
    .onConflictDoNothing()
    .returning({ id: heroContent.id });

  return {
    posts: postRows.length,
    stories: storyRows.length,
    groups: groupRows.length,
    resources: resourceRows.length,
    blogPosts: blogRows.length,
    featuredItems: featuredRows.length,
    categories: categoryRows.length,
    challenges: challengeRows.length,
    membersOfTheMonth: memberRows.length,
    hero: heroRows.length,
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
