/**
 * A tiny toast store (one toast at a time; a dismissed toast is removed after
 * 1,000,000 ms). `toast()` can be called from anywhere; <Toaster /> renders the store.
 */
import { useSyncExternalStore } from "react";

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;

export interface ToastMessage {
  id: string;
  title?: string;
  description?: string;
  variant?: "default" | "destructive";
  open: boolean;
}

let toasts: ToastMessage[] = [];
let nextId = 0;
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();

function setToasts(next: ToastMessage[]): void {
  toasts = next;
  listeners.forEach((listener) => listener());
}

/** Closes a toast (it animates out) and removes it later. */
export function dismissToast(id: string): void {
  setToasts(toasts.map((item) => (item.id === id ? { ...item, open: false } : item)));
  if (removalTimers.has(id)) return;
  removalTimers.set(
    id,
    setTimeout(() => {
      removalTimers.delete(id);
      setToasts(toasts.filter((item) => item.id !== id));
    }, TOAST_REMOVE_DELAY),
  );
}

/** Shows a notice; the newest replaces any other (one at a time). */
export function toast(message: Omit<ToastMessage, "id" | "open">): string {
  const id = String(++nextId);
  setToasts([{ ...message, id, open: true }, ...toasts].slice(0, TOAST_LIMIT));
  return id;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToasts(): ToastMessage[] {
  return useSyncExternalStore(
    subscribe,
    () => toasts,
    () => toasts,
  );
}
