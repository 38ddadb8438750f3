import crypto from "node:crypto";
import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import type { ServerContent } from "./tests/e2e/test-server";

// Every worker runs a server of its own on a copy of a template data folder made once by global
// setup (tests/e2e/test-server.ts, tests/e2e/app-test.ts): tests in different workers share nothing.
// The seeded moderator and member are in every template; workers load this file again and keep the
// first choice of passwords through the environment they inherit.
process.env.E2E_MODERATOR_USERNAME ??= "e2e-moderator";
process.env.E2E_MODERATOR_PASSWORD ??= crypto.randomBytes(12).toString("hex");
process.env.E2E_MEMBER_USERNAME ??= "e2e-member";
process.env.E2E_MEMBER_PASSWORD ??= crypto.randomBytes(12).toString("hex");

export default defineConfig<object, { serverContent: ServerContent }>({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/global-setup.ts",
  // A file's tests run in order in one worker (several build on what the one before left); files
  // spread over the workers, each with a Chromium and a server of its own. One worker unless
  // E2E_WORKERS says more: on two cores, two workers (two browsers, two servers) were no faster than
  // one and ran walks past their 30 s (28 November 2026); a machine with cores to spare sets it.
  fullyParallel: false,
  workers: Math.max(1, Math.min(Number(process.env.E2E_WORKERS ?? 1) || 1, os.availableParallelism())),
  retries: 0,
  // Two browsers and two servers share the cores now: a screen gets twice the 5 s default to show.
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? "line" : "list",
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      // Debian's Chromium: never a downloaded browser. The flags keep it off the closed network.
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [
    {
      name: "desktop",
      use: { ...devices["Desktop Chrome"], channel: undefined },
      testIgnore: [/mobile\.spec\.ts/, /[\\/]demo[\\/]/],
    },
    { name: "mobile", use: { ...devices["Pixel 7"], channel: undefined }, testMatch: /mobile\.spec\.ts/ },
    // On the demo content (`npm run seed:demo`), at a 375 px phone unless a test sets its own size (1280 px for the laptop).
    {
      name: "demo",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        serverContent: "demo",
        viewport: { width: 375, height: 812 },
      },
      testMatch: /[\\/]demo[\\/].*\.spec\.ts/,
    },
  ],
});
