/**
 * What every fuzz property checks: the answer is never a 5xx, and a refused request (4xx) leaves
 * every table's row count as it was. Runs per property come from FUZZ_RUNS (`npm run fuzz`: 1000).
 */
import { is, sql } from "drizzle-orm";
import { PgTable, getTableConfig } from "drizzle-orm/pg-core";
import type fc from "fast-check";
import type { Response } from "supertest";
import { expect } from "vitest";
import * as schema from "@shared/schema";
import { DEFAULT_LIMITS, type Limits } from "../../config/limits";
import { selectRows, type Database } from "../../db";

/** Runs per property: small in `npm test`, 1000 in `npm run fuzz`. */
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 10);

const UNLIMITED = { limit: 1_000_000, windowMs: DEFAULT_LIMITS.signupsPerAddress.windowMs };

/** Rate limits high enough that a 429 never hides what validation does. */
export const FUZZ_LIMITS: Partial<Limits> = {
  loginFailuresPerUsername: UNLIMITED,
  loginFailuresPerAddress: UNLIMITED,
  signupsPerAddress: UNLIMITED,
  guestPostsPerAddress: UNLIMITED,
  uploadUrlsPerAddress: UNLIMITED,
  repliesPerMember: UNLIMITED,
  newMemberReplies: UNLIMITED,
  challengesPerMember: UNLIMITED,
  guestReportsPerAddress: UNLIMITED,
  reportsPerMember: UNLIMITED,
  twoFactorAttemptsPerAccount: UNLIMITED,
  twoFactorAttemptsPerAddress: UNLIMITED,
  emailVerificationsPerMember: UNLIMITED,
  passwordResetsPerAddress: UNLIMITED,
  passwordResetsPerEmail: UNLIMITED,
  newsletterSubscribesPerAddress: UNLIMITED,
  newsletterConfirmationsPerEmail: UNLIMITED,
  contactMessagesPerAddress: UNLIMITED,
};

/** A failing run prints its seed and path; FUZZ_SEED (and FUZZ_PATH) replay it. */
export function fuzzParameters<T>(): fc.Parameters<T> {
  const seed = process.env.FUZZ_SEED;
  return {
    numRuns: FUZZ_RUNS,
    ...(seed ? { seed: Number(seed), path: process.env.FUZZ_PATH } : {}),
    verbose: 1,
  };
}

/** A test's time budget: generous per run, since a run may post a megabyte or hash a password. */
export function fuzzTimeout(msPerRun = 300): number {
  return 30_000 + FUZZ_RUNS * msPerRun;
}

// Rate-limit counters are written on purpose for refused attempts (a failed login counts), so they
// are the one table a refusal may change.
const COUNTED_TABLES = (Object.values(schema) as unknown[])
  .filter((value): value is PgTable => is(value, PgTable))
  .map((table) => getTableConfig(table).name)
  .filter((name) => name !== "rate_limits");

const COUNT_ROWS = sql.raw(
  COUNTED_TABLES.map((name) => `select '${name}' as name, count(*)::int as count from "${name}"`).join(" union all "),
);

/** Every table's row count, in one query. */
export async function rowCounts(db: Database): Promise<Record<string, number>> {
  const rows = await selectRows<{ name: string; count: number }>(db, COUNT_ROWS);
  return Object.fromEntries(rows.map((row) => [row.name, Number(row.count)]));
}

/**
 * Sends one fuzzed request and checks the properties: no 5xx, and when the answer is a 4xx, no
 * table gained or lost a row. Returns the response for further checks.
 */
export async function expectSafeAnswer(
  db: Database,
  label: string,
  send: () => PromiseLike<Response>,
): Promise<Response> {
  const before = await rowCounts(db);
  const res = await send();
  if (res.status >= 500) {
    throw new Error(`${label} answered ${res.status}: ${res.text.slice(0, 300)}`);
  }
  if (res.status >= 400) {
    expect(await rowCounts(db), `${label} was refused with ${res.status} but changed row counts`).toEqual(before);
  }
  return res;
}
