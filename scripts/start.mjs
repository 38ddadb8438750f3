// `npm start`: builds when dist/ is missing or older than the sources, then runs the production server.
import path from "node:path";
import { buildIfStale } from "./build-if-stale.mjs";

buildIfStale();
process.env.NODE_ENV ??= "production";
await import(path.resolve("dist/server/index.js"));
