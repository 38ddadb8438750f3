/**
 * The reader's content-warning choices: a member's from their account (saved at once, shown before
 * the server answers), a guest's from this browser. Both have the same shape.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import { warningModeFor, type WarningMode, type WarningSettings } from "@shared/safety/content-warnings";
import { useSessionUser } from "@/features/auth/use-session";
import { queryKeys } from "@/lib/query-keys";
import { fetchWarningSettings, saveWarningSettings } from "./api";
import {
  NO_WARNING_SETTINGS,
  readGuestWarningSettings,
  subscribeGuestWarningSettings,
  writeGuestWarningSettings,
} from "./guest-warning-settings";

type Settings = WarningSettings["settings"];
/**
 * On the server, and while a server-rendered page hydrates, a guest's browser choices are not known
 * yet: none, the very object the browser reads when it has none stored, so React finds nothing
 * changed after hydrating and leaves the page's lists alone.
 */
const noGuestSettings = () => NO_WARNING_SETTINGS;

export interface ReaderWarningSettings {
  settings: Settings;
  /** Whether the choices live in the member's account (else in this browser). */
  isMember: boolean;
  /**
   * Whether the saved choices are known: a member's load from the server first. Until then the
   * defaults apply for reading, but nothing may be saved (it would replace choices not yet seen).
   */
  isReady: boolean;
  /** A member's choices could not be loaded. */
  isError: boolean;
  reload: () => void;
  /** Replaces every choice; a member's rejects (and rolls back) when the server refuses. */
  save: (settings: Settings) => Promise<void>;
  /** What to do with an item marked `warnings`, now: expired choices no longer count. */
  modeFor: (warnings: readonly string[]) => WarningMode | "none";
}

/** A member's saved choices, as the hook and a rendered page's loader ask for them. */
export const warningSettingsQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.contentWarningSettings(userId), queryFn: fetchWarningSettings });

export function useWarningSettings(): ReaderWarningSettings {
  const user = useSessionUser();
  const queryClient = useQueryClient();
  const key = queryKeys.contentWarningSettings(user?.id ?? "");
  const member = useQuery({ ...warningSettingsQuery(user?.id ?? ""), enabled: user !== null });
  const guest = useSyncExternalStore(subscribeGuestWarningSettings, readGuestWarningSettings, noGuestSettings);

  const mutation = useMutation({
    mutationFn: saveWarningSettings,
    // Shown at once: a reader who chose "hide" should not see the item while the request travels.
    onMutate: async (settings: Settings) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<WarningSettings>(key);
      queryClient.setQueryData<WarningSettings>(key, { settings });
      return { previous };
    },
    onError: (_error, _settings, context) => queryClient.setQueryData(key, context?.previous),
    onSuccess: (stored) => queryClient.setQueryData(key, stored),
  });

  const settings = user ? (member.data?.settings ?? NO_WARNING_SETTINGS) : guest;
  const { mutateAsync } = mutation;
  const isMember = user !== null;
  const save = useCallback(
    async (next: Settings) => {
      if (isMember) await mutateAsync(next);
      else writeGuestWarningSettings(next);
    },
    [isMember, mutateAsync],
  );
  const modeFor = useCallback((warnings: readonly string[]) => warningModeFor(warnings, settings), [settings]);
  const { refetch } = member;
  const reload = useCallback(() => void refetch(), [refetch]);
  return {
    settings,
    isMember,
    isReady: !isMember || member.isSuccess,
    isError: isMember && member.isError,
    reload,
    save,
    modeFor,
  };
}
