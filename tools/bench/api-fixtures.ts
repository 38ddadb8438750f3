/**
 * What bench:api reads from and leaves in the seeded database around its runs: cursors deep in a
 * list, the bench member's session, the sessions table's activity, and the cleanup of what a run
 * wrote.
 */
import { sql } from "drizzle-orm";
import { selectRows, type Database } from "../../server/db";
import { encodeCursor } from "../../server/lib/pagination";
import { BENCH_MEMBER, THREAD_REPLY_COUNT } from "./seed";

/** The cursor a client would hold after reading `row` rows, newest first. */
export async function cursorAtRow(db: Database, row: number): Promise<string> {
  const [found] = await selectRows<{ created_at: Date; id: string }>(
    db,
    sql`select created_at, id from posts order by created_at desc, id desc offset ${row - 1} limit 1`,
  );
  if (!found) throw new Error(`posts has fewer than ${row} rows`);
  return encodeCursor({ createdAt: new Date(found.created_at), id: found.id });
}

/** The cursor a reader holds after `row` replies of the thread, oldest first. */
export async function replyCursorAtRow(db: Database, postId: string, row: number): Promise<string> {
  const [found] = await selectRows<{ created_at: Date; id: string }>(
    db,
    sql`select created_at, id from replies where post_id = ${postId} order by created_at, id offset ${row - 1} limit 1`,
  );
  if (!found) throw new Error(`the thread has fewer than ${row} replies`);
  return encodeCursor({ createdAt: new Date(found.created_at), id: found.id });
}

/** Logs the bench member in and returns its session cookie ("name=value"). */
export async function logIn(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/login`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(BENCH_MEMBER),
  });
  const cookie = res.headers.getSetCookie().find((line) => line.startsWith("pawswell.sid="));
  if (res.status !== 200 || !cookie) throw new Error(`Login answered ${res.status}: ${await res.text()}`);
  return cookie.split(";")[0]!;
}

/** Reads, inserts, updates of the sessions table so far (PostgreSQL's own statistics). */
export async function sessionTableActivity(db: Database): Promise<number> {
  const [row] = await selectRows<{ n: string }>(
    db,
    sql`select coalesce(seq_scan, 0) + coalesce(idx_scan, 0) + n_tup_ins + n_tup_upd + n_tup_del as n
        from pg_stat_user_tables where relname = 'sessions'`,
  );
  return Number(row?.n ?? 0);
}

/** Removes what earlier runs wrote, so the seeded counts stay exact and reusable. */
export async function removeRunLeftovers(db: Database, memberId: string): Promise<void> {
  await db.execute(sql`delete from posts where author_id = ${memberId}`);
  await db.execute(sql`delete from replies where author_id = ${memberId}`);
  await db.execute(sql`delete from reactions where user_id = ${memberId}`);
  await db.execute(sql`update posts set replies = ${THREAD_REPLY_COUNT} where replies > ${THREAD_REPLY_COUNT}`);
  await db.execute(sql`delete from live_events`);
  await db.execute(sql`delete from sessions`);
  await db.execute(sql`delete from rate_limits`);
}
