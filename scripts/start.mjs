// `npm start`: builds when dist/ is missing or older than the sources, then runs the production
// server under a supervisor that starts it again if it ever has to stop (scripts/supervise.mjs).
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";
import { supervise } from "./supervise.mjs";

buildIfStale();
process.env.NODE_ENV ??= "production";
process.exit(await supervise(process.execPath, [path.resolve("dist/server/index.js")]));
