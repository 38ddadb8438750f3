/** React Query hooks for the member's signed-in sessions. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { fetchSessions, signOutOtherSessions, signOutSession } from "./api";

/** The sessions list's cache key (its own feature's: nothing else shows sessions). */
export const sessionsKey = (userId: string) => ["account-sessions", userId] as const;

export function useSessions(userId: string) {
  return useQuery({ queryKey: sessionsKey(userId), queryFn: fetchSessions });
}

/** Signing out one session, or all the others; either reloads the list. */
export function useSignOutSessions(userId: string) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: sessionsKey(userId) });
  return {
    one: useMutation({ mutationFn: signOutSession, onSuccess }),
    others: useMutation({ mutationFn: signOutOtherSessions, onSuccess }),
  };
}
