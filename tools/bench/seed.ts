/**
 * Seeds the benchmark database: 1,000,000 posts and 100,000 of each other listed entity, made by
 * PostgreSQL itself (`INSERT … SELECT … FROM generate_series`, in chunks so progress shows), with
 * varied text, categories and distinct timestamps so keyset pages are as real as they get.
 * A database that already holds exactly these counts is reused.
 */
import { eq, sql } from "drizzle-orm";
import {
  ANY_POST_CATEGORY_VALUES,
  BADGE_COLORS,
  CATEGORY_CONTENT_TYPES,
  RESOURCE_CATEGORIES,
  optionValues,
} from "@shared/constants";
import { contentRecommendations, userPreferences, users } from "@shared/schema";
import { hashPassword } from "../../server/auth/password";
import { selectRows, type Database } from "../../server/db";
import { recommendationService } from "../../server/services/recommendations/service";
import { bodyFor, createSearchText, hasSearchText, titleFor } from "./search-text";

export const POST_COUNT = 1_000_000;
export const OTHER_COUNT = 100_000;
const AUTHOR_COUNT = 1_000;
const CHUNK = 50_000;

/** The member the benchmark logs in as (its posts are removed after each run). */
export const BENCH_MEMBER = { username: "bench-member", password: "bench-member-password" };

/** Tables seeded with OTHER_COUNT rows each (posts get POST_COUNT). */
const OTHER_TABLES = ["stories", "groups", "resources", "blog_posts", "pet_photos", "wellness_challenges"] as const;

// Phrases combined by row number: enough variety that no two neighbouring rows read alike.
const PETS = ["dog", "cat", "rabbit", "horse", "parrot", "guinea pig", "hamster", "tortoise", "ferret", "budgie"];
const PET_NAMES = [
  "Biscuit",
  "Luna",
  "Max",
  "Pepper",
  "Willow",
  "Juniper",
  "Otis",
  "Maple",
  "Scout",
  "Hazel",
  "Milo",
  "Poppy",
  "Rufus",
];
const MIDDLES = [
  "sits with me until my breathing slows down",
  "has learned to nudge my hand when I start to spiral",
  "makes the walk to the park feel possible again",
  "reminds me to eat, sleep and go outside",
  "greets every visitor at the care home like an old friend",
  "taught me that small routines carry big days",
  "has been calmer since we started short daily sessions",
];
const PLACES = [
  "Leeds",
  "Bristol",
  "Glasgow",
  "Cardiff",
  "Belfast",
  "Norwich",
  "York",
  "Brighton",
  "Manchester",
  "Exeter",
];
const GROUP_TYPES = ["Walking group", "Support circle", "Therapy dog visits", "Grief support", "Training club"];

/** A SQL array literal of `values` (constants written here, never user input). */
function array(values: readonly string[]): string {
  return `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(",")}]`;
}

/** `values[expr mod n]` in SQL. */
function pick(values: readonly string[], expr: string): string {
  return `(${array(values)})[1 + ((${expr}) % ${values.length})]`;
}

/** Row `g.i`'s text and title: Zipf-distributed words, so search meets real word frequencies (search-text.ts). */
const body = bodyFor();
const title = titleFor();
// Newest first is row 1; rows are inserted oldest first, as a live table would have them. Each row
// is 31 s (plus a few ms) older than the one before, so every created_at is distinct.
const createdAt = `(timestamptz '2026-11-01 12:00:00+00' - g.i * interval '31 seconds' - (g.i % 997) * interval '1 millisecond')`;

// The seeded authors numbered 0…999 (bench-author-0000 …), for spreading posts over them.
const AUTHORS = `select id, username, substring(username from 14)::int as n from users where username like 'bench-author-%'`;

