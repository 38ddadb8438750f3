/**
 * The VAPID key pair this process signs push notices with and hands browsers to subscribe with. The
 * server sets it once at start (start-server.ts, from server/lib/vapid-keys.ts); a process that was
 * given none (a test's app) makes a pair of its own for its lifetime.
 */
import webPush from "web-push";
import type { VapidKeys } from "../lib/vapid-keys";

let current: VapidKeys | undefined;

/** Uses `keys` from now on (start-server.ts, before the app answers; tests with their own receiver). */
export function usePushKeys(keys: VapidKeys): void {
  current = keys;
}

/** The pair in use. */
export function pushKeys(): VapidKeys {
  current ??= webPush.generateVAPIDKeys();
  return current;
}
