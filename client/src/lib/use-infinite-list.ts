/** The one way a screen pages through a list: React Query's infinite query over getPage's Link header. */
import {
  type InfiniteData,
  type QueryClient,
  type QueryKey,
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
} from "@tanstack/react-query";
import type { AnswerShape } from "./answer-shape";
import { getPage, type ListPage } from "./api";

export interface InfiniteList<T> {
  items: T[];
  isLoading: boolean;
  isError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => void;
  /** Asks the server again from the first page ("Try again" after a failed load). */
  refetch: () => void;
}

export interface InfiniteListOptions {
  /** False leaves the list unfetched (for screens that read another shape instead). */
  enabled?: boolean;
  /** A list whose filter changes as someone types keeps showing what it had until the new answer comes. */
  keepsShownWhileFiltering?: boolean;
  /** The fields of a row its cards compute with, checked or defaulted (lib/answer-shape.ts). */
  shape?: AnswerShape;
}

/**
 * A list's query: its first page from `firstUrl`, each next from the Link header. The screen's hook
 * and its route's loader (lib/route-loaders.ts) share it, so a server-rendered list is the one the
 * browser goes on paging.
 */
export function infiniteListQuery<T>(queryKey: QueryKey, firstUrl: string, shape?: AnswerShape) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam }) => getPage<T>(pageParam, shape),
    initialPageParam: firstUrl,
    getNextPageParam: (lastPage: ListPage<T>) => lastPage.nextUrl,
  });
}

export function useInfiniteList<T>(
  queryKey: QueryKey,
  firstUrl: string,
  { shape, ...options }: InfiniteListOptions = {},
): InfiniteList<T> {
  return useListQuery(infiniteListQuery<T>(queryKey, firstUrl, shape), options);
}

/** A list from its query (infiniteListQuery), as a screen pages through it. */
export function useListQuery<T>(
  list: ReturnType<typeof infiniteListQuery<T>>,
  { enabled = true, keepsShownWhileFiltering = false }: Omit<InfiniteListOptions, "shape"> = {},
): InfiniteList<T> {
  const query = useInfiniteQuery({
    ...list,
    enabled,
    placeholderData: keepsShownWhileFiltering ? keepPreviousData : undefined,
  });
  return {
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    isLoading: query.isLoading,
    isError: query.isError,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    fetchNextPage: () => void query.fetchNextPage(),
    refetch: () => void query.refetch(),
  };
}

/**
 * Changes the rows of a loaded list in place, without asking the server again, so whoever reads it
 * keeps their place: `change` answers a row as it is now, or null to take it out.
 */
export function changeLoadedRows<T>(queryClient: QueryClient, queryKey: QueryKey, change: (row: T) => T | null): void {
  queryClient.setQueryData<InfiniteData<ListPage<T>>>(queryKey, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.flatMap((row) => {
              const next = change(row);
              return next === null ? [] : [next];
            }),
          })),
        }
      : data,
  );
}
