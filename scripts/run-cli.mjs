// `npm run db:migrate | user:create | user:role | seed:demo | images:import`: runs an operator command from the
// server build (dist/server/cli/<command>.js, see build-server.mjs) with plain `node`. Like
// `npm start`, it builds first when dist/ is missing or older than the sources; in production,
// after `npm run build` and `npm ci --omit=dev`, the build is current and no dev dependency is used.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

const [command, ...args] = process.argv.slice(2);
buildIfStale();
const entry = path.resolve("dist/server/cli", `${command}.js`);
if (!command || !fs.existsSync(entry)) {
  console.error(`No operator command "${command ?? ""}" in dist/server/cli (see scripts/build-server.mjs).`);
  process.exit(1);
}
// A child process rather than an import: the command reads its own arguments and may prompt at the terminal.
const result = spawnSync(process.execPath, [entry, ...args], { stdio: "inherit" });
process.exit(result.status ?? 1);
