/**
 * bench:web's measuring side: Lighthouse's Node API on one headless system Chromium (mobile
 * preset, simulated throttling), reduced to the figures the budgets name, plus a plain-text table.
 */
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/** Headless system Chromium kept off the closed network (playwright.config.ts says why), for every Lighthouse run. */
export const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

export interface InitialFile {
  name: string;
  type: "js" | "css";
  gzipBytes: number;
}

export interface PageFigures {
  path: string;
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Weighted audits below full marks in best practices or SEO, and performance metrics below 0.9. */
  failingAudits: string[];
  /** The scripts and stylesheets the page loaded (only asked for on /). */
  initialAssets?: { files: InitialFile[] };
}

export interface Lighthouse {
  measure: (url: string, options: { withAssets: boolean }) => Promise<PageFigures>;
  close: () => Promise<void>;
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"];

/** How many times a page is tried when Lighthouse reports a failed recording rather than a result. */
const ATTEMPTS = 3;

/**
 * One Lighthouse run of `url`. A trace that failed to record (NO_NAVSTART, NO_FCP: seen now and
 * then on the first page after Chromium starts) is Lighthouse's problem, not the page's: try again.
 */
async function runLighthouse(url: string, port: number): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const run = await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: [...CATEGORIES] });
    if (!run) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!run.lhr.runtimeError || attempt === ATTEMPTS) return run.lhr;
    console.error(`Lighthouse on ${url}: ${run.lhr.runtimeError.code}; trying again`);
  }
}

/**
 * Launches the browser once (`CHROME_PATH` overrides /usr/bin/chromium) for every page measured.
 * With `reportDir`, each page's full Lighthouse report is saved there as JSON, to open in the
 * Lighthouse viewer or read when a figure needs explaining.
 */
export async function openLighthouse(reportDir?: string): Promise<Lighthouse> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  return {
    measure: async (url, { withAssets }) => {
      const lhr = await runLighthouse(url, chrome.port);
      if (reportDir) {
        const name = new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home";
        fs.mkdirSync(reportDir, { recursive: true });
        fs.writeFileSync(path.join(reportDir, `${name}.json`), JSON.stringify(lhr));
      }
      if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
      const score = (id: (typeof CATEGORIES)[number]) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      return {
        path: new URL(url).pathname,
        scores: {
          performance: score("performance"),
          accessibility: score("accessibility"),
          bestPractices: score("best-practices"),
          seo: score("seo"),
        },
        lcpMs: numeric("largest-contentful-paint"),
        tbtMs: numeric("total-blocking-time"),
        cls: numeric("cumulative-layout-shift"),
        failingAudits: failingAudits(lhr),
        initialAssets: withAssets ? { files: await initialFiles(lhr, url) } : undefined,
      };
    },
    close: async () => {
      chrome.kill();
    },
  };
}

function failingAudits(lhr: Result): string[] {
  const failing: string[] = [];
  for (const categoryId of ["best-practices", "seo", "performance"]) {
    for (const ref of lhr.categories[categoryId]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight === 0 || !audit || audit.score === null) continue;
      const threshold = categoryId === "performance" ? 0.9 : 1;
      if (audit.score < threshold) failing.push(audit.displayValue ? `${ref.id} (${audit.displayValue})` : ref.id);
    }
  }
  return failing;
}

/** Same-origin scripts and stylesheets in the page's network log, each gzipped as the server would. */
async function initialFiles(lhr: Result, pageUrl: string): Promise<InitialFile[]> {
  const origin = new URL(pageUrl).origin;
  const details = lhr.audits["network-requests"]?.details;
  const items = details && details.type === "table" ? details.items : [];
  const files: InitialFile[] = [];
  for (const item of items) {
    const { url, resourceType } = item;
    if (typeof url !== "string" || !url.startsWith(origin)) continue;
    if (resourceType !== "Script" && resourceType !== "Stylesheet") continue;
    // fetch() undoes any transfer encoding, so this is the file itself; gzip it at the server's level.
    const body = Buffer.from(await (await fetch(url)).arrayBuffer());
    files.push({
      name: new URL(url).pathname,
      type: resourceType === "Script" ? "js" : "css",
      gzipBytes: gzipSync(body, { level: 6 }).length,
    });
  }
  return files;
}

/** Left-aligned first column, right-aligned figures, a rule under the header. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? "").length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join("  ");
  return [line(header), widths.map((width) => "-".repeat(width)).join("  "), ...rows.map(line)].join("\n");
}
