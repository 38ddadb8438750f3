// The browser tests' server: creates the seeded moderator on the fresh data folder first (the
// embedded database is locked while the server runs, so the CLI cannot do it later), then starts.
import { spawnSync } from "node:child_process";

const { E2E_MODERATOR_USERNAME: username, E2E_MODERATOR_PASSWORD: password } = process.env;
if (username && password) {
  const result = spawnSync("npx", ["tsx", "server/scripts/user-create.ts", username, "--moderator"], {
    input: `${password}\n`,
    stdio: ["pipe", "inherit", "inherit"],
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
await import("./start.mjs");
