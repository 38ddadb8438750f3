/**
 * `npm run bench:web -- --first-click`: the two ways a rendered page can load the app
 * (APP_LOADER, server/client/built-client.ts), compared in one run over the same demo content:
 * "after-paint" (the default: the app asked for once the page has painted) and "early" (the app
 * with the HTML); with either, a tap before the app is ready is held and replayed. For each:
 * Lighthouse's LCP and TBT (mobile preset, simulated throttling, the budgets' figures) on the
 * three pages, and the first working click (bench-web-first-click.ts) on their main create button.
 */
import { freePort } from "../../server/test/free-port";
import { startProductionServer, stopChild } from "../lib/processes";
import { measureFirstClicks, type ClickFigures, type ClickTask } from "./bench-web-first-click";
import { formatTable, openLighthouse, type PageFigures } from "./bench-web-lighthouse";

const LOADERS = ["after-paint", "early"] as const;
type Loader = (typeof LOADERS)[number];

/**
 * The targets (docs/performance.md#the-first-working-click-on-a-phone-28-november-2026): the first
 * working click within a second of LCP; LCP and TBT within budget.
 */
const TARGET = { afterLcpMs: 1000, lcpMs: 1200, tbtMs: 150 };

const JSON_HEADERS = { "Content-Type": "application/json", "Sec-Fetch-Site": "same-origin" };

/** A member of the bench's own, and a thread of the demo content that has replies to answer. */
async function prepare(baseUrl: string): Promise<{ member: { username: string; password: string }; thread: string }> {
  const member = { username: `bench-click-${Date.now().toString(36)}`, password: "moonlight-walks-bench" };
  const registered = await fetch(`${baseUrl}/api/register`, {
    method: "POST",
    headers: JSON_HEADERS,
    body: JSON.stringify({ ...member, ageConfirmed: true }),
  });
  if (!registered.ok) throw new Error(`Signing the bench's member up answered ${registered.status}`);
  const posts = (await (await fetch(`${baseUrl}/api/posts?limit=20`)).json()) as { id: string }[];
  for (const { id } of posts) {
    const replies = (await (await fetch(`${baseUrl}/api/posts/${id}/replies`)).json()) as unknown[];
    if (replies.length > 0) return { member, thread: `/community/${id}` };
  }
  throw new Error("No thread of the demo content has a reply");
}

function tasksFor(member: { username: string; password: string }, thread: string): ClickTask[] {
  return [
    {
      name: "Share Your Story (/stories)",
      path: "/stories",
      button: (page) => page.getByRole("button", { name: "Share Your Story", exact: true }),
      // Its dialog, or its page's form when pressed before the app (lib/create-pages.ts).
      opened: { selector: "[role=dialog], form[data-form-page]" },
    },
    {
      name: "New Post (/community, member)",
      path: "/community",
      button: (page) => page.getByRole("button", { name: "New Post" }),
      opened: { selector: "[role=dialog], form[data-form-page]" },
      member,
    },
    {
      name: "Reply (a thread, member): the caret in the reply box",
      path: thread,
      button: (page) => page.getByRole("button", { name: /^Reply to / }),
      opened: { focus: "#reply-content" },
      member,
    },
    {
      name: "Reply (a thread, member): the answer shown",
      path: thread,
      button: (page) => page.getByRole("button", { name: /^Reply to / }),
      opened: { text: "Answering" },
      member,
    },
  ];
}

interface LoaderFigures {
  lighthouse: PageFigures[];
  clicks: ClickFigures[];
}

