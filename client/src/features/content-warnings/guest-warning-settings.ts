/**
 * A guest's content-warning choices, kept in this browser in the same shape the API uses for
 * members. A tiny store: every gate on the page reads it, and a change in another tab is followed.
 */
import {
  CONTENT_WARNINGS,
  WARNING_MODES,
  type ContentWarning,
  type WarningMode,
  type WarningSettings,
} from "@shared/safety/content-warnings";

export const GUEST_WARNING_SETTINGS_KEY = "content-warning-settings";

type Settings = WarningSettings["settings"];
/**
 * No choices. One object for "nothing stored" here and for the server's render (use-warning-settings.ts):
 * after hydrating, React compares the two, and another empty object would draw every list again.
 */
export const NO_WARNING_SETTINGS: Settings = {};

let cachedText: string | null = null;
let cached: Settings = NO_WARNING_SETTINGS;
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
  cached = storedSettings(parsed) ?? NO_WARNING_SETTINGS;
  return cached;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The settings in `stored` if it has the shape this browser writes, else null. Checked by hand, not
 * with warningSettingsSchema: every page that shows items reads them, and zod's schemas would
 * add a third to what those pages download (docs/decisions.md, "Server-rendered pages").
 */
export function storedSettings(stored: unknown): Settings | null {
  if (!isRecord(stored) || !isRecord(stored.settings)) return null;
  const settings: Settings = {};
  for (const [warning, setting] of Object.entries(stored.settings)) {
    if (!CONTENT_WARNINGS.some((option) => option.value === warning)) return null;
    if (!isRecord(setting) || !WARNING_MODES.some((option) => option.value === setting.mode)) return null;
    const until = setting.until ?? null;
    if (until !== null && (typeof until !== "string" || Number.isNaN(Date.parse(until)))) return null;
    settings[warning as ContentWarning] = { mode: setting.mode as WarningMode, until };
  }
  return settings;
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
