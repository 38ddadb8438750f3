/**
 * Starts the embedded database again and again, each time in a fresh process and data folder, and
 * makes its first trigram lookup (a misspelt search's): prints how many starts answered and how
 * many hung, with the extensions loaded our way (server/lib/pglite-extensions.ts says why) and as
 * PGlite ships them, in one run.
 *
 *   npx tsx tools/pglite-extension-starts.ts [starts=30] [--busy]
 *
 * --busy keeps one core spinning meanwhile, as a CI machine running other work would.
 */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { btree_gin } from "@electric-sql/pglite/contrib/btree_gin";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { createPglite, usePglite } from "../server/db";
import { searchRepository } from "../server/repositories/search.repository";

const WAYS = {
  /** The app's: createPglite, with each extension loaded on first use. */
  ours: (dataDir: string) => createPglite({ dataDir }),
  /** PGlite's own: every extension compiled while it starts. */
  shipped: (dataDir: string) => PGlite.create({ dataDir, extensions: { btree_gin, pg_trgm } }),
};
type Way = keyof typeof WAYS;

/** A start that has not answered by then is hung: a healthy one takes a few seconds. */
const HUNG_AFTER_MS = 60_000;

async function oneStart(way: Way): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-start-"));
  const handle = await usePglite(await WAYS[way](dataDir));
  try {
    await handle.db.execute(sql`insert into search_terms (term) values ('zebrafinch') on conflict do nothing`);
    const nearest = await searchRepository(handle.db).nearestTerms(["zebrafnch"]);
    if (nearest.get("zebrafnch") !== "zebrafinch") throw new Error(`Wrong correction: ${[...nearest.values()].join()}`);
  } finally {
    await handle.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function startInChild(way: Way): "answered" | "hung" | "failed" {
  const result = spawnSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), `--child=${way}`], {
    timeout: HUNG_AFTER_MS,
    killSignal: "SIGKILL",
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.error || result.signal) return "hung";
  return result.status === 0 ? "answered" : "failed";
}

const child = process.argv.find((arg) => arg.startsWith("--child="));
if (child) {
  await oneStart(child.slice("--child=".length) as Way);
} else {
  const starts = Number(process.argv.find((arg) => /^\d+$/.test(arg)) ?? 30);
  const busy = process.argv.includes("--busy")
    ? spawn(process.execPath, ["-e", "for (;;) {}"], { stdio: "ignore" })
    : undefined;
  const counts: Record<Way, Record<ReturnType<typeof startInChild>, number>> = {
    ours: { answered: 0, hung: 0, failed: 0 },
    shipped: { answered: 0, hung: 0, failed: 0 },
  };
  const started = Date.now();
  try {
    // Alternating, so both ways meet the same machine.
    for (let start = 1; start <= starts; start++) {
      for (const way of ["ours", "shipped"] as const) counts[way][startInChild(way)]++;
      process.stdout.write(`\r${start}/${starts} starts each: ${JSON.stringify(counts)}`);
    }
  } finally {
    busy?.kill();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(0);
  console.log(`\n${seconds} s${busy ? ", one core busy" : ""}`);
  for (const way of ["ours", "shipped"] as const) {
    const { answered, hung, failed } = counts[way];
    console.log(`${way.padEnd(8)} ${answered} answered, ${hung} hung, ${failed} failed`);
  }
  process.exitCode = counts.ours.hung + counts.ours.failed > 0 ? 1 : 0;
}
