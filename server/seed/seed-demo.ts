/**
 * Fills an empty database with the ready-made demo content in ./demo-content, dated over the past
 * weeks so every list looks lived in. All of it is written in one transaction or none of it is.
 */
import type { Database } from "../db";
import {
  demoContentRepository,
  type DemoContentCounts,
  type DemoContentRows,
} from "../repositories/demo-content.repository";
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

const DAY_MS = 24 * 60 * 60 * 1000;
/** How far back the demo content reaches. */
const SPREAD_DAYS = 42;

/** How many rows of each kind were written. */
export type SeedCounts = DemoContentCounts;

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
  const rows = demoContentRows(options.now ?? new Date());
  const counts = await demoContentRepository(db).insertAll(rows, { onlyIfEmpty: !options.force });
  if (!counts) return { status: "refused", reason: "The database already has content" };
  return { status: "seeded", counts };
}

/** The demo content as rows, dated relative to `now`. */
function demoContentRows(now: Date): DemoContentRows {
  const dated = <T>(items: readonly T[]) =>
    spreadOverPastWeeks(items, now).map(({ item, createdAt }) => ({ ...item, createdAt }));
  return {
    posts: dated(demoPosts),
    stories: dated(demoStories),
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
