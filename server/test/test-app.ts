/** The real app over a private test database, for supertest. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Express } from "express";
import { afterAll, beforeAll } from "vitest";
import { createApp, type AppDeps } from "../app";
import { liveHub, type LiveHub } from "../services/live-hub";
import { createLocalStorage } from "../storage/local-storage";
import { createTestDatabase, type TestDatabase } from "./test-database";

/** The session secret every test app signs with. */
export const TEST_SECRET = "test-secret-that-is-long-enough-to-sign";

export interface TestContext {
  app: Express;
  database: TestDatabase;
  /** The app's live updates (GET /api/live). */
  liveHub: LiveHub;
  /** The local object storage's folder (a fresh temporary one per file). */
  storageDir: string;
}

/**
 * A rate rule no test reaches: for a file whose limits are not what it tests, so many sign-ups,
 * replies or reports from one member or address never meet a 429.
 */
export const ROOMY = { limit: 10_000, windowMs: 60 * 60 * 1000 } as const;

/**
 * Sets up one app and database for the calling test file (beforeAll/afterAll) and returns a
 * context whose fields are filled in once beforeAll has run.
 */
export function useTestApp(overrides: Partial<Omit<AppDeps, "database">> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-storage-"));
    const storage = createLocalStorage({ root: context.storageDir, secret: TEST_SECRET });
    context.liveHub = liveHub(context.database);
    context.app = createApp({
      database: context.database,
      sessionSecret: TEST_SECRET,
      storage,
      liveHub: context.liveHub,
      // Route tests write rows straight into the database, which this app's cache would not hear
      // of (it has no change channel): the anonymous cache is tested on its own, in visitor-cache/.
      isAnonymousCacheOn: false,
      ...overrides,
    });
  });
  afterAll(async () => {
    await context.liveHub?.close();
    if (context.storageDir) fs.rmSync(context.storageDir, { recursive: true, force: true });
    await context.database?.close();
  });
  return context;
}
