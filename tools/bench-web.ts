/**
 * `npm run bench:web`: builds when stale, seeds the demo content into a temporary embedded
 * database, and runs Lighthouse (mobile preset, the system Chromium) on every public page and one
 * page of each kind of item, twice in one run over the same data: first with the app's shell
 * (SERVER_RENDERING=off, the site before server rendering), then server-rendered. Prints the four
 * category scores, LCP, TBT and CLS of each, and the gzip size of the JavaScript and CSS that /
 * loads before any interaction, each against its budget. A benchmark: it prints figures and marks
 * misses, and exits 0 either way.
 *
 * `npm run bench:web -- --first-click [--runs=N]` compares instead how a rendered page loads the
 * app (APP_LOADER after-paint, the old way, then early): Lighthouse's LCP and TBT on /stories,
 * /community and a thread, and the first working click on their create buttons at 375 px with
 * Lighthouse's mobile throttling applied (tools/bench/bench-web-loaders.ts).
 *
 * `npm run bench:web -- --repeat-visit [--runs=N]` measures what the service worker does to LCP:
 * a first visit with and without it, and a repeat visit from the HTTP cache alone and through it
 * (tools/bench/bench-web-repeat-visit.ts), on the pages people come back to.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { compareLoaders } from "./bench/bench-web-loaders";
import { compareRepeatVisits } from "./bench/bench-web-repeat-visit";
import { formatTable, openLighthouse, type PageFigures } from "./bench/bench-web-lighthouse";
import { itemPagePaths, seedDemo, startServer } from "./bench/bench-web-server";

/** Set to keep each page's full Lighthouse report (JSON) for a closer look. */
const REPORT_DIR = process.env.BENCH_WEB_REPORT_DIR;
/**
 * Set (e.g. "/,/community") to measure only the pages whose path is "/" or begins with one of the
 * others ("/community" also takes its thread): a quicker look while trying a change.
 */
const ONLY = process.env.BENCH_WEB_ONLY?.split(",").filter(Boolean);

function isMeasured(page: string): boolean {
  return !ONLY || ONLY.some((prefix) => (prefix === "/" ? page === "/" : page.startsWith(prefix)));
}
const LIST_PAGES = ["/", "/community", "/stories", "/pets-social", "/resources", "/groups", "/blog"];

/** The budgets (docs/performance.md#web-page-budgets). Scores are Lighthouse's 0-100. */
const BUDGET = {
  initialJsKb: 150,
  initialCssKb: 25,
  performance: 98,
  bestPractices: 95,
  seo: 95,
  lcpMs: 1200,
  cls: 0.02,
};

const miss = (isMet: boolean) => (isMet ? "ok" : "MISS");

/** Lighthouse on each of `paths`, on a server started over `dataDir`. */
async function measureAll(dataDir: string, isServerRendering: boolean, paths: string[]): Promise<PageFigures[]> {
  const server = await startServer(dataDir, isServerRendering);
  const figures: PageFigures[] = [];
  try {
    const lighthouse = await openLighthouse(REPORT_DIR);
    try {
      for (const page of paths) {
        figures.push(await lighthouse.measure(`${server.baseUrl}${page}`, { withAssets: page === "/" }));
        console.log(`  ${isServerRendering ? "rendered" : "shell"} ${page}: done`);
      }
    } finally {
      await lighthouse.close();
    }
  } finally {
    await server.stop();
  }
  return figures;
}

const IS_FIRST_CLICK = process.argv.includes("--first-click");
/** Cold loads per button and loader for --first-click; the median is printed. */
const RUNS_ARG = process.argv.find((arg) => arg.startsWith("--runs="));
const RUNS = RUNS_ARG ? Number(RUNS_ARG.slice("--runs=".length)) : 3;

