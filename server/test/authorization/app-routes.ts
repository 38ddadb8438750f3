/** The routes the app registers, as "METHOD /path" lines: what the route-by-route matrices must each cover. */
import type { Express } from "express";

/** One registered path as router 2.3+ lists it: route methods, or a mounted router to descend into. */
interface ListedRoute {
  path: string | RegExp;
  methods?: string[];
  router?: { listRoutes?: () => ListedRoute[] };
}

/**
 * "METHOD /full/path" for every route the app registers. Express 5 keeps its routing in the
 * `router` package, which since 2.3 lists each router's routes and mounted routers with the paths
 * they were registered with (`router.listRoutes()`, a public API): we join the mount paths down the
 * tree. No private layer fields, no regexp probing, and no registry the app would keep for tests.
 * Plain middleware answering by itself (the /api 404, the SPA) is not a route and is not listed.
 */
export function appRoutes(app: Express): string[] {
  const root = (app as unknown as { router: { listRoutes?: () => ListedRoute[] } }).router;
  const walk = (router: { listRoutes?: () => ListedRoute[] }, prefix: string): string[] => {
    if (!router.listRoutes)
      throw new Error("router.listRoutes() is missing: the matrix needs the router package 2.3 or later");
    return router.listRoutes().flatMap((entry) => {
      if (typeof entry.path !== "string")
        throw new Error(
          `A route is registered with a regular expression (${String(entry.path)}): give it a string path`,
        );
      const path = joinPaths(prefix, entry.path);
      if (entry.router) return walk(entry.router, path);
      // HEAD comes with every GET; "*" is a route registered with .all().
      const methods = (entry.methods ?? []).filter((method) => method !== "HEAD" || !entry.methods?.includes("GET"));
      return methods.map((method) => `${method === "*" ? "ALL" : method} ${path}`);
    });
  };
  return walk(root, "");
}

function joinPaths(prefix: string, path: string): string {
  const joined = `${prefix}/${path}`.replace(/\/+/g, "/");
  return joined.length > 1 ? joined.replace(/\/$/, "") : joined;
}