/** The INSERT … SELECT of each table for rows `g.i` in a chunk (`$1` the first row, `$2` the last). */
const INSERTS: Record<"posts" | "replies" | (typeof OTHER_TABLES)[number], string> = {
  posts: `insert into posts (title, content, author, author_id, category, replies, created_at)
    select ${title}, ${body}, a.username, a.id, ${pick(ANY_POST_CATEGORY_VALUES, "g.i / 17")}, (g.i * 7) % 60, ${createdAt}
    from generate_series($2::int, $1::int, -1) g(i)
    join (${AUTHORS}) a on a.n = g.i % ${AUTHOR_COUNT}`,
  // Replies under the 1,001st to 51,000th newest posts (the benchmark's long thread is the 100th)
  // and, one in five, under the 20,000 newest stories; one in ten posted as "A member".
  replies: `insert into replies (post_id, story_id, author_id, author, content, anonymous, created_at)
    select case when g.i % 5 <> 0 then p.id end, case when g.i % 5 = 0 then s.id end, a.id, a.username, ${body},
      g.i % 10 = 0, ${createdAt}
    from generate_series($2::int, $1::int, -1) g(i)
    join (${AUTHORS}) a on a.n = g.i % ${AUTHOR_COUNT}
    join (select id, row_number() over (order by created_at desc, id desc) as n from posts order by created_at desc, id desc limit 51000) p
      on p.n = 1001 + g.i % 50000
    join (select id, row_number() over (order by created_at desc, id desc) as n from stories order by created_at desc, id desc limit 20000) s
      on s.n = 1 + g.i % 20000`,
  stories: `insert into stories (title, content, author, pet_name, pet_type, created_at)
    select ${title}, ${body}, 'Member ' || (g.i % ${AUTHOR_COUNT}), ${pick(PET_NAMES, "g.i")}, ${pick(PETS, "g.i / 3")}, ${createdAt}
    from generate_series($2::int, $1::int, -1) g(i)`,
  groups: `insert into groups (name, description, location, type, schedule, contact_info, created_at)
    select ${pick(PLACES, "g.i")} || ' ' || ${pick(GROUP_TYPES, "g.i / 10")} || ' #' || g.i, ${body}, ${pick(PLACES, "g.i")},
      ${pick(GROUP_TYPES, "g.i / 10")}, ${pick(["Mondays 6pm", "Saturday mornings", "First Sunday of the month", "Wednesdays at noon"], "g.i")},
      'group' || g.i || '@example.org', ${createdAt}
    from generate_series($2::int, $1::int, -1) g(i)`,
  resources: `insert into resources (title, content, category, url, created_at)
    select ${title}, ${body}, ${pick(optionValues(RESOURCE_CATEGORIES), "g.i / 19")}, 'https://example.org/resources/' || g.i, ${createdAt}
    from generate_series($2::int, $1::int, -1) g(i)`,
  blog_posts: `insert into blog_posts (slug, title, content, excerpt, author, created_at)
    select 'bench-article-' || g.i, ${title}, ${body}, left(${body}, 140), ${pick(["Dr. Amara Patel", "Sam Reyes", "Jo Whitfield", "PawsWell Team"], "g.i")}, ${createdAt}
    from generate_series($2::int, $1::int, -1) g(i)`,
  pet_photos: `insert into pet_photos (image_url, pet_name, pet_type, owner_name, description, created_at)
    select '/objects/uploads/bench-' || g.i, ${pick(PET_NAMES, "g.i")}, ${pick(PETS, "g.i / 3")}, 'Member ' || (g.i % ${AUTHOR_COUNT}),
      ${pick(MIDDLES, "g.i / 7")}, ${createdAt}
    from generate_series($2::int, $1::int, -1) g(i)`,
  wellness_challenges: `insert into wellness_challenges (title, description, start_date, end_date, participants, created_at)
    select ${title}, ${body}, ${createdAt} + interval '1 day', ${createdAt} + interval '1 day' + (7 + g.i % 24) * interval '1 day',
      (g.i * 13) % 400, ${createdAt}
    from generate_series($2::int, $1::int, -1) g(i)`,
};

async function countRows(db: Database, table: string): Promise<number> {
  const [row] = await selectRows<{ n: string }>(db, sql.raw(`select count(*) as n from ${table}`));
  return Number(row?.n ?? 0);
}

/** How many rows to seed: POST_COUNT posts and OTHER_COUNT of the rest, or fewer for a quick run (`--posts`). */
export interface SeedSize {
  posts: number;
  others: number;
}

/** The full benchmark's size. */
export const FULL_SIZE: SeedSize = { posts: POST_COUNT, others: OTHER_COUNT };

/** `posts` posts and a tenth as many of each other type (bench:api's `--posts`). */
export function seedSize(posts: number): SeedSize {
  return { posts, others: Math.max(1_000, Math.round(posts / 10)) };
}

/** True when every table already holds exactly the benchmark's rows and the member has recommendations. */
async function isSeeded(db: Database, size: SeedSize): Promise<boolean> {
  if ((await countRows(db, "posts")) !== size.posts) return false;
  for (const table of OTHER_TABLES) if ((await countRows(db, table)) !== size.others) return false;
  // Seeded before search: no spread replies, no Zipf text.
  if (!(await hasSearchText(db)) || (await countRows(db, "replies")) < size.others) return false;
  const member = await findMember(db);
  if (!member) return false;
  const [row] = await selectRows<{ n: string }>(
    db,
    sql`select count(*) as n from ${contentRecommendations} where ${contentRecommendations.userId} = ${member.id}`,
  );
  return Number(row?.n ?? 0) > 0;
}

