/**
 * bench:web's "first working click": how long after navigation a tap on a page's main create
 * button first does what it says (its dialog or form shows), on a 375 px phone with Lighthouse's
 * mobile throttling applied to a real load (the DevTools values of Lighthouse's "slow 4G": 562.5 ms
 * request latency, 1,474.56 kbit/s down, 675 kbit/s up, and the CPU four times slower, through CDP
 * Network.emulateNetworkConditions and Emulation.setCPUThrottlingRate), from a cold cache.
 *
 * The button is tapped as soon as it is visible. A tap that changes nothing is tapped again a
 * moment later, as a person would; a button that shows it is getting ready (aria-busy) is waited
 * for instead, and so is a tap made once the app was ready (its dialog's code may still be on its
 * way). The same load gives the page's LCP and its total blocking time until the dialog showed,
 * so the three can be compared in one run.
 */
import { chromium, type Browser, type Page } from "playwright-core";

/** Lighthouse's mobile slow-4G as DevTools applies it (lighthouse/core/config/constants.js, mobileSlow4G). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PHONE = { width: 375, height: 812 };
/** How long a tap that changed nothing is given before the next. */
const RETAP_AFTER_MS = 400;
const GIVE_UP_AFTER_MS = 30_000;

export interface ClickTask {
  /** What is measured, e.g. "New Post (/community, member)". */
  name: string;
  path: string;
  /** Tapped as soon as it is visible. */
  button: (page: Page) => ReturnType<Page["getByRole"]>;
  /**
   * A CSS selector for what the tap opens (a dialog), a text that appears (the answer's
   * "Answering"), or a field the caret moves to (the reply box a reply's Reply leads to).
   */
  opened: { selector: string } | { text: string } | { focus: string };
  /** A member's account, logged in before the measured load. */
  member?: { username: string; password: string };
}

export interface ClickFigures {
  lcpMs: number;
  /** The first tap (as soon as the button was visible), from navigation; and how many it took. */
  firstTapMs: number;
  taps: number;
  /** When the app marked itself ready (html[data-app-ready]), from navigation. */
  readyMs: number;
  /** When what the tap opens was added to the page, from navigation. */
  openedMs: number;
  /** Long tasks' time over 50 ms each, from first paint until the dialog showed (TBT's rule). */
  tbtMs: number;
}

/**
 * Runs in the page before any of its scripts: notes LCP, long tasks, every trusted tap, when the
 * app is ready and the moment what is awaited appears. Its tap listener is the first registered,
 * so it hears a tap even when the page's early-click catcher holds it. Text, not a function:
 * tsx would add its own helpers to a function's source, which the page does not have.
 *
 * A tap may lead to another page (a button pressed before the app is ready goes to the page that
 * draws its form): the record is kept in the tab's sessionStorage and every time is counted from
 * the first page's navigation, so the form's arrival on the next page ends the measure. LCP is the
 * first page's.
 */
function recorderScript(opened: ClickTask["opened"]): string {
  return `(() => {
  const opened = ${JSON.stringify(opened)};
  const KEY = "__firstClick";
  const kept = sessionStorage.getItem(KEY);
  const record = kept ? JSON.parse(kept) : { origin: performance.timeOrigin, lcp: 0, fcp: 0, taps: [], opened: 0, ready: 0, longTasks: [] };
  const isFirstPage = !kept;
  const now = () => performance.timeOrigin + performance.now() - record.origin;
  const at = (startTime) => performance.timeOrigin + startTime - record.origin;
  const keep = () => sessionStorage.setItem(KEY, JSON.stringify(record));
  keep();
  window.__firstClick = record;
  if (isFirstPage) {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) record.lcp = at(entry.startTime);
      keep();
    }).observe({ type: "largest-contentful-paint", buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntriesByName("first-contentful-paint")) record.fcp = at(entry.startTime);
      keep();
    }).observe({ type: "paint", buffered: true });
  }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: at(entry.startTime), duration: entry.duration });
    keep();
  }).observe({ type: "longtask", buffered: true });
  document.addEventListener("click", (event) => { if (event.isTrusted) { record.taps.push(now()); keep(); } }, true);
  const isOpen = () => opened.selector
    ? document.querySelector(opened.selector) !== null
    : opened.focus
      ? document.activeElement !== null && document.activeElement.matches(opened.focus)
      : (document.getElementById("root")?.textContent ?? "").includes(opened.text);
  const check = () => {
    if (!record.ready && document.documentElement.hasAttribute("data-app-ready")) { record.ready = now(); keep(); }
    if (record.opened || record.taps.length === 0 || !isOpen()) return;
    record.opened = now();
    keep();
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { attributes: true, childList: true, subtree: true, characterData: true });
  document.addEventListener("focusin", check, true);
})();`;
}

