// The browser tests' server: creates the seeded moderator and member on the fresh data folder first
// (the embedded database is locked while the server runs, so the CLI cannot do it later), adds the
// demo content when asked, then starts.
import { spawnSync } from "node:child_process";

/**
 * Creates an account with the operator command docs/operations.md#commands documents (built first
 * when stale); exits when it fails.
 */
function createAccount(username, password, roleFlags) {
  if (!username || !password) return;
  const result = spawnSync(process.execPath, ["scripts/run-cli.mjs", "user-create", username, ...roleFlags], {
    input: `${password}\n`,
    stdio: ["pipe", "inherit", "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

createAccount(process.env.E2E_MODERATOR_USERNAME, process.env.E2E_MODERATOR_PASSWORD, ["--moderator"]);
createAccount(process.env.E2E_MEMBER_USERNAME, process.env.E2E_MEMBER_PASSWORD, []);
// The demo server (playwright.config.ts, project "demo") walks the content `npm run seed:demo` makes.
if (process.env.E2E_SEED_DEMO === "1") {
  const seeded = spawnSync(process.execPath, ["scripts/run-cli.mjs", "seed-demo"], { stdio: "inherit" });
  if (seeded.status !== 0) process.exit(seeded.status ?? 1);
}
await import("./start.mjs");
