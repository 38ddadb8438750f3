// Builds the app when dist/ is missing or older than the sources (used by `npm start` and the benchmarks).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

const SOURCES = [
  "client",
  "server",
  "shared",
  "migrations",
  "package.json",
  "package-lock.json",
  "vite.config.ts",
  "tailwind.config.ts",
  // The build script decides what is built (the operator commands among it): a change to it is a change of build.
  "scripts/build-server.mjs",
];
const STAMP = "dist/.build-stamp";

function newestMtime(entry) {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of fs.readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

/** Runs `npm run build` when needed; exits the process when the build fails. */
export function buildIfStale() {
  const builtAt = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
  const changedAt = Math.max(...SOURCES.map(newestMtime));
  if (changedAt <= builtAt) return;
  console.log(
    builtAt === 0 ? "No build yet: building PawsWell first…" : "Sources changed since the last build: rebuilding…",
  );
  // No stdin for the build: an operator command run through scripts/run-cli.mjs may have a password piped to it.
  const result = spawnSync("npm", ["run", "build"], { stdio: ["ignore", "inherit", "inherit"] });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildIfStale();
