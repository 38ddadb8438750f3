/** The real app over a private test database, for supertest. */
import type { Express } from "express";
import { afterAll, beforeAll } from "vitest";
import { createApp, type AppDeps } from "../app";
import type { DatabaseHandle } from "../db";
import { createTestDatabase } from "./test-database";

/** The session secret every test app signs with. */
export const TEST_SECRET = "test-secret-that-is-long-enough-to-sign";

export interface TestContext {
  app: Express;
  database: DatabaseHandle;
}

/**
 * Sets up one app and database for the calling test file (beforeAll/afterAll) and returns a
 * context whose fields are filled in once beforeAll has run.
 */
export function useTestApp(overrides: Partial<Omit<AppDeps, "database">> = {}): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    context.database = await createTestDatabase();
    context.app = createApp({ database: context.database, sessionSecret: TEST_SECRET, ...overrides });
  });
  afterAll(async () => {
    await context.database?.close();
  });
  return context;
}
