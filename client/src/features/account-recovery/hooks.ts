/** React Query hooks for the member's email address (the key lives here: only this feature caches it). */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchAccountEmail, removeAccountEmail, requestEmailVerification } from "./api";

export const accountEmailKey = ["account", "email"] as const;

export function useAccountEmail() {
  return useQuery({ queryKey: accountEmailKey, queryFn: fetchAccountEmail });
}

/** Asks for a verification link; the pending address shows once the server has queued it. */
export function useRequestEmailVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestEmailVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountEmailKey }),
  });
}

export function useRemoveAccountEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeAccountEmail,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountEmailKey }),
  });
}
