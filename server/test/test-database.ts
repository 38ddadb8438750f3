/**
 * A private, migrated database for one test file: PGlite loaded from the run's snapshot, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL database cloned from the run's template.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, openPostgres, usePglite, type DatabaseHandle } from "../db";
import { databaseUrlFor } from "./postgres-url";

export const testDatabaseKind: DatabaseHandle["kind"] = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/** A test database; `url` is set on PostgreSQL, for tests that open a second connection pool to it. */
export type TestDatabase = DatabaseHandle & { url?: string };

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const snapshot = new Blob([fs.readFileSync(inject("pgliteSnapshot"))]);
    const client = await createPglite({ loadDataDir: snapshot });
    return usePglite(client, { migrate: false });
  }
  const name = `pawswell_test_${crypto.randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${inject("postgresTemplate")}`);
  } finally {
    await admin.end();
  }
  const url = databaseUrlFor(adminUrl, name);
  const handle = await openPostgres(url, { migrate: false, max: 5 });
  return {
    ...handle,
    url,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}
