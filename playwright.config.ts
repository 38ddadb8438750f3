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
  // spread over the workers, each with a Chromium and a server of its own. One worker leaves a third
  // of two cores idle while pages load and settle: two took the suite from 17.4 to 9.6 minutes on
  // a quiet two-core machine (28 November 2026). E2E_WORKERS sets another number.
  fullyParallel: false,
  workers: Math.max(1, Math.min(Number(process.env.E2E_WORKERS ?? 2) || 1, os.availableParallelism())),
  // Two browsers and two servers share the cores: a walk gets twice the 30 s default (the long ones
  // set their own), and a screen twice the 5 s default to show.
  timeout: 60_000,
  retries: 0,
  expect: { timeout: 10_000 },
  forbidOnly: Boolean(process.env.CI),
  // Each test with its time, in CI too: the slow walks are the ones to look at first.
  reporter: "list",
  use: {
    trace: "retain-on-failure",
    // No service worker, except in the walk of the installable app that allows it: a worker serves
    // the app's files from its precache, past page.route, so a walk that holds or delays the app's
    // code (delay-the-app.ts) would no longer hold anything once an earlier page had installed it.
    serviceWorkers: "block",
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
