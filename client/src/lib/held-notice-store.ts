/**
 * Whether the "held for a moderator" notice is showing. A tiny store, like the toasts', so any
 * form can raise it after its dialog has closed; <HeldNoticeHost /> in the app shell shows it.
 */
import { useSyncExternalStore } from "react";

let isShowing = false;
const listeners = new Set<() => void>();

function setShowing(next: boolean): void {
  isShowing = next;
  listeners.forEach((listener) => listener());
}

/** Whether a write's answer says the item waits for a moderator (the server's `status: "held"`). */
export function isHeld(answer: unknown): answer is { status: "held"; id?: unknown } {
  return typeof answer === "object" && answer !== null && "status" in answer && answer.status === "held";
}

/** Shows the author the held notice with the helplines for their country. */
export function showHeldNotice(): void {
  setShowing(true);
}

export function closeHeldNotice(): void {
  setShowing(false);
}

export function useIsHeldNoticeShowing(): boolean {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => isShowing,
    () => false,
  );
}
