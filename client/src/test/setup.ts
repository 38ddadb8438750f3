import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

// Runs before each test file. Files share a worker and its jsdom (vitest.config.ts, `isolate:
// false`): the app's own modules start afresh for each file, so no store passes between files.
vi.resetModules();

afterEach(() => {
  cleanup();
  // A test of the server's render runs in Node, which has no localStorage.
  globalThis.localStorage?.clear();
});
