/**
 * Every list query the repositories issue is served by an index in newest-first (or best-first)
 * order: EXPLAIN shows an index scan and no Sort node, so a page costs the same on row 1 and on
 * row 900,000. The SQL is the repositories' own: each call runs through a drizzle logger that
 * records the statement and its parameters, which are then EXPLAINed as sent.
 *
 * Plans are only meaningful with data, so each table gets a few thousand generated rows and fresh
 * statistics (VACUUM ANALYZE). With that, a seq scan plus top-N sort would cost far more than reading 21
 * index entries, so the planner's choice is not a coin toss; no planner settings are changed.
 * It runs on PGlite too: the same PostgreSQL planner (17, vs 15 on the server) and deterministic
 * statistics on a table this size; the whole file takes a few seconds there.
 */
import { itemLifecycleRepository } from "./item-lifecycle.repository";
import type { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as schema from "@shared/schema";
import { SEARCH_COUNT_CAP, SEARCH_TYPES, type SearchType } from "@shared/search";
import { selectRows, type Database, type DatabaseHandle } from "../db";
import type { Cursor } from "../lib/pagination";
import { createTestDatabase } from "../test/test-database";
import { adminListsRepository } from "./admin-lists.repository";
import { blogPostsRepository } from "./blog-posts.repository";
import { blogSlugRedirectsRepository } from "./blog-slug-redirects.repository";
import { categoriesRepository } from "./categories.repository";
import { featuredItemsRepository } from "./featured-items.repository";
import { publicationRepository } from "./publication.repository";
import { groupsRepository } from "./groups.repository";
import { mailOutboxRepository } from "./mail-outbox.repository";
import { memberOfTheMonthRepository } from "./member-of-the-month.repository";
import { moderationCasesRepository, type QueueCursor } from "./moderation-cases.repository";
import { moderatedItemsRepository } from "./moderated-items.repository";
import { moderationLogRepository } from "./moderation-log.repository";
import { notificationsRepository } from "./notifications.repository";
import { petPhotosRepository } from "./pet-photos.repository";
import { postsRepository } from "./posts.repository";
import { recommendationContentRepository } from "./recommendation-content.repository";
import { recommendationsRepository } from "./recommendations.repository";
import { repliesRepository, type ReplyThread } from "./replies.repository";
import { newsletterIssuesRepository } from "./newsletter-issues.repository";
import { newsletterSubscribersRepository } from "./newsletter-subscribers.repository";
import { contactMessagesRepository } from "./contact-messages.repository";
import { resourcesRepository } from "./resources.repository";
import { feedItemsRepository } from "./feed-items.repository";
import { searchRepository } from "./search.repository";
import type { IndexableType } from "./search-engine-rows";
import { sitemapRepository } from "./sitemap.repository";
import { storiesRepository } from "./stories.repository";
import { uploadsRepository } from "./uploads.repository";
import { usersRepository } from "./users.repository";
import { wellnessChallengesRepository } from "./wellness-challenges.repository";

const ROWS = 5_000;
/** A word three rows of each searchable table hold (see fillTables). */
const RARE_WORD = "zebrafinch";
const PAGE = { limit: 20 };

interface Statement {
  sql: string;
  params: unknown[];
}

interface PlanNode {
  "Node Type": string;
  "Index Name"?: string;
  Plans?: PlanNode[];
}

type Client = { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> };

/** A Database over the test database's own client whose every statement is recorded. */
function recordingDatabase(handle: DatabaseHandle): { db: Database; client: Client; statements: Statement[] } {
  const statements: Statement[] = [];
  const logger = { logQuery: (query: string, params: unknown[]) => statements.push({ sql: query, params }) };
  const client = (handle.db as unknown as { $client: pg.Pool | PGlite }).$client;
  const db =
    handle.kind === "postgres"
      ? drizzleNodePg(client as pg.Pool, { schema, logger })
      : drizzlePglite(client as PGlite, { schema, logger });
  return { db: db as unknown as Database, client: client as unknown as Client, statements };
}

function nodesOf(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodesOf)];
}

// Row i (1 = newest) is i minutes old, so every created_at is distinct; rows go in oldest first.
const createdAt = "(timestamptz '2026-03-01 12:00+00' - g.i * interval '1 minute')";
const series = `generate_series(${ROWS}, 1, -1) g(i)`;

