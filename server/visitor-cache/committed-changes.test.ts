/**
 * The anonymous cache is emptied by what the database commits, not by what the API answers (issue
 * 38, finding 5): a write whose writer hangs up before the answer, a change made straight in SQL on
 * another connection (a command-line tool, another process), each empties it; a write that rolls
 * back tells nobody; one transaction tells once, however many rows and statements it writes; and
 * every table is either watched or deliberately not, so a new one cannot be forgotten.
 *
 * The app runs on a real port, listening for changes as start-server.ts wires it.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { eq, sql } from "drizzle-orm";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { posts } from "@shared/schema";
import { createApp } from "../app";
import { selectRows } from "../db";
import { contentChanges, type ContentChanges } from "../lib/content-changes";
import { createAppMetrics, type AppMetrics } from "../metrics/app-metrics";
import { CONTENT_CHANGES_CHANNEL, databaseChangeChannel } from "../services/content-change-channel";
import { liveHub, type LiveHub } from "../services/live-hub";
import { createLocalStorage } from "../storage/local-storage";
import { TEST_PASSWORD, logInAs } from "../test/auth-helpers";
import { sessionCookie } from "../test/event-stream";
import { TEST_SECRET } from "../test/test-app";
import { createTestDatabase, type TestDatabase } from "../test/test-database";
import { NARROW_READS } from "./public-reads";

/**
 * Tables whose rows a visitor's read shows (a list, an item, search, a feed, the sitemap, a
 * rendered page): a committed change to any of them empties every process's copies.
 */
const WATCHED = [
  "blog_posts",
  "blog_slug_redirects",
  "categories",
  "featured_items",
  "groups",
  "hero_content",
  "member_of_the_month",
  "pet_photos",
  "posts",
  "reactions",
  "replies",
  "resources",
  "search_documents",
  "search_terms",
  "stories",
  "users",
  "wellness_challenges",
];

/** Tables no visitor's read shows, and why: a write to them leaves visitors' copies alone. */
const NOT_WATCHED: Record<string, string> = {
  sessions: "sign-in state, written on a member's every request; a member's reads never use the cache",
  rate_limits: "counters written by limited requests",
  account_tokens: "single-use links, never shown",
  recovery_codes: "two-factor recovery codes, never shown",
  mail_outbox: "mail waiting to be sent",
  push_subscriptions: "a member's devices, never shown",
  push_outbox: "push notices waiting to be sent",
  newsletter_subscribers: "the newsletter's list, for moderators",
  newsletter_issues: "newsletter issues, for moderators and mail",
  newsletter_deliveries: "the newsletter's sending log",
  data_exports: "a member's own export",
  released_usernames: "names held back after an account goes, never listed",
  suspended_addresses: "where suspended members were seen (keyed hashes), never shown",
  uploads: "upload tickets; files are served outside the cache",
  user_preferences: "a member's own settings",
  content_recommendations: "a member's own recommendations",
  revisions: "edit history, for moderators; the edit itself changes its item",
  search_terms_pending: "a transaction's search words until it commits, when search_terms (watched) changes",
  notifications: "a member's own notices",
  live_events: "the live stream's log, written with the change it reports",
  challenge_participants: "a member's own joined challenges (a personal path)",
  moderation_cases: "the moderators' queue; what visitors see changes through the item's own row",
  moderator_answers: "an author's words to the moderators, read in the queue only",
  reports: "the moderators' queue",
  moderation_log: "the moderators' audit log",
  contact_messages: "the moderators' inbox",
  content_warning_settings: "a member's own settings",
};

let database: TestDatabase;
let storageDir: string;
let changes: ContentChanges;
let live: LiveHub;
let metrics: AppMetrics;
let server: http.Server;
let baseUrl: string;
/** The author's session cookie, for raw requests. */
let cookie: string;
let username: string;

beforeAll(async () => {
  database = await createTestDatabase();
  storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-storage-"));
  changes = contentChanges({ channel: databaseChangeChannel(database) });
  await changes.start();
  live = liveHub(database);
  metrics = createAppMetrics();
  const app = createApp({
    database,
    sessionSecret: TEST_SECRET,
    storage: createLocalStorage({ root: storageDir, secret: TEST_SECRET }),
    liveHub: live,
    contentChanges: changes,
    metrics,
  });
  server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { user } = await logInAs({ app, database, liveHub: live, storageDir }, "member");
  username = user.username;
  cookie = await sessionCookie(baseUrl, user.username, TEST_PASSWORD);
});

