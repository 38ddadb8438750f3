/** React Query hooks for the member's data export. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchLatestExport, startExport } from "./api";

/** The key of the member's latest export (personal, so it is never shared between accounts). */
export const latestExportKey = (userId: string) => ["account-data", userId, "latest-export"] as const;

/** While an export is being prepared, how often to look again: gently, it takes a while. */
export const EXPORT_POLL_MS = 4000;

/** The member's latest export, checked again every few seconds while it is being prepared. */
export function useLatestExport(userId: string) {
  return useQuery({
    queryKey: latestExportKey(userId),
    queryFn: fetchLatestExport,
    refetchInterval: (query) => (query.state.data?.status === "building" ? EXPORT_POLL_MS : false),
  });
}

/** Starts an export, then reloads the latest one. */
export function useStartExport(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startExport,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: latestExportKey(userId) }),
  });
}
