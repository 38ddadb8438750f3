// The browser tests' server: creates the seeded moderator and member on the fresh data folder first
// (the embedded database is locked while the server runs, so the CLI cannot do it later), then starts.
import { spawnSync } from "node:child_process";

/** Creates an account with the operator command the README documents (built first when stale); exits when it fails. */
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
await import("./start.mjs");
