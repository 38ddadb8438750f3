/**
 * `npm run bench:recs`: seeds 100,000 content items (20,000 of each recommendable type) with
 * multi-row inserts, then times generating and listing one user's recommendations (median of
 * several runs). Uses BENCH_DATABASE_URL (PostgreSQL) or, when unset, a temporary PGlite.
 * The database should be a fresh one: the script adds rows and never deletes them.
 */
import { slugify } from "@shared/slug";
import { blogPosts, posts, resources, stories, users, wellnessChallenges, userPreferences } from "@shared/schema";
import { createPglite, openPostgres, usePglite, type Database, type DatabaseHandle } from "../server/db";
import { recommendationService } from "../server/services/recommendations/service";

const PER_TYPE = 20_000;
const BATCH = 1_000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const PETS = ["dog", "cat", "bird", "rabbit", "horse", "hamster"];
const TOPICS = [
  "training and recall",
  "calm and anxiety",
  "nutrition and treats",
  "vet checkups",
  "grooming",
  "rescue and adoption",
];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

async function seed(db: Database): Promise<void> {
  const base = Date.now();
  for (let start = 0; start < PER_TYPE; start += BATCH) {
    const rows = Array.from({ length: BATCH }, (_, k) => {
      const i = start + k;
      const pet = PETS[i % PETS.length]!;
      const topic = TOPICS[i % TOPICS.length]!;
      return {
        i,
        pet,
        topic,
        title: `${pet} ${topic} #${i}`,
        text: `A note about my ${pet} and ${topic}.`,
        createdAt: new Date(base - i * 600_000),
      };
    });
    await db.insert(blogPosts).values(
      rows.map((r) => ({
        title: r.title,
        slug: slugify(r.title),
        content: r.text,
        excerpt: r.text,
        author: "Bench",
        createdAt: r.createdAt,
      })),
    );
    await db.insert(stories).values(
      rows.map((r) => ({
        title: r.title,
        content: r.text,
        author: "Bench",
        petName: "Pet",
        petType: r.pet,
        createdAt: r.createdAt,
      })),
    );
    await db.insert(posts).values(
      rows.map((r) => ({
        title: r.title,
        content: r.text,
        author: "Bench",
        category: "general",
        replies: r.i % 50,
        createdAt: r.createdAt,
      })),
    );
    await db
      .insert(resources)
      .values(rows.map((r) => ({ title: r.title, content: r.text, category: "educational", createdAt: r.createdAt })));
    await db.insert(wellnessChallenges).values(
      rows.map((r) => ({
        title: r.title,
        description: r.text,
        startDate: r.createdAt,
        endDate: r.createdAt,
        participants: r.i % 80,
        createdAt: r.createdAt,
      })),
    );
  }
}

async function time(run: () => Promise<unknown>): Promise<number[]> {
  await run(); // warm-up: plans cached, pages in memory
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    await run();
    times.push(performance.now() - started);
  }
  return times;
}

async function open(): Promise<DatabaseHandle> {
  const url = process.env.BENCH_DATABASE_URL;
  if (url) {
    console.log(`Database: PostgreSQL at ${url.replace(/\/\/[^@]*@/, "//…@")}`);
    return openPostgres(url);
  }
  console.log("Database: BENCH_DATABASE_URL is not set, so a temporary in-memory PGlite is used");
  return usePglite(await createPglite());
}

async function main(): Promise<void> {
  const database = await open();
  try {
    const { db } = database;
    const seedStarted = performance.now();
    await seed(db);
    console.log(`Seeded ${PER_TYPE * 5} items in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);
    const [user] = await db
      .insert(users)
      .values({ username: `bench-${Date.now()}`, password: "not-a-login" })
      .returning();
    await db.insert(userPreferences).values({
      userId: user!.id,
      petTypes: ["dog", "cat"],
      interests: ["training", "wellness"],
      preferredContentTypes: ["stories", "blog"],
      activityLevel: "high",
    });
    const service = recommendationService(db);
    const generate = await time(() => service.generate(user!.id));
    const list = await time(() => service.list(user!.id, { limit: 5 }));
    const guest = await time(() => service.guestList({ limit: 3 }));
    const fmt = (t: number[]) =>
      `median ${median(t).toFixed(1)} ms (min ${Math.min(...t).toFixed(1)}, max ${Math.max(...t).toFixed(1)})`;
    console.log(`${RUNS} runs each after one warm-up:`);
    console.log(`  generate (one user, high activity): ${fmt(generate)}`);
    console.log(`  list (limit 5):                     ${fmt(list)}`);
    console.log(`  guest list (limit 3):               ${fmt(guest)}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