async function fillTables(db: Database): Promise<void> {
  const statements = [
    `insert into posts (title, content, author, category, created_at)
      select 'Post ' || g.i, 'Text', 'someone', (array['therapy-training','pet-loss','ptsd','general','support'])[1 + g.i % 5], ${createdAt} from ${series}`,
    `insert into stories (title, content, author, pet_name, pet_type, created_at) select 'Story ' || g.i, 'Text', 'someone', 'Rex', 'dog', ${createdAt} from ${series}`,
    // Six types; one group in 500 meets in Cedar Hollow, the rest in Leeds (a rare town, as most are).
    `insert into groups (name, description, location, type, schedule, contact_info, created_at)
      select 'Group ' || g.i, 'Text', case when g.i % 500 = 0 then 'Cedar Hollow, VT' else 'Leeds' end,
        (array['therapy','support','training','social','volunteer','professional'])[1 + g.i % 6], 'Mondays', 'a@example.org', ${createdAt} from ${series}`,
    `insert into resources (title, content, category, created_at)
      select 'Resource ' || g.i, 'Text', (array['educational','mental-health','pet-therapy','veterinary','grief-support'])[1 + g.i % 5], ${createdAt} from ${series}`,
    `insert into blog_posts (slug, title, content, excerpt, author, created_at) select 'blog-' || g.i, 'Blog ' || g.i, 'Text', 'Text', 'someone', ${createdAt} from ${series}`,
    `insert into featured_items (title, description, type, created_at) select 'Featured ' || g.i, 'Text', 'story', ${createdAt} from ${series}`,
    `insert into categories (name, description, content_type, created_at) select 'Category ' || g.i, 'Text', 'blog', ${createdAt} from ${series}`,
    `insert into pet_photos (image_url, pet_name, pet_type, owner_name, created_at) select '/objects/uploads/x' || g.i, 'Rex', 'dog', 'someone', ${createdAt} from ${series}`,
    `insert into uploads (issued_to, status, expires_at, created_at) select 'user:someone', 'stored', ${createdAt}, ${createdAt} from ${series}`,
    // A worked outbox: one message in a hundred still waits to be sent.
    `insert into mail_outbox (to_address, subject, text_body, sent_at, created_at)
      select 'reader' || g.i || '@example.org', 'Hello', 'Text', case when g.i % 100 = 0 then null else ${createdAt} end, ${createdAt}
      from ${series}`,
    `insert into wellness_challenges (title, description, start_date, end_date, created_at)
      select 'Challenge ' || g.i, 'Text', ${createdAt},
        -- Most challenges have ended; one in a hundred still runs.
        case when g.i % 100 = 0 then '2099-01-01'::timestamptz else ${createdAt} end, ${createdAt} from ${series}`,
    `insert into member_of_the_month (member_name, pet_name, pet_type, story, month, year, created_at)
      select 'Member ' || g.i, 'Rex', 'dog', 'Text', 'March', 2026, ${createdAt} from ${series}`,
    `insert into users (username, password) select 'user' || g.i, 'not-a-hash' from generate_series(1, 20) g(i)`,
    // One long thread: every reply under the newest post, oldest first like a thread that grew.
    `insert into replies (post_id, author, content, created_at)
      select (select id from posts order by created_at desc, id desc limit 1), 'someone', 'Reply ' || g.i, ${createdAt} from ${series}`,
    // Readers' reactions to the thread's replies, which its page counts reply by reply.
    `insert into reactions (reply_id, user_id, kind)
      select r.id, u.id, (array['support','me-too','thanks'])[1 + (hashtext(r.id::text || u.id::text) & 255) % 3]
      from (select id from replies order by created_at limit ${ROWS / 5}) r
      cross join (select id from users order by username limit 3) u`,
    `insert into notifications (user_id, kind, subject, url, created_at)
      select u.id, 'reply', 'A walk', '/community', ${createdAt}
      from users u cross join generate_series(1, ${ROWS / 20}) g(i)`,
    `insert into content_recommendations (user_id, content_id, content_type, score)
      select u.id, gen_random_uuid(), (array['blog','story','post','resource','challenge'])[1 + g.i % 5], g.i % 100
      from users u cross join generate_series(1, ${ROWS / 20}) g(i)`,
    // The queue: cases of every priority, most of them closed (as a queue that has been worked).
    `insert into moderation_cases (item_type, item_id, priority, snapshot, resolved_at, created_at)
      select 'post', gen_random_uuid(), g.i % 3, '{}'::jsonb, case when g.i % 10 = 0 then null else ${createdAt} end, ${createdAt} from ${series}`,
    `insert into moderation_log (moderator_name, action, reason, created_at) select 'mod', 'hide', 'Spam', ${createdAt} from ${series}`,
    // Members' pages: every item gets one of the 20 members as its author; articles an old slug each.
    `update posts set author_id = (select id from users order by username offset (hashtext(posts.id::text) & 15) limit 1)`,
    `update stories set user_id = (select id from users order by username offset (hashtext(stories.id::text) & 15) limit 1)`,
    `update pet_photos set user_id = (select id from users order by username offset (hashtext(pet_photos.id::text) & 15) limit 1)`,
    `insert into blog_slug_redirects (old_slug, blog_post_id) select 'old-' || slug, id from blog_posts`,
    // Contact Us: messages, most of them handled by one of the members (as moderators would).
    `insert into contact_messages (topic, message, handled_at, handled_by, created_at)
      select 'question', 'Message ' || g.i, case when g.i % 10 = 0 then null else ${createdAt} end,
        case when g.i % 10 = 0 then null else (select id from users order by username offset (g.i & 15) limit 1) end,
        ${createdAt} from ${series}`,
    // The newsletter: subscribers, most confirmed, and an issue being sent that has reached half of them.
    `insert into newsletter_subscribers (email, status, confirmed_at, created_at)
      select 'reader' || g.i || '@example.org', case when g.i % 10 = 0 then 'pending' else 'confirmed' end,
        ${createdAt}, ${createdAt} from ${series}`,
    `insert into newsletter_issues (subject, intro, article_ids, status, text_body, sending_started_at)
      values ('Spring', 'Hello.', '{}', 'sending', 'Hello.', timestamptz '2026-03-01 12:00+00')`,
    `insert into newsletter_deliveries (issue_id, subscriber_id, unsubscribe_token_hash)
      select (select id from newsletter_issues limit 1), s.id, md5(s.id::text) from newsletter_subscribers s
      where s.status = 'confirmed' order by s.id limit ${ROWS / 2}`,
    // Enough members that finding one by name is worth an index (sorted after the twenty above).
    `insert into users (username, password) select 'zz-member-' || g.i, 'not-a-hash' from ${series}`,
    // Search: a rare word in three rows of each searchable table, and a word list as long as a
    // real site's (letters only, as search_terms holds them), for the typo correction.
    ...["posts", "stories", "groups", "resources", "blog_posts", "replies"].map(
      (table) => `update ${table} set ${table === "groups" ? "description" : "content"} = 'A ${RARE_WORD} at dawn'
        where id in (select id from ${table} order by created_at desc offset 100 limit 3)`,
    ),
    `insert into search_terms (term) select translate(md5(g.i::text), '0123456789', 'ghijklmnop') from ${series}
      on conflict do nothing`,
    // Fresh GIN entries wait in the index's pending list, which a lookup must read whole, until
    // (auto)vacuum moves them into the index proper; a live table's index is in that state.
    "select gin_clean_pending_list('search_terms_trgm_idx')",
  ];
  for (const statement of statements) await db.execute(sql.raw(statement));
  // VACUUM too, as autovacuum would: it merges a GIN index's pending list (the rows inserted since it
  // was built), without which the planner prices a trigram lookup as a scan of the whole list.
  await db.execute(sql`vacuum analyze`);
}