afterAll(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await changes?.stop();
  await live?.close();
  fs.rmSync(storageDir, { recursive: true, force: true });
  await database?.close();
});

/** A post by the author, written through the API; answers its id. */
async function createPost(content: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/posts`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ title: `Post ${crypto.randomUUID()}`, content, category: "general-wellness" }),
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** The post's text as a visitor reads it (no cookie: the anonymous cache answers when it can). */
async function visitorReads(id: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/posts/${id}`);
  return ((await res.json()) as { content: string }).content;
}

async function cacheHits(): Promise<number> {
  const metric = await metrics.registry.getSingleMetric("pawswell_cache_hits_total")?.get();
  return metric?.values.find((value) => value.labels.cache === "anonymous_reads")?.value ?? 0;
}

/** Reads the post as a visitor until an answer comes from the cache: a copy is kept now. */
async function untilKept(id: string): Promise<void> {
  await expect
    .poll(async () => {
      const before = await cacheHits();
      await visitorReads(id);
      return (await cacheHits()) - before;
    })
    .toBe(1);
}

async function contentInDatabase(id: string): Promise<string | undefined> {
  const [row] = await database.db.select({ content: posts.content }).from(posts).where(eq(posts.id, id));
  return row?.content;
}

/** Runs `work` while a transaction holds the post's row, so a write to it waits until `work` is done. */
async function whileRowHeld(id: string, work: () => Promise<void>): Promise<void> {
  await database.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${posts} where ${posts.id} = ${id} for update`);
    await work();
  });
}

/**
 * Sends a write whose writer hangs up before the answer: the server has read the whole request,
 * then the connection is reset. Resolves once the server has seen it close.
 */
async function hangUpAfterSending(method: string, pathname: string, body: unknown): Promise<void> {
  const text = JSON.stringify(body);
  const seenByServer = new Promise<{ bodyRead: Promise<void>; closed: Promise<void> }>((resolve) => {
    server.prependOnceListener("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
      resolve({
        bodyRead: new Promise((done) => req.once("end", done)),
        closed: new Promise((done) => res.once("close", done)),
      });
    });
  });
  const req = http.request(`${baseUrl}${pathname}`, {
    method,
    headers: { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text), Cookie: cookie },
  });
  req.on("error", () => undefined);
  req.end(text);
  const { bodyRead, closed } = await seenByServer;
  await bodyRead;
  req.socket?.resetAndDestroy();
  await closed;
}

/** Every notification on the changes channel from now on, heard on a connection of the test's own. */
async function hearNotifications(): Promise<{ heard: string[]; stop: () => Promise<void> }> {
  const heard: string[] = [];
  const listener = await database.listen(
    CONTENT_CHANGES_CHANNEL,
    (payload) => heard.push(payload),
    () => undefined,
  );
  return { heard, stop: () => listener.stop() };
}

/**
 * Commits a marked notification and waits until `heard` has it: every notification committed
 * before it has been heard by then (PostgreSQL delivers them in commit order).
 */
async function untilBarrier(heard: string[]): Promise<void> {
  const marker = `barrier ${crypto.randomUUID()}`;
  await database.db.execute(sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, ${marker})`);
  // A loaded machine may take longer than expect.poll's default second to deliver it.
  await expect.poll(() => heard.includes(marker), { timeout: 10_000 }).toBe(true);
  heard.splice(heard.indexOf(marker), 1);
}

