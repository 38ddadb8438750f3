/**
 * A private, migrated database for one test file: PGlite loaded from the run's snapshot, or, when
 * TEST_DATABASE_URL is set, a PostgreSQL database cloned from the run's template.
 */
import crypto from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import { inject } from "vitest";
import { createPglite, openPostgres, usePglite, type DatabaseHandle } from "../db";
import { databaseUrlFor } from "./postgres-url";

export const testDatabaseKind: DatabaseHandle["kind"] = process.env.TEST_DATABASE_URL ? "postgres" : "pglite";

/** A test database; `url` is set on PostgreSQL, for tests that open a second connection pool to it. */
export type TestDatabase = DatabaseHandle & { url?: string };

/**
 * The snapshot's bytes as the Blob PGlite asks for, handed over as read: Node 20's own Blob copies
 * them on the way in and reads them back in small chunks, a few hundred milliseconds of CPU per
 * test file for a 40 MB snapshot (PGlite only calls arrayBuffer()).
 */
class SnapshotFile extends Blob {
  constructor(private readonly snapshotBytes: Buffer) {
    super([]);
  }

  override get size(): number {
    return this.snapshotBytes.byteLength;
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    const { buffer, byteOffset, byteLength } = this.snapshotBytes;
    const isWhole = byteOffset === 0 && byteLength === buffer.byteLength && buffer instanceof ArrayBuffer;
    return Promise.resolve(isWhole ? buffer : new Uint8Array(this.snapshotBytes).buffer);
  }
}

// A test database holds a few thousand rows at most: PostgreSQL's default 128 MB of shared buffers
// cost every test file ~0.6 s of CPU at start (1.7 s to 1.1 s on two cores), for pages that sit in
// memory anyway. Plans do not change: the planner reads effective_cache_size, not shared_buffers.
const TEST_START_PARAMS = [...PGlite.defaultStartParams, "-c", "shared_buffers=16MB"];

interface PgliteAssets {
  snapshot: Buffer;
  pgliteWasmModule: WebAssembly.Module;
  fsBundle: Blob;
}

/**
 * What every PGlite of a test worker starts from, read and compiled once for the worker's life: the
 * snapshot, PGlite's file bundle and its WebAssembly, whose compiled (and, once warm, optimised) code
 * then serves each test file instead of being compiled again. Kept on globalThis, which outlives the
 * module registry that server/test/setup.ts resets for each file.
 */
const WORKER_ASSETS = Symbol.for("pawswell.test-database.pglite-assets");

async function loadPgliteAssets(): Promise<PgliteAssets> {
  const distDir = path.dirname(createRequire(import.meta.url).resolve("@electric-sql/pglite"));
  return {
    snapshot: fs.readFileSync(inject("pgliteSnapshot")),
    pgliteWasmModule: await WebAssembly.compile(fs.readFileSync(path.join(distDir, "pglite.wasm"))),
    fsBundle: new Blob([fs.readFileSync(path.join(distDir, "pglite.data"))]),
  };
}

function pgliteAssets(): Promise<PgliteAssets> {
  const worker = globalThis as { [WORKER_ASSETS]?: Promise<PgliteAssets> };
  worker[WORKER_ASSETS] ??= loadPgliteAssets();
  return worker[WORKER_ASSETS];
}

export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const { snapshot, pgliteWasmModule, fsBundle } = await pgliteAssets();
    const client = await createPglite({
      loadDataDir: new SnapshotFile(snapshot),
      pgliteWasmModule,
      fsBundle,
      startParams: TEST_START_PARAMS,
    });
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