/** Whether a query reads the wellness challenges table. */
const readsChallenges = (query: string) => query.includes('from "wellness_challenges"');

describe("query plans of the list queries", () => {
  let handle: DatabaseHandle;
  let recording: ReturnType<typeof recordingDatabase>;
  let middle: Cursor;
  let userId: string;
  let thread: ReplyThread;
  let middleReply: Cursor;
  let middleNotification: Cursor;
  let middleCase: QueueCursor;
  let middleAudit: Cursor;
  let middleContact: Cursor;

  beforeAll(async () => {
    handle = await createTestDatabase();
    await fillTables(handle.db);
    recording = recordingDatabase(handle);
    const [row] = await selectRows<{ created_at: string; id: string }>(
      handle.db,
      sql.raw(`select created_at, id from posts order by created_at desc, id desc offset ${ROWS / 2} limit 1`),
    );
    // The same instant as a cursor a client would send back (decodeCursor gives a Date).
    middle = { createdAt: new Date(row!.created_at), id: row!.id };
    const [user] = await selectRows<{ id: string }>(handle.db, sql.raw("select id from users limit 1"));
    userId = user!.id;
    const [reply] = await selectRows<{ post_id: string; created_at: string; id: string }>(
      handle.db,
      sql.raw(`select post_id, created_at, id from replies order by created_at, id offset ${ROWS / 2} limit 1`),
    );
    thread = { type: "post", itemId: reply!.post_id };
    middleReply = { createdAt: new Date(reply!.created_at), id: reply!.id };
    const [notification] = await selectRows<{ created_at: string; id: string }>(
      handle.db,
      sql`select created_at, id from notifications where user_id = ${userId} order by created_at desc, id desc offset 100 limit 1`,
    );
    middleNotification = { createdAt: new Date(notification!.created_at), id: notification!.id };
    const [openCase] = await selectRows<{ priority: number; created_at: string; id: string }>(
      handle.db,
      sql.raw(`select priority, created_at, id from moderation_cases where resolved_at is null
        order by priority, created_at, id offset ${ROWS / 40} limit 1`),
    );
    middleCase = { priority: Number(openCase!.priority), createdAt: new Date(openCase!.created_at), id: openCase!.id };
    const [entry] = await selectRows<{ created_at: string; id: string }>(
      handle.db,
      sql.raw(`select created_at, id from moderation_log order by created_at desc, id desc offset ${ROWS / 2} limit 1`),
    );
    middleAudit = { createdAt: new Date(entry!.created_at), id: entry!.id };
    const [contact] = await selectRows<{ created_at: string; id: string }>(
      handle.db,
      sql.raw(
        `select created_at, id from contact_messages order by created_at desc, id desc offset ${ROWS / 2} limit 1`,
      ),
    );
    middleContact = { createdAt: new Date(contact!.created_at), id: contact!.id };
    // Filling the tables takes half a minute on a quiet machine and has outrun the 60 s default
    // for hooks when others share the two cores.
  }, 180_000);
  afterAll(() => handle?.close());

  /** Runs `call` on the recording database and returns the plan of each statement it issued. */
  async function plansOf(call: (db: Database) => Promise<unknown>): Promise<{ sql: string; nodes: PlanNode[] }[]> {
    recording.statements.length = 0;
    await call(recording.db);
    // A search asks PostgreSQL for its own estimate first (an EXPLAIN, which reads no row).
    const issued = recording.statements.filter((statement) => !/^explain\b/i.test(statement.sql));
    expect(issued.length).toBeGreaterThan(0);
    const plans = [];
    for (const statement of issued) {
      const { rows } = await recording.client.query(`explain (format json) ${statement.sql}`, statement.params);
      const raw = rows[0]!["QUERY PLAN"];
      const [explained] = (typeof raw === "string" ? JSON.parse(raw) : raw) as { Plan: PlanNode }[];
      plans.push({ sql: statement.sql, nodes: nodesOf(explained!.Plan) });
    }
    return plans;
  }

  const cases: [string, (db: Database) => Promise<unknown>][] = [
    ["posts: first page", (db) => postsRepository(db).list(PAGE)],
    ["posts: cursor page", (db) => postsRepository(db).list({ ...PAGE, cursor: middle })],
    ["posts: category filter", (db) => postsRepository(db).list({ ...PAGE, category: "ptsd" })],
    [
      "posts: category filter, cursor page",
      (db) => postsRepository(db).list({ ...PAGE, category: "ptsd", cursor: middle }),
    ],
    ["stories: first page", (db) => storiesRepository(db).list(PAGE)],
    ["stories: cursor page", (db) => storiesRepository(db).list({ ...PAGE, cursor: middle })],
    ["groups: first page", (db) => groupsRepository(db).list(PAGE)],
    ["groups: cursor page", (db) => groupsRepository(db).list({ ...PAGE, cursor: middle })],
    ["groups: type filter", (db) => groupsRepository(db).list({ ...PAGE, type: "support" })],
    [
      "groups: type filter, cursor page",
      (db) => groupsRepository(db).list({ ...PAGE, type: "support", cursor: middle }),
    ],
    ["resources: first page", (db) => resourcesRepository(db).list(PAGE)],
    ["resources: cursor page", (db) => resourcesRepository(db).list({ ...PAGE, cursor: middle })],
    ["resources: category filter", (db) => resourcesRepository(db).list({ ...PAGE, category: "veterinary" })],
    [
      "resources: category filter, cursor page",
      (db) => resourcesRepository(db).list({ ...PAGE, category: "veterinary", cursor: middle }),
    ],
    ["blog posts: first page", (db) => blogPostsRepository(db).list(PAGE)],
    ["blog posts: cursor page", (db) => blogPostsRepository(db).list({ ...PAGE, cursor: middle })],
    ["featured items: first page", (db) => featuredItemsRepository(db).list(PAGE)],
    ["featured items: cursor page", (db) => featuredItemsRepository(db).list({ ...PAGE, cursor: middle })],
    ["categories: first page", (db) => categoriesRepository(db).list(PAGE)],
    ["categories: cursor page", (db) => categoriesRepository(db).list({ ...PAGE, cursor: middle })],
    ["pet photos: first page", (db) => petPhotosRepository(db).list(PAGE)],
    ["pet photos: cursor page", (db) => petPhotosRepository(db).list({ ...PAGE, cursor: middle })],
    ["member of the month: current", (db) => memberOfTheMonthRepository(db).current()],
    ["recommendations: a user's list", (db) => recommendationsRepository(db).list(userId, { limit: 5 })],
    [
      "recommendations: a user's list of one type",
      (db) => recommendationsRepository(db).list(userId, { contentType: "story", limit: 5 }),
    ],
    ["recommendation candidates: newest of each type", (db) => recommendationContentRepository(db).recent(300)],
    ["replies: a thread's first page", (db) => repliesRepository(db).listThread(thread, { limit: 50 })],
    [
      "replies: a thread's cursor page",
      (db) => repliesRepository(db).listThread(thread, { limit: 50, cursor: middleReply }),
    ],
    ["notifications: a member's first page", (db) => notificationsRepository(db).list(userId, PAGE)],
    [
      "notifications: a member's cursor page",
      (db) => notificationsRepository(db).list(userId, { ...PAGE, cursor: middleNotification }),
    ],
    ["moderation queue: first page", (db) => moderationCasesRepository(db).listOpen(PAGE)],
    ["moderation queue: cursor page", (db) => moderationCasesRepository(db).listOpen({ ...PAGE, cursor: middleCase })],
    // /admin's lists: unfiltered, the newest-first index. (A status or a search is a moderator's
    // rarer request; the planner may read the table once for it: admin-lists.repository.ts.)
    ["admin list of stories: first page", (db) => adminListsRepository(db).page("stories", PAGE)],
    [
      "admin list of discussions: cursor page",
      (db) => adminListsRepository(db).page("community", { ...PAGE, cursor: middle }),
    ],
    ["audit log: first page", (db) => moderationLogRepository(db).list(PAGE)],
    ["audit log: cursor page", (db) => moderationLogRepository(db).list({ ...PAGE, cursor: middleAudit })],
    ["newsletter: the newest subscribers", (db) => newsletterSubscribersRepository(db).newestSubscribers(50)],
    ["contact inbox: first page", (db) => contactMessagesRepository(db).list(PAGE)],
    ["contact inbox: cursor page", (db) => contactMessagesRepository(db).list({ ...PAGE, cursor: middleContact })],
  ];

  // Sending an issue: each batch reads the confirmed subscribers in id order through their partial
  // index and skips those with a delivery through its primary key, stopping at the batch's size.
  it("newsletter: an issue's next batch of recipients reads the confirmed index and the deliveries' key", async () => {
    const [issue] = await selectRows<{ id: string }>(handle.db, sql.raw("select id from newsletter_issues limit 1"));
    const [plan] = await plansOf((db) =>
      newsletterIssuesRepository(db).nextRecipients(
        { id: issue!.id, sendingStartedAt: new Date("2026-03-01T12:00:00Z") },
        100,
      ),
    );
    const types = plan!.nodes.map((node) => node["Node Type"]);
    const indexes = plan!.nodes.flatMap((node) => node["Index Name"] ?? []);
    expect(indexes, `${plan!.sql}\n${types.join(" > ")}`).toEqual(
      expect.arrayContaining([
        "newsletter_subscribers_confirmed_idx",
        "newsletter_deliveries_issue_id_subscriber_id_pk",
      ]),
    );
    expect(types.filter((type) => type.includes("Sort") || type === "Seq Scan")).toEqual([]);
  });
  // One member's page: the newest of their items through the (owner, created_at desc) author
  // indexes. Those indexes end at created_at, so rows of the same millisecond are put in id order
  // by an Incremental Sort over the index's order (groups of one row, in practice): never a full Sort.
  const memberCases: [string, string, (db: Database) => Promise<unknown>][] = [
    ["posts", "posts_author_newest_idx", (db) => postsRepository(db).listByMember(userId, PAGE)],
    [
      "posts, cursor page",
      "posts_author_newest_idx",
      (db) => postsRepository(db).listByMember(userId, { ...PAGE, cursor: middle }),
    ],
    ["stories", "stories_user_newest_idx", (db) => storiesRepository(db).listByMember(userId, PAGE)],
    [
      "stories, cursor page",
      "stories_user_newest_idx",
      (db) => storiesRepository(db).listByMember(userId, { ...PAGE, cursor: middle }),
    ],
    ["photos", "pet_photos_user_newest_idx", (db) => petPhotosRepository(db).listByMember(userId, PAGE)],
    [
      "photos, cursor page",
      "pet_photos_user_newest_idx",
      (db) => petPhotosRepository(db).listByMember(userId, { ...PAGE, cursor: middle }),
    ],
  ];
  it.each(memberCases)("a member's %s reads %s in order, with no full Sort", async (_name, index, call) => {
    for (const plan of await plansOf(call)) {
      const types = plan.nodes.map((node) => node["Node Type"]);
      const indexes = plan.nodes.flatMap((node) => node["Index Name"] ?? []);
      expect(indexes, `${plan.sql}\n${types.join(" > ")}`).toEqual([index]);
      expect(types.filter((type) => type === "Sort" || type === "Seq Scan")).toEqual([]);
    }
  });

  // Lookups of one row: a blog article by slug, an old slug's redirect, a member by name.
  const lookups: [string, string[], (db: Database) => Promise<unknown>][] = [
    ["a blog article by slug", ["blog_posts_slug_key"], (db) => blogPostsRepository(db).findBySlug("blog-2500")],
    [
      "an old blog slug's article",
      ["blog_slug_redirects_pkey", "blog_posts_pkey"],
      (db) => blogSlugRedirectsRepository(db).currentSlugOf("old-blog-2500"),
    ],
    ["a member by name, any case", ["users_username_lower_key"], (db) => usersRepository(db).findMember("USER7")],
    [
      "a newsletter subscriber by address, any case",
      ["newsletter_subscribers_email_key"],
      (db) => newsletterSubscribersRepository(db).findByEmail("Reader7@example.org"),
    ],
    [
      "a newsletter subscriber by an issue's unsubscribe token",
      ["newsletter_deliveries_unsubscribe_token_idx", "newsletter_subscribers_pkey"],
      (db) => newsletterSubscribersRepository(db).unsubscribe("not-a-token"),
    ],
    // Every GET /objects/uploads/<id> asks this: the pet photo that shows the upload, and whether
    // it is a site image (docs/decisions.md#site-images, docs/decisions.md#one-item-model).
    [
      "the rows that show an upload",
      ["uploads_pkey", "pet_photos_image_url_key"],
      (db) =>
        uploadsRepository(db).findShowing(
          "7d1f1c1e-0000-4000-8000-000000000000",
          "/objects/uploads/7d1f1c1e-0000-4000-8000-000000000000",
        ),
    ],
  ];
  it.each(lookups)("%s reads its index", async (_name, expected, call) => {
    const [plan] = await plansOf(call);
    const types = plan!.nodes.map((node) => node["Node Type"]);
    expect(types, plan!.sql).not.toContain("Seq Scan");
    expect(plan!.nodes.flatMap((node) => node["Index Name"] ?? [])).toEqual(expect.arrayContaining(expected));
  });

  // Not here, on purpose: lookups by id lists (findByRefs: a primary-key fetch of at most a page of
  // ids), a user's viewed history (bounded by that user's own recommendations), and the hero
  // (one row by nature). None of them grows with the site's content.

  // A queue page's authors' latest posts, replies and stories: a few rows of each table per author,
  // read through its index by author (merging three short lists sorts at most a handful of rows).
  it("the queue's 'recent posts by this author' reads each table through its index by author", async () => {
    const [plan] = await plansOf((db) => moderatedItemsRepository(db).recentByAuthors([userId], 5));
    const types = plan!.nodes.map((node) => node["Node Type"]);
    const indexes = plan!.nodes.flatMap((node) => node["Index Name"] ?? []);
    expect(types, plan!.sql).not.toContain("Seq Scan");
    expect(indexes).toEqual(
      expect.arrayContaining(["posts_author_newest_idx", "replies_author_idx", "stories_user_newest_idx"]),
    );
  });

  // The queue depths /metrics reads at every scrape: counted through an index of the few waiting rows.
  it.each([
    ["mail outbox pending", (db: Database) => mailOutboxRepository(db).countPending(), "mail_outbox_due_idx"],
    ["uploads pending", (db: Database) => uploadsRepository(db).countPending(), "uploads_expires_at_idx"],
  ] as const)("metrics: %s counts through %s", async (_name, call, index) => {
    const [plan] = await plansOf(call);
    const types = plan!.nodes.map((node) => node["Node Type"]);
    expect(types, plan!.sql).not.toContain("Seq Scan");
    expect(plan!.nodes.flatMap((node) => node["Index Name"] ?? [])).toContain(index);
  });

  // Removing an item forgets every notice leading to it, whoever's bell it is in: found through the
  // index of the page a notice leads to, never by reading every member's notices.
  it.each([
    ["a whole page", { url: "/community/00000000-0000-4000-8000-000000000001", wholePage: true }],
    ["one reply", { url: "/community/00000000-0000-4000-8000-000000000001#reply-1", wholePage: false }],
  ] as const)("removing an item forgets the notices about %s through notifications_page_idx", async (_name, place) => {
    const [plan] = await plansOf((db) => itemLifecycleRepository(db).forgetNotices(place));
    const types = plan!.nodes.map((node) => node["Node Type"]);
    expect(types, plan!.sql).not.toContain("Seq Scan");
    expect(plan!.nodes.flatMap((node) => node["Index Name"] ?? [])).toContain("notifications_page_idx");
  });

  // Search ranks its matches, so it sorts (a hundred rows at most: docs/decisions.md#search); what
  // must hold is that search_documents is read through its indexes, never scanned whole.
  const searchPlans = async (q: string, kinds: readonly SearchType[]) => {
    const [page] = await plansOf((db) => searchRepository(db).page(q, kinds, PAGE));
    const counts = await plansOf((db) => searchRepository(db).counts(q, kinds));
    return [page!, ...counts].map((plan) => ({
      sql: plan.sql,
      indexes: plan.nodes.flatMap((node) => node["Index Name"] ?? []),
      types: plan.nodes.map((node) => node["Node Type"]),
    }));
  };

  it.each(SEARCH_TYPES)("search of %s: a rare word's page and count read the GIN index", async (type) => {
    for (const plan of await searchPlans(RARE_WORD, [type])) {
      expect(plan.indexes, plan.sql).toContain("search_documents_match_idx");
      expect(plan.types, plan.sql).not.toContain("Seq Scan");
    }
    expect(await searchRepository(handle.db).page(RARE_WORD, [type], PAGE)).toHaveLength(3);
  });

  it("search over every kind reads the GIN index once for a rare word, for its page and for its counts", async () => {
    const [page, counts, ...more] = await searchPlans(RARE_WORD, SEARCH_TYPES);
    expect(page!.indexes, page!.sql).toEqual(["search_documents_match_idx"]);
    expect(counts!.indexes, counts!.sql).toEqual(["search_documents_match_idx"]);
    expect(more).toEqual([]);
    expect(await searchRepository(handle.db).page(RARE_WORD, SEARCH_TYPES, PAGE)).toHaveLength(18);
    expect(await searchRepository(handle.db).counts(RARE_WORD, SEARCH_TYPES)).toEqual(
      new Map(SEARCH_TYPES.map((type) => [type, 3])),
    );
  });

  it("a page's results are read from each kind's table by primary key, in one statement", async () => {
    const [, details, ...more] = await plansOf((db) => searchRepository(db).page(RARE_WORD, SEARCH_TYPES, PAGE));
    expect(more).toEqual([]);
    const indexes = details!.nodes.flatMap((node) => node["Index Name"] ?? []);
    expect(
      details!.nodes.map((node) => node["Node Type"]),
      details!.sql,
    ).not.toContain("Seq Scan");
    // A reply's title is its thread's: the thread's table is read by primary key too.
    for (const table of ["posts", "replies", "stories", "blog_posts", "resources", "groups", "pet_photos"]) {
      expect(indexes, details!.sql).toContain(`${table}_pkey`);
    }
  });

  it("a common word's page and counts walk a newest-first index and stop", async () => {
    // "text" is in every row: 30,000 matches, more than are worth reading to count.
    const [page, counts] = await searchPlans("text", SEARCH_TYPES);
    expect(page!.indexes, page!.sql).toEqual(["search_documents_newest_idx"]);
    expect(counts!.indexes, counts!.sql).toEqual(SEARCH_TYPES.map(() => "search_documents_kind_newest_idx"));
    expect(await searchRepository(handle.db).counts("text", SEARCH_TYPES)).toEqual(
      // Replies say only "Reply n".
      new Map(SEARCH_TYPES.map((type) => [type, type === "reply" ? 0 : SEARCH_COUNT_CAP])),
    );
    const [storyPage] = await searchPlans("text", ["story"]);
    expect(storyPage!.indexes, storyPage!.sql).toEqual(["search_documents_kind_newest_idx"]);
  });

  it("words that go together read the newest rows first, not every match", async () => {
    // "Story 7 … Text": PostgreSQL would guess the two words rarely meet and read them all.
    for (const plan of await searchPlans("story text", ["story"])) {
      expect(plan.indexes, plan.sql).toContain("search_documents_kind_newest_idx");
      expect(plan.types, plan.sql).not.toContain("Seq Scan");
    }
    const page = await searchRepository(handle.db).page("story text", ["story"], { limit: 5 });
    expect(page.map((row) => row.title)).toEqual(["Story 1", "Story 2", "Story 3", "Story 4", "Story 5", "Story 6"]);
  });

  it("typo correction finds the nearest word through search_terms_trgm_idx", async () => {
    const [plan] = await plansOf((db) => searchRepository(db).nearestTerms(["zebrafnch"]));
    const indexes = plan!.nodes.flatMap((node) => node["Index Name"] ?? []);
    expect(indexes, plan!.sql).toContain("search_terms_trgm_idx");
    expect(await searchRepository(handle.db).nearestTerms(["zebrafnch"])).toEqual(new Map([["zebrafnch", RARE_WORD]]));
  });

  // A location search (prefix or near spelling) reads the few matching groups through the trigram
  // index and sorts only those: no order-preserving index can serve a fuzzy match.
  it.each([
    ["a town's start", "cedar", undefined],
    ["a near spelling", "Cedar Holow", undefined],
    ["a postcode", "05001", undefined],
    ["a town and a type", "cedar", "therapy"],
  ])("groups: a location search for %s reads the trigram index", async (_name, location, type) => {
    for (const call of [
      (db: Database) => groupsRepository(db).list({ ...PAGE, location, type }),
      (db: Database) => groupsRepository(db).list({ ...PAGE, location, type, cursor: middle }),
    ]) {
      for (const plan of await plansOf(call)) {
        const types = plan.nodes.map((node) => node["Node Type"]);
        const indexes = plan.nodes.flatMap((node) => node["Index Name"] ?? []);
        expect(types, `${plan.sql}\n${types.join(" > ")}`).not.toContain("Seq Scan");
        expect(indexes, `${plan.sql}\n${types.join(" > ")}`).toContain("groups_location_trgm_idx");
      }
    }
  });

  // An item's own page reads one row by its primary key.
  it.each([
    ["a group", (db: Database, id: string) => groupsRepository(db).findById(id), "groups"],
    ["a resource", (db: Database, id: string) => resourcesRepository(db).findById(id), "resources"],
  ] as const)("%s by id reads its primary key", async (_name, find, table) => {
    const [row] = await selectRows<{ id: string }>(handle.db, sql.raw(`select id from ${table} limit 1`));
    for (const plan of await plansOf((db) => find(db, row!.id))) {
      const indexes = plan.nodes.flatMap((node) => node["Index Name"] ?? []);
      expect(indexes, plan.sql).toEqual([`${table}_pkey`]);
    }
  });

  // The public list of challenges holds those not yet ended: found through the end-date index,
  // however many have ended, then put newest first (a few rows to sort).
  it.each([
    ["first page", (db: Database) => wellnessChallengesRepository(db).list(PAGE)],
    ["cursor page", (db: Database) => wellnessChallengesRepository(db).list({ ...PAGE, cursor: middle })],
    // An ended challenge is never recommended either.
    ["recommendation candidates", (db: Database) => recommendationContentRepository(db).recent(300)],
  ] as const)(
    "wellness challenges, %s: read through the end-date index, never the whole table",
    async (_name, call) => {
      for (const plan of (await plansOf(call)).filter((plan) => readsChallenges(plan.sql))) {
        const types = plan.nodes.map((node) => node["Node Type"]);
        const indexes = plan.nodes.flatMap((node) => node["Index Name"] ?? []);
        expect(types, `${plan.sql}\n${types.join(" > ")}`).not.toContain("Seq Scan");
        expect(indexes, `${plan.sql}\n${types.join(" > ")}`).toContain("wellness_challenges_end_idx");
      }
    },
  );

  // The scheduler (drafts and scheduling) runs every few seconds on every process: it finds what is
  // due through the small partial index of scheduled rows, never by reading the table.
  it.each([
    ["articles", "blog_posts_scheduled_idx", (db: Database) => publicationRepository(db).publishDueArticles()],
    [
      "featured items",
      "featured_items_scheduled_idx",
      (db: Database) => publicationRepository(db).publishDueFeatured(),
    ],
  ] as const)("the scheduler finds due %s through %s", async (_name, index, call) => {
    for (const plan of await plansOf(call)) {
      const types = plan.nodes.map((node) => node["Node Type"]);
      expect(types, plan.sql).not.toContain("Seq Scan");
      expect(
        plan.nodes.flatMap((node) => node["Index Name"] ?? []),
        plan.sql,
      ).toContain(index);
    }
  });

  // The public lists of articles and featured items read only published rows, through their partial index.
  it.each([
    ["blog posts", "blog_posts_published_newest_idx", (db: Database) => blogPostsRepository(db).list(PAGE)],
    ["featured items", "featured_items_published_newest_idx", (db: Database) => featuredItemsRepository(db).list(PAGE)],
  ] as const)("the public list of %s reads %s", async (_name, index, call) => {
    for (const plan of await plansOf(call)) {
      expect(
        plan.nodes.flatMap((node) => node["Index Name"] ?? []),
        plan.sql,
      ).toEqual([index]);
    }
  });

  // A moderator's edit changes one row, found by its primary key.
  it.each([
    ["featured_items", (db: Database, id: string) => featuredItemsRepository(db).updateIn(db, id, { title: "Edited" })],
    ["resources", (db: Database, id: string) => resourcesRepository(db).updateIn(db, id, { title: "Edited" })],
    ["groups", (db: Database, id: string) => groupsRepository(db).updateIn(db, id, { schedule: "Edited" })],
    ["categories", (db: Database, id: string) => categoriesRepository(db).updateIn(db, id, { description: "Edited" })],
    [
      "member_of_the_month",
      (db: Database, id: string) => memberOfTheMonthRepository(db).updateIn(db, id, { story: "Edited" }),
    ],
    [
      "wellness_challenges",
      (db: Database, id: string) => wellnessChallengesRepository(db).updateIn(db, id, { title: "Edited" }),
    ],
  ] as const)("an edit of %s by id reads its primary key", async (table, edit) => {
    const [row] = await selectRows<{ id: string }>(handle.db, sql.raw(`select id from ${table} limit 1`));
    for (const plan of await plansOf((db) => edit(db, row?.id ?? "00000000-0000-4000-8000-000000000000"))) {
      const indexes = plan.nodes.flatMap((node) => node["Index Name"] ?? []);
      expect(indexes, plan.sql).toEqual([`${table}_pkey`]);
    }
  });

  it.each(cases)("%s reads an index in order, with no Sort", async (_name, call) => {
    // Challenges not yet ended are found through the end-date index, then sorted (checked below).
    for (const plan of (await plansOf(call)).filter((plan) => !readsChallenges(plan.sql))) {
      const types = plan.nodes.map((node) => node["Node Type"]);
      const indexes = plan.nodes.flatMap((node) => node["Index Name"] ?? []);
      expect(
        types.some((type) => type === "Index Scan" || type === "Index Only Scan"),
        `${plan.sql}\n${types.join(" > ")}`,
      ).toBe(true);
      expect(
        types.filter((type) => type.includes("Sort") || type === "Seq Scan"),
        `${plan.sql} via ${indexes.join(", ")}`,
      ).toEqual([]);
    }
  });

  // The sitemap (docs/decisions.md#search-engines-and-privacy). Numbering a kind's pages reads every
  // row it lists, once, as it must (each page's newest change); a page is then a keyset range from
  // its first row, read through the kind's newest-first index in order: the same few rows, whatever
  // its number. Pages of 100 here, so the table has 30 to 50 of them.
  const SITEMAP_TABLES: [IndexableType, string][] = [
    ["post", "posts_newest_idx"],
    ["story", "stories_newest_idx"],
    ["photo", "pet_photos_newest_idx"],
    ["group", "groups_newest_idx"],
    ["resource", "resources_newest_idx"],
    // Published articles only (drafts and scheduling): their partial index.
    ["blog", "blog_posts_published_newest_idx"],
  ];
  const SITEMAP_PAGE = 100;

  it.each(SITEMAP_TABLES)("sitemap of %s: numbering its pages reads the table once", async (type) => {
    const [plan] = await plansOf((db) => sitemapRepository(db).pageSummaries(type, SITEMAP_PAGE));
    const scans = plan!.nodes.filter(
      (node) => node["Node Type"].endsWith("Scan") && node["Node Type"] !== "Subquery Scan",
    );
    expect(scans, plan!.sql).toHaveLength(1);
  });

  it.each(SITEMAP_TABLES)(
    "sitemap of %s: its first, a middle and its last page read %s in order",
    async (type, index) => {
      const pages = await sitemapRepository(handle.db).pageSummaries(type, SITEMAP_PAGE);
      expect(pages.length).toBeGreaterThanOrEqual(30);
      for (const n of [1, 20, pages.length]) {
        const range = { start: pages[n - 1]!.start, end: pages[n]?.start, size: SITEMAP_PAGE };
        for (const plan of await plansOf((db) => sitemapRepository(db).page(type, range))) {
          const types = plan.nodes.map((node) => node["Node Type"]);
          const indexes = plan.nodes.flatMap((node) => node["Index Name"] ?? []);
          expect(indexes, `page ${n}: ${plan.sql}\n${types.join(" > ")}`).toEqual([index]);
          expect(
            types.filter((type) => type.includes("Sort") || type.startsWith("Bitmap") || type === "Seq Scan"),
          ).toEqual([]);
        }
        const rows = await sitemapRepository(handle.db).page(type, range);
        expect(rows.length, `page ${n}`).toBeLessThanOrEqual(SITEMAP_PAGE);
        if (n < pages.length) expect(rows, `page ${n}`).toHaveLength(SITEMAP_PAGE);
      }
    },
  );

  it.each(SITEMAP_TABLES)("sitemap of %s: the newest row's date reads %s", async (type, index) => {
    const [plan] = await plansOf((db) => sitemapRepository(db).newestCreatedAt(type));
    expect(plan!.nodes.flatMap((node) => node["Index Name"] ?? [])).toEqual([index]);
    expect(plan!.nodes.map((node) => node["Node Type"])).not.toContain("Sort");
  });

  // The feeds: the newest few items of a kind (of a community category) search engines may see.
  it.each([
    ["the blog", (db: Database) => feedItemsRepository(db).blog(30)],
    ["stories", (db: Database) => feedItemsRepository(db).stories(30)],
    ["a common community category", (db: Database) => feedItemsRepository(db).posts("therapy-training", 30)],
    ["a rare community category", (db: Database) => feedItemsRepository(db).posts("general-wellness", 30)],
  ] as const)("the feed of %s reads a newest-first index in order, with no Sort", async (_name, call) => {
    for (const plan of await plansOf(call)) {
      const types = plan.nodes.map((node) => node["Node Type"]);
      expect(
        types.some((type) => type === "Index Scan" || type === "Index Only Scan"),
        plan.sql,
      ).toBe(true);
      expect(
        types.filter((type) => type.includes("Sort") || type === "Seq Scan"),
        plan.sql,
      ).toEqual([]);
    }
  });
});
