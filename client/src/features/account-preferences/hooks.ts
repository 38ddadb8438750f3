/** React Query hooks shared by the notifications, break and member-page sections. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { AccountSettingsView } from "@shared/contracts/account-settings.contract";
import { queryKeys } from "@/lib/query-keys";
import { fetchAccountSettings, updateAccountSettings } from "./api";

/** The settings' cache key (only these sections read them). */
export const accountSettingsKey = (userId: string) => ["account-settings", userId] as const;

export function useAccountSettings(userId: string) {
  return useQuery({ queryKey: accountSettingsKey(userId), queryFn: fetchAccountSettings });
}

/**
 * Saves a change; the answer is the settings as they now are. A break hides or restores the bell's
 * count, so that is reloaded too (the live stream also tells it).
 */
export function useUpdateAccountSettings(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (settings: AccountSettingsView) => {
      queryClient.setQueryData(accountSettingsKey(userId), settings);
      return queryClient.invalidateQueries({ queryKey: queryKeys.notifications.unread(userId) });
    },
  });
}
