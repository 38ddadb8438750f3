/**
 * `npm run bench:web -- --repeat-visit [--runs=N]`: what the service worker (client/src/service-
 * worker/) does to a phone's LCP, on the pages a person comes back to. For each page, four loads
 * in Lighthouse (mobile preset, with devtools throttling applied to the real network: simulated
 * throttling re-plays every request over a modelled network and so cannot show a cache at work):
 *
 * - first visit, no worker: storage cleared, /sw.js blocked (the site as it was without one);
 * - first visit, worker: storage cleared; the worker registers after load, so LCP should not move
 *   (the claim "the worker adds nothing to LCP": compare with the line above);
 * - repeat visit, HTTP cache only: after one visit with /sw.js blocked, storage kept;
 * - repeat visit, worker: after one visit that let the worker install and precache, storage kept
 *   (the claim "a repeat visit's LCP falls": compare with the line above, and with the first visit).
 *
 * The visit before a repeat is made in the same Chromium with Puppeteer (Lighthouse's own), which
 * waits for the worker to control the page and the help pages to be kept (its install done).
 * Medians of `runs` loads each.
 */
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Flags } from "lighthouse";
import puppeteer from "puppeteer-core";
import { CHROME_FLAGS, formatTable } from "./bench-web-lighthouse";

const NO_WORKER = ["*/sw.js"];

type Load = "first, no worker" | "first, worker" | "repeat, HTTP cache" | "repeat, worker";
const LOADS: readonly Load[] = ["first, no worker", "first, worker", "repeat, HTTP cache", "repeat, worker"];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** One visit to `url` by Puppeteer in the Chromium at `port`: with the worker, until it controls the page and has installed. */
async function visitBefore(port: number, url: string, withWorker: boolean): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    if (!withWorker) await page.setRequestInterception(true);
    if (!withWorker)
      page.on("request", (request) =>
        new URL(request.url()).pathname === "/sw.js" ? void request.abort() : void request.continue(),
      );
    await page.goto(url, { waitUntil: "load" });
    if (withWorker) {
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null, { timeout: 30_000 });
      await page.waitForFunction(async () => (await (await caches.open("help-pages")).keys()).length === 2, {
        timeout: 30_000,
        polling: 250,
      });
    }
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

/** Clears everything the origin keeps (worker, caches, storage, the HTTP cache), as a first visit needs. */
async function forget(port: number, origin: string): Promise<void> {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  try {
    const cdp = await page.createCDPSession();
    await cdp.send("Storage.clearDataForOrigin", { origin, storageTypes: "all" });
    await cdp.send("Network.clearBrowserCache");
  } finally {
    await page.close();
    await browser.disconnect();
  }
}

async function lcpOf(url: string, port: number, flags: Flags): Promise<number> {
  const run = await lighthouse(url, {
    port,
    output: "json",
    logLevel: "error",
    onlyCategories: ["performance"],
    throttlingMethod: "devtools",
    ...flags,
  });
  const lcp = run?.lhr.audits["largest-contentful-paint"]?.numericValue;
  if (run?.lhr.runtimeError || lcp === undefined) throw new Error(`Lighthouse could not load ${url}`);
  return lcp;
}

async function measureLoad(url: string, port: number, load: Load): Promise<number> {
  const origin = new URL(url).origin;
  await forget(port, origin);
  switch (load) {
    case "first, no worker":
      return lcpOf(url, port, { blockedUrlPatterns: NO_WORKER });
    case "first, worker":
      return lcpOf(url, port, {});
    case "repeat, HTTP cache":
      await visitBefore(port, url, false);
      return lcpOf(url, port, { disableStorageReset: true, blockedUrlPatterns: NO_WORKER });
    case "repeat, worker":
      await visitBefore(port, url, true);
      return lcpOf(url, port, { disableStorageReset: true });
  }
}

/** LCP of each load on each of `paths` at `baseUrl`, medians of `runs`, as a table. */
export async function compareRepeatVisits(baseUrl: string, paths: string[], runs: number): Promise<string> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    chromeFlags: CHROME_FLAGS,
  });
  const rows: string[][] = [];
  try {
    for (const path of paths) {
      const row = [path];
      for (const load of LOADS) {
        const lcps: number[] = [];
        for (let run = 0; run < runs; run += 1) lcps.push(await measureLoad(`${baseUrl}${path}`, chrome.port, load));
        row.push(String(Math.round(median(lcps))));
        console.log(`  ${path}, ${load}: ${lcps.map(Math.round).join(", ")} ms`);
      }
      rows.push(row);
    }
  } finally {
    chrome.kill();
  }
  return formatTable(["Page (LCP, ms)", ...LOADS], rows);
}
