/**
 * The server's way into the app: renders a screen to HTML with the data it shows, by the same
 * components the browser runs (docs/decisions.md#search-engines-and-privacy: public pages arrive
 * as themselves). Built by `vite build --ssr` into dist/ssr; loaded by server/client/page-renderer.ts.
 *
 * Screens ask for their data with useQuery, which never fetches on a server. So the route's loader
 * (client/src/routes.ts, lib/route-loaders.ts) fetches what its screen will ask for first, all at
 * once, and the page renders once. Should a render still ask for something no loader named, the
 * renderer fetches it and renders again, as Apollo's getDataFromTree does, a few passes at most:
 * slower, never wrong (a test renders every route on seeded data and wants one pass). The cache then
 * goes into the page for the browser to start from.
 */
import "./lib/zod-config";
import { AsyncLocalStorage } from "node:async_hooks";
import { PassThrough } from "node:stream";
import { dehydrate, type Query, type QueryClient } from "@tanstack/react-query";
import { renderToPipeableStream, renderToString } from "react-dom/server";
import { Router } from "wouter";
import { App } from "./app";
import { routeOf } from "./routes";
import { setApiTransport, type ApiTransport } from "./lib/api";
import { meQuery, sessionUserOf } from "./features/auth/api";
import { memberQueries } from "./loaders/member";
import { runRouteLoad, type RouteLoad } from "./lib/route-loaders";
import { createQueryClient } from "./lib/query-client";
import { HeadCollectorContext } from "./lib/page-head";
import { defaultPageHead, headTagsHtml, type PageHeadData } from "./lib/page-head-tags";
import { serializeQueryState } from "./lib/server-data";

/** What one page's request carries to the API: its cookie, so the data is the visitor's own. */
const requestTransport = new AsyncLocalStorage<ApiTransport>();
setApiTransport((url, init) => {
  const send = requestTransport.getStore();
  if (!send) throw new Error("An API request outside a page render");
  return send(url, init);
});

/** The safety net's bound: a screen whose loader missed queries that depend on others' answers. */
const MAX_PASSES = 4;

export interface RenderedPage {
  /** The app's markup, for `<div id="root">`. */
  html: string;
  /** The page's own head tags (title, description, canonical, Open Graph, JSON-LD). */
  headHtml: string;
  /** The query cache, serialized for `<script type="application/json">`. */
  stateJson: string;
  /** 404 for a not-found screen, else 200. */
  status: number;
  /** A query failed and its screen shows its failure: right for this reader, not worth keeping for the next. */
  hasFailures: boolean;
  /** How many times the app was rendered: 1 when the route's loader named everything its screen reads. */
  passes: number;
}

export interface RenderOptions {
  /** The path and query string the visitor asked for. */
  url: string;
  /** The site's address for canonical and Open Graph URLs (no trailing slash). */
  siteUrl: string;
  /** Sends one of the app's API requests, as the visitor (server/client/page-renderer.ts). */
  fetchApi: ApiTransport;
  /** Ends the render when aborted (the server's deadline): it then rejects with the signal's reason. */
  signal?: AbortSignal;
  /** The request carries a member's session: the page is drawn for them (their header, their buttons). */
  isMember?: boolean;
}

export function renderPage({ url, siteUrl, fetchApi, signal, isMember = false }: RenderOptions): Promise<RenderedPage> {
  return requestTransport.run(fetchApi, () => renderWithData(url, siteUrl, isMember, signal));
}

async function renderWithData(
  url: string,
  siteUrl: string,
  isMember: boolean,
  signal?: AbortSignal,
): Promise<RenderedPage> {
  const queryClient = createQueryClient();
  // Their account first: what every page and the route's loader read depends on who they are.
  const me = isMember ? await untilAborted(queryClient.fetchQuery(meQuery()), signal) : null;
  const member = me ? sessionUserOf(me) : null;
  const [path] = url.split(/[?#]/, 1);
  let head: PageHeadData | null = null;
  const collectHead = (next: PageHeadData) => {
    head = next;
  };

  const route = routeOf(decodedPath(path ?? "/"));
  const loader = await route?.loader?.();
  const load: RouteLoad =
    loader && route ? loader({ params: route.params, search: searchOf(url), member }) : { queries: [] };
  if (member) load.queries.push(...memberQueries(member));
  await untilAborted(runRouteLoad(load, queryClient), signal);

  let html = "";
  let passes = 0;
  for (;;) {
    passes++;
    head = null;
    html = await renderToHtml(
      <HeadCollectorContext.Provider value={collectHead}>
        <Router ssrPath={url}>
          <App queryClient={queryClient} renderedSession={member} />
        </Router>
      </HeadCollectorContext.Provider>,
      signal,
    );
    const wanted = unfetchedQueries(queryClient);
    if (wanted.length === 0 || passes === MAX_PASSES) break;
    // A failed query renders its screen's calm failure, as in the browser: never the whole page.
    await untilAborted(Promise.all(wanted.map((query) => query.fetch().catch(() => undefined))), signal);
  }

  const pageHead: PageHeadData = head ?? defaultPageHead(path ?? "/");
  return {
    html,
    headHtml: headTagsHtml(pageHead, siteUrl),
    stateJson: serializeQueryState(
      dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== "pending" }),
    ),
    status: pageHead.notFound ? 404 : 200,
    passes,
    hasFailures: queryClient
      .getQueryCache()
      .getAll()
      .some((query) => query.state.status === "error"),
  };
}

