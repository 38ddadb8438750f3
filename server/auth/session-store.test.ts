import type { SessionData } from "express-session";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sessions } from "@shared/schema";
import type { DatabaseHandle } from "../db";
import { createTestDatabase } from "../test/test-database";
import { DrizzleSessionStore, TOUCH_AFTER_MS } from "./session-store";

const HOUR = 60 * 60 * 1000;

function sessionExpiringIn(ms: number, extra: Partial<SessionData> = {}): SessionData {
  return { cookie: { originalMaxAge: ms, expires: new Date(Date.now() + ms) }, ...extra } as SessionData;
}

const call = <T>(run: (callback: (error?: unknown, value?: T) => void) => void) =>
  new Promise<T | undefined>((resolve, reject) => run((error, value) => (error ? reject(error) : resolve(value))));

describe("DrizzleSessionStore", () => {
  let database: DatabaseHandle;
  let store: DrizzleSessionStore;
  beforeAll(async () => {
    database = await createTestDatabase();
    store = new DrizzleSessionStore(database.db, HOUR);
  });
  afterAll(() => database.close());

  it("stores, reads back, and destroys a session", async () => {
    await call((done) => store.set("alive", sessionExpiringIn(HOUR, { loginAt: 123 }), done));
    const read = await call<SessionData | null>((done) => store.get("alive", done));
    expect(read?.loginAt).toBe(123);
    await call((done) => store.destroy("alive", done));
    expect(await call<SessionData | null>((done) => store.get("alive", done))).toBeNull();
  });

  it("never returns an expired session, and prunes it", async () => {
    await call((done) => store.set("old", sessionExpiringIn(-1000), done));
    expect(await call<SessionData | null>((done) => store.get("old", done))).toBeNull();
    await store.prune();
    const rows = await database.db.select({ sid: sessions.sid }).from(sessions);
    expect(rows.map((row) => row.sid)).not.toContain("old");
  });

  it("moves the expiry forward on touch", async () => {
    await call((done) => store.set("rolling", sessionExpiringIn(1000), done));
    await call((done) => store.touch("rolling", sessionExpiringIn(2 * HOUR), done));
    const [row] = await database.db.select({ expire: sessions.expire }).from(sessions);
    expect(row!.expire.getTime()).toBeGreaterThan(Date.now() + HOUR);
  });

  it("skips a touch that moves the expiry by less than TOUCH_AFTER_MS, and writes one that moves it further", async () => {
    const storedExpiry = async () => {
      const [row] = await database.db
        .select({ expire: sessions.expire })
        .from(sessions)
        .where(eq(sessions.sid, "lazy"));
      return row!.expire.getTime();
    };
    const first = sessionExpiringIn(HOUR);
    await call((done) => store.set("lazy", first, done));
    const written = await storedExpiry();

    await call((done) => store.get("lazy", done));
    await call((done) => store.touch("lazy", sessionExpiringIn(HOUR + TOUCH_AFTER_MS / 2), done));
    expect(await storedExpiry()).toBe(written);

    await call((done) => store.get("lazy", done));
    await call((done) => store.touch("lazy", sessionExpiringIn(HOUR + 2 * TOUCH_AFTER_MS), done));
    expect(await storedExpiry()).toBeGreaterThan(written + TOUCH_AFTER_MS);
  });

  it("skips the touches of requests made at once too: each sees what the others read and wrote", async () => {
    const storedExpiry = async () => {
      const [row] = await database.db
        .select({ expire: sessions.expire })
        .from(sessions)
        .where(eq(sessions.sid, "together"));
      return row!.expire.getTime();
    };
    await call((done) => store.set("together", sessionExpiringIn(HOUR), done));
    const written = await storedExpiry();
    // Three requests of one page read the session, then end, each touching it: none writes.
    for (let i = 0; i < 3; i++) await call((done) => store.get("together", done));
    for (let i = 0; i < 3; i++)
      await call((done) => store.touch("together", sessionExpiringIn(HOUR + TOUCH_AFTER_MS / 2), done));
    expect(await storedExpiry()).toBe(written);

    // Once the expiry has moved a minute, one touch writes it, and the next ones know it did.
    const moved = sessionExpiringIn(HOUR + 2 * TOUCH_AFTER_MS);
    await call((done) => store.touch("together", moved, done));
    await call((done) => store.touch("together", sessionExpiringIn(HOUR + 2 * TOUCH_AFTER_MS + 1000), done));
    expect(await storedExpiry()).toBe(new Date(moved.cookie.expires!).getTime());
  });
});