async function findMember(db: Database): Promise<{ id: string } | undefined> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, BENCH_MEMBER.username));
  return row;
}

async function insertInChunks(db: Database, table: keyof typeof INSERTS, total: number): Promise<void> {
  const started = performance.now();
  for (let first = 1; first <= total; first += CHUNK) {
    const last = Math.min(total, first + CHUNK - 1);
    // Oldest rows (largest i) first, like a table that grew over time.
    const from = total - last + 1;
    const to = total - first + 1;
    await db.execute(sql.raw(INSERTS[table].replaceAll("$1", String(from)).replaceAll("$2", String(to))));
    const seconds = (performance.now() - started) / 1000;
    process.stdout.write(
      `\r  ${table}: ${last.toLocaleString("en")} / ${total.toLocaleString("en")} (${seconds.toFixed(0)} s)`,
    );
  }
  process.stdout.write("\n");
}

async function seedAuthors(db: Database): Promise<void> {
  // Authors can never log in: their "hash" is not an argon2 hash, and a malformed hash never matches.
  await db.execute(
    sql.raw(`insert into users (username, password, created_at)
      select 'bench-author-' || lpad(g.i::text, 4, '0'), 'not-an-argon2-hash', timestamptz '2025-01-01' + g.i * interval '1 minute'
      from generate_series(0, ${AUTHOR_COUNT - 1}) g(i)`),
  );
}

async function seedCategories(db: Database): Promise<void> {
  const names = [
    "Calm Corner",
    "Training Tips",
    "Grief & Loss",
    "Therapy Visits",
    "Rescue Stories",
    "Senior Pets",
    "Everyday Wins",
  ];
  const types = optionValues(CATEGORY_CONTENT_TYPES);
  const colors = optionValues(BADGE_COLORS);
  const rows = names.flatMap((name, i) =>
    types.map(
      (type, k) =>
        `('${name} ${type}', 'Posts about ${name.toLowerCase()}', '${colors[(i + k) % colors.length]}', '${type}')`,
    ),
  );
  await db.execute(
    sql.raw(
      `insert into categories (name, description, color, content_type) values ${rows.join(",")} on conflict do nothing`,
    ),
  );
}

/** The benchmark member, with preferences and generated recommendations; returns its id. */
async function seedMember(db: Database): Promise<string> {
  const [member] = await db
    .insert(users)
    .values({ username: BENCH_MEMBER.username, password: await hashPassword(BENCH_MEMBER.password) })
    .returning({ id: users.id });
  await db.insert(userPreferences).values({
    userId: member!.id,
    petTypes: ["dog", "cat"],
    interests: ["training", "anxiety", "therapy"],
    preferredContentTypes: ["stories", "blog", "community"],
    activityLevel: "high",
  });
  const generated = await recommendationService(db).generate(member!.id);
  console.log(`  recommendations: ${generated.length} generated for ${BENCH_MEMBER.username}`);
  return member!.id;
}

const ALL_SEEDED = [
  "posts",
  ...OTHER_TABLES,
  "categories",
  "users",
  "user_preferences",
  "content_recommendations",
  "sessions",
  "rate_limits",
  "search_terms",
  "search_documents",
];

/**
 * The searchable tables, each with its trigger that keeps search_documents (migration 0006) and,
 * with it, the words of search_terms (migration 0018).
 */
const SEARCHABLE = ["posts", "replies", "stories", "groups", "resources", "blog_posts"];
const SEARCH_TRIGGERS = ["search_documents"];

/**
 * Runs `insert` with the search triggers off, then does their work in a few statements: row by
 * row, they would look up every word of a million rows again and grow the GIN index an entry at a
 * time.
 */
async function withoutSearchTriggers(db: Database, insert: () => Promise<void>): Promise<void> {
  const setTriggers = (state: "enable" | "disable") =>
    Promise.all(
      SEARCHABLE.flatMap((table) =>
        SEARCH_TRIGGERS.map((trigger) =>
          db.execute(sql.raw(`alter table ${table} ${state} trigger ${table}_${trigger}`)),
        ),
      ),
    );
  await setTriggers("disable");
  try {
    await insert();
  } finally {
    await setTriggers("enable");
  }
  await refillSearchDocuments(db);
}

