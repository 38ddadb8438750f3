/** The Newsletter tab's data: the overview, refreshed while an issue goes out. */
import { useQuery } from "@tanstack/react-query";
import { fetchNewsletterOverview } from "./api";

export const NEWSLETTER_OVERVIEW_KEY = ["newsletter", "admin"] as const;

export function useNewsletterOverview() {
  return useQuery({
    queryKey: NEWSLETTER_OVERVIEW_KEY,
    queryFn: fetchNewsletterOverview,
    // While an issue goes out (queued, then handed to the mail server), its counts move.
    refetchInterval: (query) =>
      query.state.data?.issues.some((issue) => issue.status === "sending" || issue.delivered < issue.queued)
        ? 3000
        : false,
  });
}