/** The address's query, as the screen reads it (wouter's useSearchParams). */
function searchOf(url: string): URLSearchParams {
  const [beforeFragment = ""] = url.split("#", 1);
  const start = beforeFragment.indexOf("?");
  return new URLSearchParams(start < 0 ? "" : beforeFragment.slice(start + 1));
}

/** The path as wouter matches it: percent-escapes decoded, and kept as it came when they cannot be. */
function decodedPath(path: string): string {
  try {
    return path.includes("%") ? decodeURI(path) : path;
  } catch {
    return path;
  }
}

/** Queries a pass asked for and nobody has fetched: those that are enabled and still pending. */
function unfetchedQueries(queryClient: QueryClient): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.status === "pending" && query.state.fetchStatus === "idle" && isEnabled(query));
}

function isEnabled(query: Query): boolean {
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return typeof enabled === "function" ? enabled(query) : enabled !== false;
}

/**
 * The whole markup once every lazy screen and boundary is ready: crawlers and first paints get it
 * all. A component that fails on the server fails the render (the server then sends the shell):
 * React would otherwise quietly leave that part to the browser.
 */
function renderToHtml(element: React.ReactNode, signal?: AbortSignal): Promise<string> {
  if (signal?.aborted) return Promise.reject(signal.reason as Error);
  const html = renderedAtOnce(element);
  return html === undefined ? renderWhenReady(element, signal) : Promise.resolve(html);
}

/**
 * The markup in one synchronous render, when nothing in it waited or failed: the same render as the
 * stream's without encoding its chunks (about a tenth of a page's render). renderToString cannot
 * wait for a lazy screen's code nor report a part that failed: it draws that part's fallback,
 * marked `<!--$!-->`, and then the stream renders the page instead (the first time a process draws
 * a screen, and on any failure).
 */
function renderedAtOnce(element: React.ReactNode): string | undefined {
  try {
    const html = renderToString(element);
    return html.includes("<!--$!-->") ? undefined : html;
  } catch {
    return undefined;
  }
}

function renderWhenReady(element: React.ReactNode, signal?: AbortSignal): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const errors: unknown[] = [];
    const sink = new PassThrough();
    let isReady = false;
    const { pipe, abort } = renderToPipeableStream(element, {
      // Never split a boundary out to be swapped in by an inline script: the CSP runs none, and the
      // whole page is ready before the first byte goes anyway.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        isReady = true;
        pipe(sink);
      },
      onShellError: reject,
      onError: (error) => {
        errors.push(error);
      },
    });
    // A render past the server's deadline stops where it is: a screen still waiting never holds the page.
    const stop = () => {
      if (!isReady) abort(signal?.reason);
      reject(signal?.reason);
    };
    signal?.addEventListener("abort", stop, { once: true });
    sink.on("data", (chunk: Buffer) => chunks.push(chunk));
    sink.on("end", () => {
      signal?.removeEventListener("abort", stop);
      if (errors.length > 0) reject(errors[0]);
      else resolve(Buffer.concat(chunks).toString("utf8"));
    });
  });
}

/** `work`, or its end as soon as `signal` aborts (a stuck request must not hold the render). */
function untilAborted<T>(work: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return work;
  if (signal.aborted) return Promise.reject(signal.reason as Error);
  return new Promise((resolve, reject) => {
    const stop = () => reject(signal.reason as Error);
    signal.addEventListener("abort", stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", stop));
  });
}

export { isServerRenderedPath } from "./routes";
