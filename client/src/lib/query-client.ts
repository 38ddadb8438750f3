import { QueryClient, type Query } from "@tanstack/react-query";
import { UnexpectedAnswerError } from "./api";

/**
 * An answer the client cannot read goes to the nearest error boundary, which says "This part
 * couldn't load" (components/section-boundary.tsx); a failed request stays with its screen, which
 * words it itself. A list already on screen stays when a later page or reload comes back unreadable.
 */
function isUnreadableFirstAnswer(error: Error, query: Query): boolean {
  return error instanceof UnexpectedAnswerError && query.state.data === undefined;
}

/** No retries, data never stale, no refetch on window focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        staleTime: Infinity,
        refetchOnWindowFocus: false,
        refetchInterval: false,
        throwOnError: isUnreadableFirstAnswer,
      },
      mutations: { retry: false },
    },
  });
}
