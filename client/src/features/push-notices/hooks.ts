/** React Query hooks for the member's push choices, and this device's push state. */
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import type { PushPreferencesView } from "@shared/contracts/push-notices.contract";
import { OFFERED_PUSH_KINDS } from "@shared/push-notices";
import {
  fetchPushKey,
  fetchPushPreferences,
  forgetPushSubscription,
  savePushPreferences,
  sendPushSubscription,
} from "./api";
import {
  NotAllowedError,
  NotReadyError,
  browserTimeZone,
  currentSubscription,
  pushPermission,
  subscribeThisDevice,
  subscriptionInput,
} from "./browser-push";

/** The choices' cache key. */
export const pushPreferencesKey = (userId: string) => ["push-preferences", userId] as const;

export function usePushPreferences(userId: string) {
  return useQuery({ queryKey: pushPreferencesKey(userId), queryFn: fetchPushPreferences });
}

export function useSavePushPreferences(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePushPreferences,
    onSuccess: (saved: PushPreferencesView) => queryClient.setQueryData(pushPreferencesKey(userId), saved),
  });
}

/**
 * Where this device stands: being checked; push unsupported; blocked by the person; the service
 * worker not ready; or off, or on.
 */
export type DeviceState = "checking" | "unsupported" | "denied" | "not-ready" | "off" | "on";

/** Why turning on or off did not work, in words for the member. */
export type DeviceProblem = "not-allowed" | "not-ready" | "failed";

/** This device's push state, and turning it on and off. */
export function useThisDevice(userId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<DeviceState>("checking");
  const [isBusy, setIsBusy] = useState(false);
  const [problem, setProblem] = useState<DeviceProblem | null>(null);

  const check = useCallback(async () => {
    const permission = pushPermission();
    if (permission === "unsupported" || permission === "denied") return setState(permission);
    // Never asked: no subscription can exist yet, and nothing need wait for the service worker.
    if (permission === "default") return setState("off");
    setState("checking");
    try {
      setState((await currentSubscription()) ? "on" : "off");
    } catch (error) {
      setState(error instanceof NotReadyError ? "not-ready" : "off");
    }
  }, []);

  useEffect(() => {
    void check();
  }, [check]);

  /** Asks the browser, subscribes, tells the server; the first time, every kind on offer is chosen. */
  const turnOn = async (): Promise<boolean> => {
    setIsBusy(true);
    setProblem(null);
    try {
      const subscription = await subscribeThisDevice(await fetchPushKey());
      const { devices } = await sendPushSubscription(subscriptionInput(subscription));
      const choices = await fetchPushPreferences();
      const saved =
        choices.kinds.length > 0 && choices.timeZone
          ? { ...choices, devices }
          : await savePushPreferences({
              kinds: choices.kinds.length > 0 ? choices.kinds : OFFERED_PUSH_KINDS,
              quietHours: choices.quietHours,
              timeZone: browserTimeZone(),
            });
      queryClient.setQueryData(pushPreferencesKey(userId), saved);
      setState("on");
      return true;
    } catch (error) {
      if (error instanceof NotAllowedError) {
        setState(pushPermission() === "denied" ? "denied" : "off");
        setProblem("not-allowed");
      } else setProblem(error instanceof NotReadyError ? "not-ready" : "failed");
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  /** Unsubscribes this device and tells the server to forget it. */
  const turnOff = async (): Promise<boolean> => {
    setIsBusy(true);
    setProblem(null);
    try {
      const subscription = await currentSubscription();
      if (subscription) {
        const { endpoint } = subscriptionInput(subscription);
        await subscription.unsubscribe();
        await forgetPushSubscription(endpoint);
      }
      queryClient.setQueryData(pushPreferencesKey(userId), await fetchPushPreferences());
      setState("off");
      return true;
    } catch (error) {
      setProblem(error instanceof NotReadyError ? "not-ready" : "failed");
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  return { state, isBusy, problem, turnOn, turnOff, checkAgain: check };
}