/** Refills search_documents and search_terms as migration 0018 does: the rows first, then its indexes in bulk. */
async function refillSearchDocuments(db: Database): Promise<void> {
  console.log("  search_documents and its indexes…");
  const indexes = await selectRows<{ name: string; definition: string }>(
    db,
    sql`select indexname as name, indexdef as definition from pg_indexes
      where tablename = 'search_documents' and indexname <> 'search_documents_pkey'`,
  );
  for (const { name } of indexes) await db.execute(sql.raw(`drop index ${name}`));
  await db.execute(sql`select search_documents_refill()`);
  for (const { definition } of indexes) await db.execute(sql.raw(definition));
}

/** Seeds `db` unless it already holds the benchmark's data (or `reseed` forces it). */
export async function seedBenchDatabase(db: Database, options: { reseed: boolean; size?: SeedSize }): Promise<void> {
  const size = options.size ?? FULL_SIZE;
  if (!options.reseed && (await isSeeded(db, size))) {
    console.log(
      `Reusing the seeded database (${size.posts.toLocaleString("en")} posts, ${size.others.toLocaleString("en")} of each other type; --reseed to start over)`,
    );
    return;
  }
  console.log("Seeding (PostgreSQL generates the rows; a few minutes on 2 cores)…");
  const started = performance.now();
  await db.execute(sql.raw(`truncate ${ALL_SEEDED.join(", ")} cascade`));
  await seedAuthors(db);
  console.log("  the text's vocabulary, sentences and titles…");
  await createSearchText(db);
  await withoutSearchTriggers(db, async () => {
    await insertInChunks(db, "posts", size.posts);
    for (const table of OTHER_TABLES) await insertInChunks(db, table, size.others);
    await insertInChunks(db, "replies", size.others);
  });
  await seedCategories(db);
  console.log("  vacuum analyze (fresh statistics and visibility map, as autovacuum would leave them)…");
  for (const table of [...ALL_SEEDED, "replies"]) await db.execute(sql.raw(`vacuum analyze ${table}`));
  await seedMember(db);
  console.log(`Seeded in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** The benchmark member's id (the database must be seeded). */
export async function benchMemberId(db: Database): Promise<string> {
  const member = await findMember(db);
  if (!member) throw new Error(`${BENCH_MEMBER.username} is missing: run with --reseed`);
  return member.id;
}

/** Replies in the benchmark's long thread, and the bench member's notifications (50 of them unread). */
export const THREAD_REPLY_COUNT = 5_000;
const NOTIFICATION_COUNT = 1_000;
const UNREAD_NOTIFICATIONS = 50;

/**
 * Gives one of the million posts (the 100th newest) a thread of THREAD_REPLY_COUNT replies from
 * the seeded authors, and the bench member a history of notifications; kept when already there.
 * Answers the thread's post id.
 */
export async function seedBenchThread(db: Database, memberId: string): Promise<string> {
  const [post] = await selectRows<{ id: string; replies: number }>(
    db,
    sql`select id, replies from posts order by created_at desc, id desc offset 99 limit 1`,
  );
  if (!post) throw new Error("posts is empty: run with --reseed");
  const [counted] = await selectRows<{ n: string }>(
    db,
    sql`select count(*) as n from replies where post_id = ${post.id}`,
  );
  if (Number(counted?.n) !== THREAD_REPLY_COUNT || post.replies !== THREAD_REPLY_COUNT) {
    console.log(`  thread: ${THREAD_REPLY_COUNT.toLocaleString("en")} replies on one post…`);
    await db.execute(sql`delete from replies where post_id = ${post.id}`);
    await db.execute(sql`
      insert into replies (post_id, author_id, author, content, created_at)
      select ${post.id}, u.id, u.username,
             'Reply ' || g.i || ': sending you support. ' || repeat('We have been there too. ', 1 + g.i % 6),
             timestamptz '2026-01-01' + g.i * interval '1 minute'
      from generate_series(1, ${THREAD_REPLY_COUNT}) g(i)
      join users u on u.username = 'bench-author-' || lpad((g.i % ${AUTHOR_COUNT})::text, 4, '0')`);
    await db.execute(sql`update posts set replies = ${THREAD_REPLY_COUNT} where id = ${post.id}`);
    await db.execute(sql.raw("vacuum analyze replies"));
  }
  await db.execute(sql`delete from notifications where user_id = ${memberId}`);
  await db.execute(sql`
    insert into notifications (user_id, kind, actor_name, subject, url, read_at, created_at)
    select ${memberId}, 'reply', 'bench-author-0001', 'A walk by the river', '/community/' || ${post.id},
           case when g.i > ${UNREAD_NOTIFICATIONS} then now() end, now() - g.i * interval '1 hour'
    from generate_series(1, ${NOTIFICATION_COUNT}) g(i)`);
  return post.id;
}