describe("what empties the anonymous cache", () => {
  it("a write whose writer hangs up before the answer, once it commits", async () => {
    const id = await createPost("The words as first written.");
    await untilKept(id);
    await whileRowHeld(id, () =>
      // The edit waits for the row; its writer is gone before it can be answered.
      hangUpAfterSending("PATCH", `/api/posts/${id}`, { content: "The words as edited." }),
    );
    await expect.poll(() => contentInDatabase(id)).toBe("The words as edited.");
    // No answer was ever sent: only the commit itself can have told the cache.
    await expect.poll(() => visitorReads(id), { timeout: 3000 }).toBe("The words as edited.");
  });

  it("a change committed on another connection, as by a command-line tool or another process", async () => {
    const id = await createPost("Before the tool ran.");
    await untilKept(id);
    if (database.url) {
      // PostgreSQL: a session of its own, as another process has.
      const other = new pg.Client({ connectionString: database.url });
      await other.connect();
      try {
        await other.query(`update posts set content = 'After the tool ran.' where id = $1`, [id]);
      } finally {
        await other.end();
      }
    } else {
      // PGlite has one session, owned by this process: a change written straight in SQL.
      await database.db.execute(sql`update posts set content = 'After the tool ran.' where id = ${id}`);
    }
    await expect.poll(() => visitorReads(id), { timeout: 3000 }).toBe("After the tool ran.");
  });

  it("not a write that rolls back", async () => {
    const id = await createPost("Kept as it is.");
    await untilKept(id);
    const { heard, stop } = await hearNotifications();
    try {
      await expect(
        database.db.transaction(async (tx) => {
          await tx.update(posts).set({ content: "Never committed." }).where(eq(posts.id, id));
          throw new Error("changed my mind");
        }),
      ).rejects.toThrow("changed my mind");
      const hitsBefore = await cacheHits();
      expect(await visitorReads(id)).toBe("Kept as it is.");
      expect((await cacheHits()) - hitsBefore).toBe(1);
      await untilBarrier(heard);
      expect(heard).toEqual([]);
    } finally {
      await stop();
    }
  });
});

describe("how often the database tells", () => {
  it("at most once per table and effect in a committed transaction, however many rows and statements", async () => {
    const { heard, stop } = await hearNotifications();
    try {
      await database.db.transaction(async (tx) => {
        await tx.insert(posts).values(
          Array.from({ length: 50 }, (_, n) => ({
            title: `Bulk ${n}`,
            content: "One of many written at once.",
            category: "general-wellness",
            author: "someone",
          })),
        );
        await tx.update(posts).set({ content: "All changed at once." }).where(eq(posts.title, "Bulk 1"));
        await tx.delete(posts).where(eq(posts.title, "Bulk 2"));
      });
      await untilBarrier(heard);
      expect(new Set(heard).size, heard.join(", ")).toBe(heard.length);
      expect(heard).toEqual(expect.arrayContaining(["posts:refresh", "posts:forget"]));
    } finally {
      await stop();
    }
  });
});

describe("what each change asks of the copies", () => {
  /** The notices the database sends while `work` runs (a barrier after it: every one has arrived). */
  async function noticesOf(work: () => Promise<unknown>): Promise<string[]> {
    const { heard, stop } = await hearNotifications();
    try {
      await work();
      await untilBarrier(heard);
      return [...new Set(heard)].sort();
    } finally {
      await stop();
    }
  }
  const send = (method: string, pathname: string, body?: unknown) =>
    fetch(`${baseUrl}${pathname}`, {
      method,
      headers: { "Content-Type": "application/json", Cookie: cookie },
      body: body === undefined ? undefined : JSON.stringify(body),
    }).then((res) => {
      expect(res.status, `${method} ${pathname}`).toBeLessThan(300);
    });

  it("a new post or reply only refreshes: what it adds may show a moment later, nothing is withdrawn", async () => {
    let id = "";
    const post = await noticesOf(async () => (id = await createPost("Something new to read.")));
    expect(post.filter((notice) => notice.endsWith(":forget"))).toEqual([]);
    expect(post).toContain("posts:refresh");
    const reply = await noticesOf(() => send("POST", `/api/posts/${id}/replies`, { content: "And a kind answer." }));
    // The reply, and its post's count of replies.
    expect(reply).toEqual(expect.arrayContaining(["replies:refresh", "posts:refresh"]));
    expect(reply.filter((notice) => notice.endsWith(":forget"))).toEqual([]);
  });

  it("an edit forgets at once", async () => {
    const id = await createPost("The first words.");
    expect(await noticesOf(() => send("PATCH", `/api/posts/${id}`, { content: "The better words." }))).toContain(
      "posts:forget",
    );
  });

  it("a member's own writes tell nothing: signing in, their notices read, their settings", async () => {
    const notices = await noticesOf(async () => {
      await sessionCookie(baseUrl, username, TEST_PASSWORD);
      await send("POST", "/api/notifications/read-all");
      await send("PATCH", "/api/account/settings", { notificationDelivery: "none" });
      await send("PATCH", "/api/account/settings", { notificationDelivery: "app" });
    });
    expect(notices).toEqual([]);
  });
});

