/**
 * The one way a screen shows something it loads from the server: its loading placeholder, a calm
 * failure with "Try again", its empty state, or its items. A failed load never shows the empty
 * text (or the built-in samples, which stand in only for an empty answer).
 */
import type { ReactNode } from "react";
import { LoadFailed } from "./load-failed";

/** What QueryList reads from a React Query result or an InfiniteList. */
export interface ListQuery {
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/**
 * How a failed load reads: `errorMessage`, said calmly ("We couldn't load the discussions right
 * now.") above a Try again button; or `error`, shown as it is, for the one screen whose spec words
 * its failure itself (recommendations).
 */
type FailureProps = { errorMessage: string; error?: never } | { error: ReactNode; errorMessage?: never };

type QueryListProps<T> = FailureProps & {
  query: ListQuery;
  items: T[];
  /** Skeletons shaped like the items. */
  loading: ReactNode;
  /** The spec's empty state, or the built-in samples where the spec shows them for an empty answer. */
  empty: ReactNode;
  /** Inside a small card: the failure as a line of text rather than a box of its own. */
  isCompact?: boolean;
  children: (items: T[]) => ReactNode;
};

export function QueryList<T>({
  query,
  items,
  loading,
  empty,
  errorMessage,
  isCompact = false,
  error,
  children,
}: QueryListProps<T>) {
  if (query.isLoading) return <>{loading}</>;
  // Items already on screen stay when a reload or the next page fails: they are still true.
  if (items.length > 0) return <>{children(items)}</>;
  if (query.isError) {
    if (errorMessage === undefined) return <>{error}</>;
    return (
      <LoadFailed message={errorMessage} onRetry={() => void query.refetch()} look={isCompact ? "compact" : "list"} />
    );
  }
  return <>{empty}</>;
}
