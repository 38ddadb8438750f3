// Bundles the server's TypeScript into dist/server/index.js; npm packages stay external.
import { build } from "esbuild";
import fs from "node:fs";

await build({
  entryPoints: ["server/index.ts"],
  outfile: "dist/server/index.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
fs.writeFileSync("dist/.build-stamp", new Date().toISOString());
console.log("Built dist/server/index.js");