describe("the watched tables", () => {
  it("are every table a visitor reads, and each other table is left out on purpose", async () => {
    const tables = await selectRows<{ name: string; triggers: string[] }>(
      database.db,
      sql`select c.relname as name,
                 coalesce(array_agg(pg_get_triggerdef(t.oid)) filter (where t.oid is not null), '{}') as triggers
          from pg_class c
          join pg_namespace n on n.oid = c.relnamespace
          left join pg_trigger t on t.tgrelid = c.oid and not t.tgisinternal
            and t.tgfoid = 'content_changed_notify'::regproc
          where n.nspname = 'public' and c.relkind in ('r', 'p')
          group by c.relname`,
    );
    const watched = tables.filter((table) => table.triggers.length > 0).map((table) => table.name);
    const unclassified = tables
      .map((table) => table.name)
      .filter((name) => !WATCHED.includes(name) && !(name in NOT_WATCHED));
    expect(unclassified, "tables neither watched nor left out on purpose").toEqual([]);
    expect(watched.sort()).toEqual([...WATCHED].sort());
    expect(WATCHED.filter((name) => name in NOT_WATCHED)).toEqual([]);
    // The reads said to show only a few tables name watched ones (a misspelt name would never be told).
    const narrowlyRead = NARROW_READS.flatMap(({ tables: named }) => [...named]);
    expect(narrowlyRead.filter((name) => !WATCHED.includes(name))).toEqual([]);
    for (const table of tables.filter((each) => each.triggers.length > 0)) {
      // After the statement (the search tables' updates and deletions per row: the migration says why),
      // never before the commit is decided; and every kind of write tells.
      const perRow = ["search_documents", "search_terms"].includes(table.name);
      for (const trigger of table.triggers)
        expect(trigger, table.name).toMatch(
          perRow ? / AFTER .* FOR EACH (STATEMENT|ROW) / : / AFTER .* FOR EACH STATEMENT /,
        );
      const writes = table.triggers.map((trigger) => / AFTER (.*) ON /.exec(trigger)?.[1] ?? "").join(" OR ");
      for (const write of ["INSERT", "UPDATE", "DELETE", "TRUNCATE"])
        expect(writes, `${table.name}: ${write}`).toMatch(new RegExp(`\\b${write}\\b`));
    }
  });

  it("tell of a change to every column a visitor can see, whichever columns an update sets", async () => {
    // The columns of a watched table that no trigger names, and why; an update of any other column tells.
    const UNTOLD: Record<string, Record<string, string>> = {
      posts: { search_vector: "generated from the title and words, whose changes tell" },
      stories: { search_vector: "generated from the title, pet's name and words, whose changes tell" },
      users: {
        password: "a hash, never shown",
        email: "never shown",
        totp_secret: "never shown",
        totp_last_step: "never shown",
        notification_delivery: "the member's own choice",
        digest_sent_at: "the member's own mail",
        break_started_at: "the member's own break",
        break_ends_at: "the member's own break",
        crisis_alert_mail: "a moderator's own choice",
        theme: "the member's own choice",
        text_size: "the member's own choice",
        push_kinds: "the member's own choice",
        quiet_hours_start: "the member's own choice",
        quiet_hours_end: "the member's own choice",
        time_zone: "the member's own choice",
      },
    };
    const rows = await selectRows<{ table_name: string; column_name: string; told: boolean }>(
      database.db,
      sql`select c.table_name, c.column_name,
                 exists (
                   select 1 from pg_trigger t
                   where t.tgrelid = (quote_ident(c.table_name))::regclass and not t.tgisinternal
                     and t.tgfoid = 'content_changed_notify'::regproc
                     and (t.tgtype & 16) <> 0
                     and (cardinality(t.tgattr::int2[]) = 0 or a.attnum = any(t.tgattr::int2[]))
                 ) as told
          from information_schema.columns c
          join pg_attribute a on a.attrelid = (quote_ident(c.table_name))::regclass and a.attname = c.column_name
          where c.table_schema = 'public' and c.table_name in (${sql.join(
            WATCHED.map((name) => sql`${name}`),
            sql`, `,
          )})`,
    );
    expect(rows.length).toBeGreaterThan(50);
    const wrong = rows
      .filter((row) => row.told === row.column_name in (UNTOLD[row.table_name] ?? {}))
      .map(
        (row) =>
          `${row.table_name}.${row.column_name} ${row.told ? "is named by a trigger though listed" : "is named by no trigger"}`,
      );
    expect(wrong).toEqual([]);
  });
});
