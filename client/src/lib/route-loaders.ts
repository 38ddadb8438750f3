/**
 * What a server-rendered screen reads, said before it renders (client/src/routes.ts): its route's
 * loader names the queries the screen will ask for, built by the same query options its hooks use
 * (each feature's hooks.ts), so the server fetches them together and renders the screen once, and
 * the browser starts from that cache and fetches none of it again.
 */
import type { QueryClient, QueryKey } from "@tanstack/react-query";
import type { SessionUser } from "@shared/api";

/** A query a screen asks for: a hook's `queryOptions(...)` or `infiniteListQuery(...)`. */
export interface LoaderQuery {
  queryKey: QueryKey;
  /** Set on a list's query: it is fetched as an infinite query, its first page. */
  initialPageParam?: unknown;
}

/** The route's address, as the screen reads it (wouter's useParams and useSearchParams), and its reader. */
export interface RouteAddress {
  params: Record<string, string>;
  search: URLSearchParams;
  /** The member the page is drawn for, or null for a visitor. */
  member: SessionUser | null;
}

/** What a screen needs: its queries, all fetched at once, then those that need their answers. */
export interface RouteLoad {
  queries: LoaderQuery[];
  /** Queries that depend on the first ones' answers (a member's page, then their items), read from the cache. */
  then?: (queryClient: QueryClient) => LoaderQuery[];
}

export type RouteLoader = (address: RouteAddress) => RouteLoad;

/**
 * Fetches what `load` names into `queryClient`. A failed query stays in the cache as failed, and its
 * section shows its own calm failure, as in the browser; the page still renders.
 */
export async function runRouteLoad(load: RouteLoad, queryClient: QueryClient): Promise<void> {
  await fetchAll(load.queries, queryClient);
  const dependent = load.then?.(queryClient) ?? [];
  if (dependent.length > 0) await fetchAll(dependent, queryClient);
}

function fetchAll(queries: LoaderQuery[], queryClient: QueryClient): Promise<unknown> {
  return Promise.all(
    queries.map((query) =>
      "initialPageParam" in query
        ? queryClient.prefetchInfiniteQuery(query as Parameters<QueryClient["prefetchInfiniteQuery"]>[0])
        : queryClient.prefetchQuery(query as Parameters<QueryClient["prefetchQuery"]>[0]),
    ),
  );
}
