/**
 * `npm run audit:sqlmap`: starts the production server (building first when stale) on a free port
 * with a fresh temporary data folder (or on DATABASE_URL when set), logs in a member and a
 * moderator, creates some content, then runs Debian's sqlmap at level 3 against every query
 * parameter of the reads and every JSON body field of the writes. Prints one line per parameter
 * and exits non-zero if sqlmap finds any injection (or could not test a target).
 */
import crypto from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { freePort } from "../server/test/free-port";
import { startChild, stopChild, waitUntilReady } from "./lib/processes";
import { runSqlmap, SQLMAP, verdicts, type Verdict } from "./sqlmap/sqlmap-runner";
import { PASSWORD, seed, targetsFor } from "./sqlmap/targets";

/** sqlmap runs at once: it mostly waits on the server, so two overlap well even on two cores. */
const PARALLEL = Number(process.env.SQLMAP_PARALLEL ?? 2);
/** Only targets whose name contains this (e.g. SQLMAP_ONLY=posts), for a quick look. */
const ONLY = process.env.SQLMAP_ONLY;

async function main(): Promise<void> {
  if (!fs.existsSync(SQLMAP)) throw new Error(`sqlmap not found at ${SQLMAP} (apt-get install sqlmap)`);
  const started = Date.now();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-sqlmap-"));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const moderatorName = `audit-moderator-${crypto.randomBytes(3).toString("hex")}`;
  const env = {
    ...process.env,
    NODE_ENV: "production",
    HOST: "127.0.0.1",
    PORT: String(port),
    DATA_DIR: path.join(dir, "data"),
    TRUST_PROXY: "1",
    E2E_MODERATOR_USERNAME: moderatorName,
    E2E_MODERATOR_PASSWORD: PASSWORD,
  };
  console.log(
    `sqlmap audit: server on ${base} (${process.env.DATABASE_URL ? "DATABASE_URL" : `embedded database in ${env.DATA_DIR}`}), logs in ${dir}`,
  );
  // e2e-server.mjs creates the moderator on the fresh database, then builds if stale and starts.
  const server = startChild("server", ["scripts/e2e-server.mjs"], env, { logFile: path.join(dir, "server.log") });

  const results: Verdict[] = [];
  try {
    // A first start may build the client and server: minutes on a busy machine.
    await waitUntilReady(server, `${base}/readyz`, 10 * 60_000);
    const seeded = await seed(base, dir, moderatorName);
    const targets = targetsFor(seeded).filter((target) => !ONLY || target.name.includes(ONLY));
    const queue = [...targets];
    const worker = async () => {
      for (let target = queue.shift(); target; target = queue.shift()) {
        const targetStarted = Date.now();
        const output = await runSqlmap(
          base,
          target,
          path.join(dir, "sqlmap", target.name.replace(/[^a-z0-9]+/gi, "_")),
        );
        fs.writeFileSync(path.join(dir, `${target.name.replace(/[^a-z0-9]+/gi, "_")}.log`), output);
        const found = verdicts(target, output);
        results.push(...found);
        const seconds = ((Date.now() - targetStarted) / 1000).toFixed(0);
        for (const verdict of found)
          console.log(`${target.name.padEnd(38)} ${verdict.parameter.padEnd(28)} ${verdict.result} (${seconds} s)`);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    await stopChild(server);
  }

  const injectable = results.filter((verdict) => verdict.result === "INJECTABLE");
  const untested = results.filter((verdict) => verdict.result === "not tested");
  const minutes = ((Date.now() - started) / 60_000).toFixed(1);
  console.log(
    `\n${results.length - untested.length} parameters tested in ${minutes} min: ${injectable.length} injectable, ${untested.length} not tested. Logs: ${dir}`,
  );
  if (injectable.length > 0 || untested.length > 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
