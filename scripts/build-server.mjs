// Bundles the server's TypeScript into dist/server/index.js, and each operator command in server/cli/
// into dist/server/cli/<command>.js, so production runs both with plain `node` (no tsx, no dev
// dependencies). npm packages stay external.
import { build } from "esbuild";
import fs from "node:fs";

// The operator commands, server/cli/<name>.ts (scripts/run-cli.mjs runs them); the other files there are their helpers.
const CLI_COMMANDS = ["migrate", "user-create", "user-role", "seed-demo", "images-import"];

await build({
  entryPoints: {
    "server/index": "server/index.ts",
    ...Object.fromEntries(CLI_COMMANDS.map((name) => [`server/cli/${name}`, `server/cli/${name}.ts`])),
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
fs.writeFileSync("dist/.build-stamp", new Date().toISOString());
console.log(`Built dist/server/index.js and dist/server/cli/{${CLI_COMMANDS.join(",")}}.js`);
