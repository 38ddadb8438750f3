/**
 * The scheduler publishes each due item exactly once, whichever process runs it and however many
 * run at the same moment (docs/decisions.md#drafts-and-scheduling). On PostgreSQL the second
 * "process" is a second connection pool, as another server would have.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { eq, inArray, sql } from "drizzle-orm";
import { blogPosts, featuredItems, moderationLog } from "@shared/schema";
import { openPostgres, selectRows, type Database, type DatabaseHandle } from "../db";
import { publicationRepository } from "../repositories/publication.repository";
import { createTestDatabase, testDatabaseKind, type TestDatabase } from "../test/test-database";
import { publisher, schedulePublisher, schedulerClock } from "./publisher";

describe("the publishing scheduler", () => {
  let database: TestDatabase;
  let other: DatabaseHandle | undefined;
  /** The second process's database: its own pool on PostgreSQL, the same handle on PGlite. */
  let otherDb: Database;

  beforeAll(async () => {
    database = await createTestDatabase();
    other = database.url ? await openPostgres(database.url, { migrate: false, max: 3 }) : undefined;
    otherDb = other?.db ?? database.db;
  });
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  const past = () => new Date(Date.now() - 1_000);
  const soon = () => new Date(Date.now() + 60_000);

  /** `count` articles scheduled a minute ahead; their ids. */
  async function scheduleArticles(count: number): Promise<string[]> {
    const rows = await database.db
      .insert(blogPosts)
      .values(
        Array.from({ length: count }, (_, n) => ({
          slug: `due-${crypto.randomUUID()}`,
          title: `Due ${n}`,
          content: "Text",
          excerpt: "Text",
          author: "Team",
          status: "scheduled" as const,
          publishAt: soon(),
        })),
      )
      .returning({ id: blogPosts.id });
    return rows.map((row) => row.id);
  }

  async function auditEntriesOf(ids: string[]) {
    return database.db.select().from(moderationLog).where(inArray(moderationLog.itemId, ids));
  }

  it("publishes nothing before its time, and an item of the past at once", async () => {
    const [id] = await scheduleArticles(1);
    expect((await publisher(database.db).run()).blog).toBe(0);
    await database.db.update(blogPosts).set({ publishAt: past() }).where(eq(blogPosts.id, id!));
    expect((await publisher(database.db).run()).blog).toBe(1);
    const [row] = await database.db.select().from(blogPosts).where(eq(blogPosts.id, id!));
    expect(row).toMatchObject({ status: "published", publishAt: null });
  });

  it("publishes each of many items once when two processes run it again and again at the same moment", async () => {
    const ids = await scheduleArticles(25);
    const [feature] = await database.db
      .insert(featuredItems)
      .values({ title: "F", description: "D", type: "other", status: "scheduled", publishAt: soon() })
      .returning({ id: featuredItems.id });
    const due = new Date(Date.now() + 2 * 60_000);
    const runs = await Promise.all(
      [database.db, otherDb, database.db, otherDb, database.db, otherDb].map((db) => publisher(db).run(due)),
    );
    expect(runs.reduce((sum, run) => sum + run.blog, 0)).toBe(ids.length);
    expect(runs.reduce((sum, run) => sum + run.featured, 0)).toBe(1);
    const entries = await auditEntriesOf([...ids, feature!.id]);
    expect(entries).toHaveLength(ids.length + 1);
    expect(new Set(entries.map((entry) => entry.itemId)).size).toBe(ids.length + 1);
    expect(entries.every((entry) => entry.action === "publish" && entry.moderatorName === "PawsWell")).toBe(true);
  });

  it("leaves a row another process is publishing to that process: it waits, then finds it published", async () => {
    const [id] = await scheduleArticles(1);
    const due = new Date(Date.now() + 2 * 60_000);
    let second: Promise<{ blog: number }> | undefined;
    await database.db.transaction(async (tx) => {
      const first = await publicationRepository(tx).publishDueArticles(due);
      expect(first.map((row) => row.id)).toContain(id);
      // The second process starts while the first has published but not yet committed, and the
      // first commits once the second is waiting for the row's lock. On PGlite (one connection)
      // the second's queries simply queue behind this transaction.
      second = publisher(otherDb).run(due);
      if (testDatabaseKind === "postgres") {
        await vi.waitFor(
          async () => {
            const waiting = await selectRows(
              tx,
              sql`select 1 from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`,
            );
            expect(waiting).not.toHaveLength(0);
          },
          { timeout: 10_000, interval: 10 },
        );
      }
    });
    expect((await second!).blog).toBe(0);
  });

  it("runs on a timer until stopped, never two runs at once, and tells of what it published", async () => {
    vi.useFakeTimers();
    let running = 0;
    let mostAtOnce = 0;
    let runs = 0;
    const heard: unknown[] = [];
    const stop = schedulePublisher(
      async () => {
        runs += 1;
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        // A run that takes 30 ms of the fake clock: longer than the 5 ms between ticks.
        await new Promise((resolve) => setTimeout(resolve, 30));
        running -= 1;
        return { blog: runs === 1 ? 1 : 0, featured: 0, hero: 0 };
      },
      5,
      (report) => heard.push(report),
    );
    try {
      await vi.advanceTimersByTimeAsync(150);
      stop();
      const after = runs;
      await vi.advanceTimersByTimeAsync(50);
      expect(runs).toBe(after);
    } finally {
      vi.useRealTimers();
    }
    expect(runs).toBeGreaterThan(1);
    expect(mostAtOnce).toBe(1);
    expect(heard).toEqual([{ blog: 1, featured: 0, hero: 0 }]);
  });

  it("takes the browser tests' clock from its file only when given one, and the database's otherwise", () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-clock-")), "scheduler-clock");
    expect(schedulerClock(undefined)()).toBeUndefined();
    const clock = schedulerClock(file);
    expect(clock()).toBeUndefined();
    fs.writeFileSync(file, "2031-05-06T07:08:00.000Z\n");
    expect(clock()?.toISOString()).toBe("2031-05-06T07:08:00.000Z");
    fs.writeFileSync(file, "not a time");
    expect(clock()).toBeUndefined();
    fs.rmSync(path.dirname(file), { recursive: true, force: true });
  });
});
