/**
 * The route pattern a request matched ("/api/posts/:id/replies"), for log lines and metrics: a
 * raw URL would carry ids and tokens, and would give a metric one series per item.
 *
 * Express keeps only the matched route's own path (`req.route.path`, "/" for a thread's replies)
 * and the actual URL it is mounted under (`req.baseUrl`, "/api/posts/3f2…/replies"), and it
 * restores `baseUrl` once an error leaves the router, before the error handler runs. So the
 * pattern is noted as routing happens: each time the router sets `baseUrl`, that mount's params
 * are in `req.params` and its values are put back as ":name"; when it sets `req.route`, the mount's
 * pattern and the route's path are joined and kept.
 */
import type { Request } from "express";

/** What a request that no route answered (static files, 404s) is counted and logged as. */
export const NO_ROUTE = "(no route)";

const PATTERN = Symbol("routePattern");
type Watched = Request & { [PATTERN]?: string };

/**
 * Starts noting `req`'s route pattern; call first, before any router sees the request.
 *
 * The setters below run inside Express's router, some of them from a `setImmediate` (the router
 * restores `baseUrl`, possibly to `undefined`, when a request leaves it), where a throw would end
 * the process. So they are total: they store whatever Express gives, and a pattern that cannot be
 * worked out is simply not noted (a log line then names NO_ROUTE or the mount).
 */
export function watchRoutePattern(req: Request): void {
  const watched = req as Watched;
  let baseUrl: unknown = req.baseUrl;
  let route: Request["route"] = undefined;
  const mountPatterns = new Map<string, string>();
  if (typeof baseUrl === "string") mountPatterns.set(baseUrl, baseUrl);
  Object.defineProperty(req, "baseUrl", {
    configurable: true,
    enumerable: true,
    get: () => baseUrl,
    set(value: unknown) {
      if (typeof value === "string" && !mountPatterns.has(value)) {
        const pattern = mountPatternOf(value, baseUrl, mountPatterns, req.params);
        if (pattern !== undefined) mountPatterns.set(value, pattern);
      }
      baseUrl = value;
    },
  });
  Object.defineProperty(req, "route", {
    configurable: true,
    enumerable: true,
    get: () => route,
    set(value: Request["route"]) {
      route = value;
      const path = (value as { path?: unknown } | undefined)?.path;
      if (typeof path !== "string") return;
      const mount = typeof baseUrl === "string" ? (mountPatterns.get(baseUrl) ?? baseUrl) : "";
      // A router's "/" is its mount path itself, as the matrix names it ("/api/posts", not "/api/posts/").
      watched[PATTERN] = (path === "/" && mount ? mount : mount + path) || "/";
    },
  });
}

/**
 * The pattern of the mount `value` the router is entering from `current` ("/api/posts/3f2…/replies"
 * → "/api/posts/:id/replies"), or undefined when it cannot be worked out. Never throws.
 */
function mountPatternOf(
  value: string,
  current: unknown,
  mountPatterns: ReadonlyMap<string, string>,
  params: Request["params"] | undefined,
): string | undefined {
  try {
    const parent = typeof current === "string" && value.startsWith(current) ? current : "";
    const own = value.slice(parent.length);
    return (mountPatterns.get(parent) ?? parent) + withParamNames(own, params);
  } catch {
    return undefined;
  }
}

/** The pattern of the route that answered `req`, or NO_ROUTE. */
export function routePatternOf(req: Request): string {
  return (req as Watched)[PATTERN] ?? NO_ROUTE;
}

/** Notes `pattern` as the route that answered `req`: an answer from a cache is counted as its route's. */
export function markRoutePattern(req: Request, pattern: string): void {
  (req as Watched)[PATTERN] = pattern;
}

/** `path` with each segment that is one of `params`' values written as ":name". */
function withParamNames(path: string, params: Request["params"] | undefined): string {
  const names = Object.entries(params ?? {});
  if (names.length === 0) return path;
  return path
    .split("/")
    .map((segment) => {
      const found = names.find(
        ([, value]) => typeof value === "string" && (value === segment || encoded(value) === segment),
      );
      return found ? `:${found[0]}` : segment;
    })
    .join("/");
}

/** `value` percent-encoded, or undefined for a string encodeURIComponent refuses (a lone surrogate). */
function encoded(value: string): string | undefined {
  try {
    return encodeURIComponent(value);
  } catch {
    return undefined;
  }
}
