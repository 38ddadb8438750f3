/**
 * `npm run bench:web`: builds when stale, seeds the demo content into a temporary embedded
 * database, starts the production server on a free port and runs Lighthouse (mobile preset, the
 * system Chromium) on the public pages. Prints the four category scores, LCP, TBT and CLS per
 * page, and the gzip size of the JavaScript and CSS that / loads before any interaction, each
 * against its budget. A benchmark: it prints figures and marks misses, and exits 0 either way.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { formatTable, openLighthouse, type PageFigures } from "./bench/bench-web-lighthouse";
import { seedAndStartServer } from "./bench/bench-web-server";

/** Set to keep each page's full Lighthouse report (JSON) for a closer look. */
const REPORT_DIR = process.env.BENCH_WEB_REPORT_DIR;
const PAGES = ["/", "/community", "/stories", "/pets-social", "/blog", "/resources"];

/** The budgets of issue 8. Scores are Lighthouse's 0-100. */
const BUDGET = { initialJsKb: 150, initialCssKb: 25, performance: 95, bestPractices: 95, seo: 95, cls: 0.02 };

const miss = (isMet: boolean) => (isMet ? "ok" : "MISS");

async function main(): Promise<void> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-bench-web-"));
  const server = await seedAndStartServer(dataDir);
  const figures: PageFigures[] = [];
  try {
    console.log(
      `Server ready on ${server.baseUrl}; Lighthouse on ${PAGES.length} pages (mobile preset, simulated throttling)…`,
    );
    const lighthouse = await openLighthouse(REPORT_DIR);
    try {
      for (const page of PAGES) {
        figures.push(await lighthouse.measure(`${server.baseUrl}${page}`, { withAssets: page === "/" }));
        console.log(`  ${page}: done`);
      }
    } finally {
      await lighthouse.close();
    }
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }

  console.log("\nLighthouse (scores 0-100; LCP and TBT in ms)\n");
  const rows = figures.map((page) => {
    const { performance, accessibility, bestPractices, seo } = page.scores;
    const isMet =
      performance >= BUDGET.performance &&
      bestPractices >= BUDGET.bestPractices &&
      seo >= BUDGET.seo &&
      page.cls <= BUDGET.cls;
    return [
      page.path,
      performance,
      accessibility,
      bestPractices,
      seo,
      Math.round(page.lcpMs),
      Math.round(page.tbtMs),
      page.cls.toFixed(3),
      miss(isMet),
    ].map(String);
  });
  console.log(formatTable(["Page", "Perf", "A11y", "Best pr.", "SEO", "LCP", "TBT", "CLS", "Budget"], rows));

  const failing = figures.filter((page) => page.failingAudits.length > 0);
  if (failing.length > 0) {
    console.log("\nAudits that cost points (best practices, SEO, performance):");
    for (const page of failing) console.log(`  ${page.path}: ${page.failingAudits.join("; ")}`);
  }

  const home = figures.find((page) => page.path === "/");
  if (home?.initialAssets) {
    const { files } = home.initialAssets;
    const sum = (type: "js" | "css") =>
      files.filter((file) => file.type === type).reduce((total, file) => total + file.gzipBytes, 0) / 1024;
    const jsKb = sum("js");
    const cssKb = sum("css");
    console.log("\nWhat / loads before any interaction (gzip -6 of each response body)\n");
    console.log(
      formatTable(
        ["File", "Type", "gzip KB"],
        files.map((file) => [file.name, file.type, (file.gzipBytes / 1024).toFixed(1)]),
      ),
    );
    console.log("");
    // Screens a visitor has not opened must not ride along; their chunks are named after their pages.
    const strays = files.filter((file) => /admin|preferences/.test(file.name)).map((file) => file.name);
    console.log(
      `/admin or /preferences code loaded by /: ${strays.length === 0 ? "none (ok)" : `${strays.join(", ")} (MISS)`}\n`,
    );
    console.log(
      formatTable(
        ["Initial", "gzip KB", "Budget KB", ""],
        [
          ["JavaScript", jsKb.toFixed(1), String(BUDGET.initialJsKb), miss(jsKb <= BUDGET.initialJsKb)],
          ["CSS", cssKb.toFixed(1), String(BUDGET.initialCssKb), miss(cssKb <= BUDGET.initialCssKb)],
        ],
      ),
    );
  }
  console.log(
    `\nBudgets: performance ≥ ${BUDGET.performance}, best practices ≥ ${BUDGET.bestPractices}, SEO ≥ ${BUDGET.seo}, ` +
      `CLS ≤ ${BUDGET.cls} on every page; initial JS ≤ ${BUDGET.initialJsKb} KB, CSS ≤ ${BUDGET.initialCssKb} KB gzip.`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