/** --first-click: both loaders over one seeded copy of the demo content. */
async function firstClick(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-bench-web-"));
  try {
    await seedDemo(dataDir);
    console.log("The app's loaders compared: after-paint (before), then early…");
    await compareLoaders(dataDir, RUNS);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const IS_REPEAT_VISIT = process.argv.includes("--repeat-visit");

/** --repeat-visit: the service worker's effect on LCP, server-rendered, over one seeded copy of the demo content. */
async function repeatVisit(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-bench-web-"));
  try {
    await seedDemo(dataDir);
    const server = await startServer(dataDir, true);
    try {
      const items = await itemPagePaths(server.baseUrl);
      const paths = [
        "/",
        "/community",
        "/stories",
        ...items.filter((page) => /^\/(community|stories)\//.test(page)),
        "/crisis",
      ].filter(isMeasured);
      console.log(`LCP with and without the service worker, first and repeat visits, on ${paths.length} pages…`);
      console.log(`\n${await compareRepeatVisits(server.baseUrl, paths, RUNS)}`);
    } finally {
      await server.stop();
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  if (IS_FIRST_CLICK) {
    await firstClick();
    return;
  }
  if (IS_REPEAT_VISIT) {
    await repeatVisit();
    return;
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-bench-web-"));
  let before: PageFigures[];
  let after: PageFigures[];
  try {
    await seedDemo(dataDir);
    const setup = await startServer(dataDir, false);
    const paths = [...LIST_PAGES, ...(await itemPagePaths(setup.baseUrl))].filter(isMeasured);
    await setup.stop();
    console.log(`Lighthouse on ${paths.length} pages (mobile preset, simulated throttling), shell then rendered…`);
    before = await measureAll(dataDir, false, paths);
    after = await measureAll(dataDir, true, paths);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log("\nLighthouse, before (the shell) → after (server-rendered); scores 0-100, LCP and TBT in ms\n");
  const rows = after.map((page, index) => {
    const old = before[index]!;
    const { performance, accessibility, bestPractices, seo } = page.scores;
    const isMet =
      performance >= BUDGET.performance &&
      bestPractices >= BUDGET.bestPractices &&
      seo >= BUDGET.seo &&
      page.lcpMs <= BUDGET.lcpMs &&
      page.cls <= BUDGET.cls;
    return [
      page.path.length > 28 ? `${page.path.slice(0, 27)}…` : page.path,
      `${old.scores.performance} → ${performance}`,
      `${Math.round(old.lcpMs)} → ${Math.round(page.lcpMs)}`,
      `${old.cls.toFixed(3)} → ${page.cls.toFixed(3)}`,
      `${Math.round(old.tbtMs)} → ${Math.round(page.tbtMs)}`,
      String(accessibility),
      String(bestPractices),
      `${old.scores.seo} → ${seo}`,
      miss(isMet),
    ];
  });
  console.log(formatTable(["Page", "Perf", "LCP", "CLS", "TBT", "A11y", "Best pr.", "SEO", "Budget"], rows));

  const failing = after.filter((page) => page.failingAudits.length > 0);
  if (failing.length > 0) {
    console.log("\nAudits that cost points, server-rendered (best practices, SEO, performance):");
    for (const page of failing) console.log(`  ${page.path}: ${page.failingAudits.join("; ")}`);
  }

  for (const [label, figures] of [
    ["shell", before],
    ["rendered", after],
  ] as const) {
    const home = figures.find((page) => page.path === "/");
    if (!home?.initialAssets) continue;
    const { files } = home.initialAssets;
    const sum = (type: "js" | "css") =>
      files.filter((file) => file.type === type).reduce((total, file) => total + file.gzipBytes, 0) / 1024;
    const jsKb = sum("js");
    const cssKb = sum("css");
    // Screens a visitor has not opened must not ride along; their chunks are named after their pages.
    const strays = files.filter((file) => /admin|preferences/.test(file.name)).map((file) => file.name);
    console.log(
      `\nWhat / loads before any interaction, ${label} (gzip -6 of each response body): ` +
        `JavaScript ${jsKb.toFixed(1)} KB (${miss(jsKb <= BUDGET.initialJsKb)} ≤ ${BUDGET.initialJsKb}), ` +
        `CSS ${cssKb.toFixed(1)} KB (${miss(cssKb <= BUDGET.initialCssKb)} ≤ ${BUDGET.initialCssKb}), ` +
        `HTML and data included in the document; /admin or /preferences code: ${strays.length === 0 ? "none (ok)" : `${strays.join(", ")} (MISS)`}`,
    );
  }
  console.log(
    `\nBudgets (server-rendered): performance ≥ ${BUDGET.performance}, LCP ≤ ${BUDGET.lcpMs} ms, CLS ≤ ${BUDGET.cls}, ` +
      `best practices ≥ ${BUDGET.bestPractices}, SEO ≥ ${BUDGET.seo} on every page; initial JS ≤ ${BUDGET.initialJsKb} KB, ` +
      `CSS ≤ ${BUDGET.initialCssKb} KB gzip.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