interface Recorded {
  lcp: number;
  fcp: number;
  taps: number[];
  opened: number;
  ready: number;
  longTasks: { start: number; duration: number }[];
}

/** The record so far; while a tap's page is loading there is none to read yet. */
const recorded = async (page: Page): Promise<Recorded> => {
  for (;;) {
    const record = (await page.evaluate("window.__firstClick").catch(() => undefined)) as Recorded | undefined;
    if (record) return record;
    await page.waitForTimeout(50);
  }
};

/** One cold, throttled load of `task`'s page in a fresh context, tapping until it works. */
async function measureOnce(browser: Browser, baseUrl: string, task: ClickTask): Promise<ClickFigures> {
  const context = await browser.newContext({ viewport: PHONE, baseURL: baseUrl });
  try {
    const page = await context.newPage();
    if (task.member) {
      const login = await page.request.post("/api/login", { data: task.member });
      if (!login.ok()) throw new Error(`Logging in ${task.member.username} answered ${login.status()}`);
      const { user } = (await login.json()) as { user: { id: string; username: string } };
      // What the login form leaves for the app (client/src/features/auth/session-store.ts, "user").
      await page.goto("/robots.txt");
      await page.evaluate((stored) => localStorage.setItem("user", stored), JSON.stringify(user));
    }
    await page.addInitScript(recorderScript(task.opened));
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.clearBrowserCache");
    await cdp.send("Network.emulateNetworkConditions", SLOW_4G);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });

    await page.goto(task.path, { waitUntil: "commit" });
    const button = task.button(page).first();
    const deadline = Date.now() + GIVE_UP_AFTER_MS;
    let lastTap = 0;
    for (;;) {
      if (Date.now() > deadline) throw new Error(`${task.name}: nothing opened within ${GIVE_UP_AFTER_MS} ms`);
      const { opened, ready, taps } = await recorded(page);
      if (opened > 0) break;
      if (taps.length === 0) {
        await button.click({ timeout: GIVE_UP_AFTER_MS });
        lastTap = Date.now();
        continue;
      }
      // Held by the early-click catcher, which shows it is getting ready: wait rather than tap again.
      // (Once its dialog is open the page behind it leaves the accessibility tree, and the button with it.)
      const isHeld = (await button.getAttribute("aria-busy", { timeout: 100 }).catch(() => null)) === "true";
      const isHandled = ready > 0 && taps.some((tap) => tap >= ready);
      if (!isHeld && !isHandled && Date.now() - lastTap >= RETAP_AFTER_MS) {
        await button.click({ timeout: RETAP_AFTER_MS }).catch(() => undefined);
        lastTap = Date.now();
      }
      await page.waitForTimeout(50);
    }
    const { lcp, fcp, taps, opened, ready, longTasks } = await recorded(page);
    const blocking = longTasks
      .filter((longTask) => longTask.start >= fcp && longTask.start < opened)
      .reduce((sum, longTask) => sum + Math.max(0, longTask.duration - 50), 0);
    return {
      lcpMs: lcp,
      firstTapMs: taps[0] ?? Number.NaN,
      taps: taps.filter((tap) => tap <= opened).length,
      readyMs: ready,
      openedMs: opened,
      tbtMs: blocking,
    };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Each task `runs` times on one browser; the median of each figure. */
export async function measureFirstClicks(baseUrl: string, tasks: ClickTask[], runs: number): Promise<ClickFigures[]> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
  });
  try {
    const results: ClickFigures[] = [];
    for (const task of tasks) {
      const each: ClickFigures[] = [];
      for (let run = 0; run < runs; run += 1) each.push(await measureOnce(browser, baseUrl, task));
      const of = (key: keyof ClickFigures) => median(each.map((figures) => figures[key]));
      results.push({
        lcpMs: of("lcpMs"),
        firstTapMs: of("firstTapMs"),
        taps: of("taps"),
        readyMs: of("readyMs"),
        openedMs: of("openedMs"),
        tbtMs: of("tbtMs"),
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}
