/**
 * A guest's content-warning choices, kept in this browser in the same shape the API uses for
 * members. A tiny store: every gate on the page reads it, and a change in another tab is followed.
 */
import { warningSettingsSchema, type WarningSettings } from "@shared/safety/content-warnings";

export const GUEST_WARNING_SETTINGS_KEY = "content-warning-settings";

type Settings = WarningSettings["settings"];
const NONE: Settings = {};

let cachedText: string | null = null;
let cached: Settings = NONE;
const listeners = new Set<() => void>();

/** The stored choices; anything unreadable counts as none (every warning collapses). */
export function readGuestWarningSettings(): Settings {
  const text = localStorage.getItem(GUEST_WARNING_SETTINGS_KEY);
  // The same text gives the same object, so React sees no change where there is none.
  if (text === cachedText) return cached;
  cachedText = text;
  let parsed: unknown = null;
  try {
    parsed = text === null ? null : JSON.parse(text);
  } catch {
    parsed = null;
  }
  const result = warningSettingsSchema.safeParse(parsed);
  cached = result.success ? result.data.settings : NONE;
  return cached;
}

export function writeGuestWarningSettings(settings: Settings): void {
  localStorage.setItem(GUEST_WARNING_SETTINGS_KEY, JSON.stringify({ settings }));
  listeners.forEach((listener) => listener());
}

export function subscribeGuestWarningSettings(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === GUEST_WARNING_SETTINGS_KEY) listener();
  };
  listeners.add(listener);
  window.addEventListener("storage", onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", onStorage);
  };
}
