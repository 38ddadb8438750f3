/**
 * The one way a screen shows a single thing it loads from the server (a setting, an item, an
 * overview): its loading placeholder, a calm failure with "Try again", or the value. Lists have
 * their own: QueryList (query-list.tsx).
 */
import type { ReactNode } from "react";
import { LoadFailed } from "./load-failed";

/** What QueryValue reads from a React Query result. */
export interface ValueQuery<T> {
  isError: boolean;
  data: T | undefined;
  refetch: () => unknown;
}

interface QueryValueProps<T> {
  query: ValueQuery<T>;
  /** Shown until the value arrives (a skeleton, or a "Loading…" status line). */
  loading: ReactNode;
  /** Said calmly when the load failed: "We couldn't load your sessions right now." */
  errorMessage: string;
  /** Inside a settings card or a small panel: the failure as one line with a small button. */
  isCompact?: boolean;
  /** The value; null when the server answered that there is none (an item not found). */
  children: (value: T) => ReactNode;
}

export function QueryValue<T>({ query, loading, errorMessage, isCompact = false, children }: QueryValueProps<T>) {
  if (query.isError) {
    return (
      <LoadFailed message={errorMessage} onRetry={() => void query.refetch()} look={isCompact ? "compact" : "value"} />
    );
  }
  if (query.data === undefined) return <>{loading}</>;
  return <>{children(query.data)}</>;
}
