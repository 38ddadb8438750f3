/**
 * Runs before each server test file. Files share a worker (vitest.config.ts, `isolate: false`):
 * the project's own modules start afresh for each file, so no module state passes between files.
 */
import { vi } from "vitest";

vi.resetModules();
