/** Turning one reader's choice (a mode and a duration) into the stored settings, and back. */
import {
  WARNING_DURATIONS,
  warningModeFor,
  type ContentWarning,
  type WarningMode,
  type WarningSettings,
} from "@shared/safety/content-warnings";

type Settings = WarningSettings["settings"];
export type WarningDuration = (typeof WARNING_DURATIONS)[number]["value"];

/** The settings with `warning` set to `mode` for `duration` from `now`; expired choices are dropped. */
export function withChoice(
  settings: Settings,
  warning: ContentWarning,
  mode: WarningMode,
  duration: WarningDuration,
  now: Date = new Date(),
): Settings {
  const next: Settings = {};
  for (const [key, setting] of Object.entries(settings) as [ContentWarning, Settings[ContentWarning]][]) {
    if (setting && (setting.until === null || new Date(setting.until) > now)) next[key] = setting;
  }
  // Collapse is what every warning does by default: nothing to keep, and no end date to offer.
  if (mode === "collapse") {
    delete next[warning];
    return next;
  }
  const ms = WARNING_DURATIONS.find((option) => option.value === duration)?.ms ?? null;
  next[warning] = { mode, until: ms === null ? null : new Date(now.getTime() + ms).toISOString() };
  return next;
}

/** The mode a warning has now (an expired choice reads as the default). */
export function currentMode(settings: Settings, warning: ContentWarning, now: Date = new Date()): WarningMode {
  const mode = warningModeFor([warning], settings, now);
  return mode === "none" ? "collapse" : mode;
}
