import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { freePort } from "./server/test/free-port";

// Workers load this file again: keep the first choice of port and data folder in the environment
// they inherit, so every worker talks to the one server.
process.env.E2E_PORT ??= String(await freePort());
process.env.E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-e2e-"));
// A second server filled by `npm run seed:demo`, for the walks on real content (tests/e2e/demo/).
process.env.E2E_DEMO_PORT ??= String(await freePort());
process.env.E2E_DEMO_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-e2e-demo-"));
// A moderator for the admin specs, made before the server starts (scripts/e2e-server.mjs).
process.env.E2E_MODERATOR_USERNAME ??= "e2e-moderator";
process.env.E2E_MODERATOR_PASSWORD ??= crypto.randomBytes(12).toString("hex");
// A member for specs that only need someone logged in (the sign-up limit allows 10 per hour).
process.env.E2E_MEMBER_USERNAME ??= "e2e-member";
process.env.E2E_MEMBER_PASSWORD ??= crypto.randomBytes(12).toString("hex");
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
const demoURL = `http://127.0.0.1:${process.env.E2E_DEMO_PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? "line" : "list",
  use: {
    baseURL,
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
    // On the demo content, at a 375 px phone unless a test sets its own size (1280 px for the laptop).
    {
      name: "demo",
      use: {
        ...devices["Desktop Chrome"],
        channel: undefined,
        baseURL: demoURL,
        viewport: { width: 375, height: 812 },
      },
      testMatch: /[\\/]demo[\\/].*\.spec\.ts/,
    },
  ],
  // Started one after the other: the first builds when the build is stale, the second finds it fresh.
  webServer: [
    testServer(baseURL, process.env.E2E_PORT!, process.env.E2E_DATA_DIR!, false),
    testServer(demoURL, process.env.E2E_DEMO_PORT!, process.env.E2E_DEMO_DATA_DIR!, true),
  ],
});

/** One of the browser tests' servers: a fresh data folder, the seeded moderator and member, demo content when asked. */
function testServer(url: string, port: string, dataDir: string, withDemoContent: boolean) {
  const env: Record<string, string> = {
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    E2E_SEED_DEMO: withDemoContent ? "1" : "0",
    NODE_ENV: "production",
    DATABASE_URL: "",
    E2E_MODERATOR_USERNAME: process.env.E2E_MODERATOR_USERNAME!,
    E2E_MODERATOR_PASSWORD: process.env.E2E_MODERATOR_PASSWORD!,
    E2E_MEMBER_USERNAME: process.env.E2E_MEMBER_USERNAME!,
    E2E_MEMBER_PASSWORD: process.env.E2E_MEMBER_PASSWORD!,
    // The specs sign up more members than one address may in an hour (three reporters, for one).
    LIMIT_SIGNUPS_PER_ADDRESS: "100/1h",
    // One walk writes sixty replies as one member, for a thread longer than a page.
    LIMIT_REPLIES_PER_MEMBER: "100/1m",
    LIMIT_NEW_MEMBER_REPLIES: "200/1d",
    // The report net counts members whose account was over LIMIT_NEW_MEMBER old when they
    // reported, one address once: a walk's reporters are established at once, and each says
    // where it is through the loopback proxy's X-Forwarded-For.
    LIMIT_NEW_MEMBER: "1ms",
    TRUST_PROXY: "loopback",
  };
  return {
    // start.mjs (run by e2e-server.mjs) builds first when the build is missing or stale.
    command: "node scripts/e2e-server.mjs",
    url: `${url}/readyz`,
    timeout: 180_000,
    reuseExistingServer: false,
    env,
  };
}