async function measureLoader(dataDir: string, loader: Loader, runs: number): Promise<LoaderFigures> {
  const server = await startProductionServer({
    name: `rendered, ${loader}`,
    dataDir,
    port: await freePort(),
    env: { SERVER_RENDERING: "on", APP_LOADER: loader, ALLOW_INSECURE_HTTP: "true" },
  });
  try {
    const { member, thread } = await prepare(server.url);
    const tasks = tasksFor(member, thread);
    const lighthouse = await openLighthouse();
    // Once per page: the thread's two Reply measures share it.
    const byPath = new Map<string, PageFigures>();
    try {
      for (const { path } of tasks)
        if (!byPath.has(path))
          byPath.set(path, await lighthouse.measure(`${server.url}${path}`, { withAssets: false }));
    } finally {
      await lighthouse.close();
    }
    const pages = tasks.map(({ path }) => byPath.get(path)!);
    console.log(`  ${loader}: Lighthouse done; first clicks, ${runs} runs each…`);
    const clicks = await measureFirstClicks(server.url, tasks, runs);
    return { lighthouse: pages, clicks };
  } finally {
    await stopChild(server);
  }
}

const ms = (value: number) => (Number.isFinite(value) ? String(Math.round(value)) : "–");
const mark = (isMet: boolean) => (isMet ? "ok" : "MISS");

/** Measures both loaders over the seeded `dataDir` and prints them side by side. */
export async function compareLoaders(dataDir: string, runs: number): Promise<void> {
  const figures = new Map<Loader, LoaderFigures>();
  for (const loader of LOADERS) figures.set(loader, await measureLoader(dataDir, loader, runs));
  const afterPaint = figures.get("after-paint")!;
  const early = figures.get("early")!;
  const names = tasksFor({ username: "", password: "" }, "").map((task) => task.name);
  const isWithinBudget = (page: PageFigures) => page.lcpMs <= TARGET.lcpMs && page.tbtMs <= TARGET.tbtMs;

  console.log("\nLighthouse (mobile preset, simulated throttling), after-paint → early; LCP and TBT in ms\n");
  console.log(
    formatTable(
      ["Page", "Perf", "LCP", "TBT", `LCP ≤ ${TARGET.lcpMs}, TBT ≤ ${TARGET.tbtMs}`],
      names.map((name, index) => {
        const paint = afterPaint.lighthouse[index]!;
        const soon = early.lighthouse[index]!;
        return [
          name,
          `${paint.scores.performance} → ${soon.scores.performance}`,
          `${ms(paint.lcpMs)} → ${ms(soon.lcpMs)}`,
          `${ms(paint.tbtMs)} → ${ms(soon.tbtMs)}`,
          `${mark(isWithinBudget(paint))} → ${mark(isWithinBudget(soon))}`,
        ];
      }),
    ),
  );

  console.log(
    `\nFirst working click at 375 px, slow 4G and 4x CPU applied (median of ${runs} cold loads); ms from navigation\n`,
  );
  const rows: string[][] = [];
  for (const [index, name] of names.entries()) {
    for (const loader of LOADERS) {
      const click = figures.get(loader)!.clicks[index]!;
      const afterLcp = click.openedMs - click.lcpMs;
      rows.push([
        loader === "after-paint" ? name : "",
        loader,
        ms(click.lcpMs),
        ms(click.firstTapMs),
        String(click.taps),
        ms(click.readyMs),
        ms(click.openedMs),
        ms(afterLcp),
        ms(click.tbtMs),
        mark(afterLcp <= TARGET.afterLcpMs && click.tbtMs <= TARGET.tbtMs),
      ]);
    }
  }
  console.log(
    formatTable(
      ["Button", "Loader", "LCP", "1st tap", "Taps", "App ready", "Opened", "Opened − LCP", "TBT", "Target"],
      rows,
    ),
  );
  console.log(
    `\nTargets: opened ≤ ${TARGET.afterLcpMs} ms after LCP, TBT ≤ ${TARGET.tbtMs} ms (until it opened); ` +
      `Lighthouse LCP ≤ ${TARGET.lcpMs} ms. A tap that changed nothing is tapped again after 400 ms; ` +
      `a button showing it is getting ready is waited for.`,
  );
}
