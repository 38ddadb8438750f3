/**
 * Content warnings (docs/decisions.md#safety-first): the fixed list an author or a moderator marks
 * an item with, and what each reader chooses to do with each one. Warnings are the reader's choice,
 * never a wall: collapsed by default, shown or hidden when the reader says so, for a while or for good.
 * No zod here: every page that shows items reads this, and the schemas are in
 * content-warning-schemas.ts, for the forms and the API.
 */
import type { Option } from "../constants";

export const CONTENT_WARNINGS = [
  { value: "pet-loss", label: "pet loss" },
  { value: "euthanasia", label: "euthanasia" },
  { value: "grief", label: "grief" },
  { value: "self-harm", label: "self-harm mention" },
  { value: "suicide", label: "suicide mention" },
  { value: "illness", label: "illness or medical" },
  { value: "abuse", label: "abuse or neglect" },
  { value: "graphic", label: "injury or graphic" },
] as const satisfies readonly Option[];
export type ContentWarning = (typeof CONTENT_WARNINGS)[number]["value"];

/** What a reader does with items carrying one warning. */
export const WARNING_MODES = [
  { value: "show", label: "Show" },
  { value: "collapse", label: "Collapse" },
  { value: "hide", label: "Hide" },
] as const satisfies readonly Option[];
export type WarningMode = (typeof WARNING_MODES)[number]["value"];
export const DEFAULT_WARNING_MODE: WarningMode = "collapse";

/** How long a reader's choice lasts; null means until they change it. */
export const WARNING_DURATIONS = [
  { value: "forever", label: "Until I change it", ms: null },
  { value: "day", label: "For a day", ms: 24 * 60 * 60 * 1000 },
  { value: "week", label: "For a week", ms: 7 * 24 * 60 * 60 * 1000 },
  { value: "month", label: "For a month", ms: 30 * 24 * 60 * 60 * 1000 },
] as const;

/** One reader's choice for one warning; `until` (ISO) ends it, after which the default applies again. */
export interface WarningSetting {
  mode: WarningMode;
  until: string | null;
}

/**
 * GET and PUT /api/content-warning-settings (members; guests keep the same shape in the browser):
 * the reader's choice per warning. Warnings left out use the default (collapse).
 */
export interface WarningSettings {
  settings: Partial<Record<ContentWarning, WarningSetting>>;
}

/** What the reader's settings say to do with an item marked `warnings` at `now`: the strictest wins. */
export function warningModeFor(
  warnings: readonly string[],
  settings: WarningSettings["settings"],
  now: Date = new Date(),
): WarningMode | "none" {
  if (warnings.length === 0) return "none";
  const rank: Record<WarningMode, number> = { show: 0, collapse: 1, hide: 2 };
  let strictest: WarningMode = "show";
  for (const warning of warnings) {
    const setting = settings[warning as ContentWarning];
    const active = setting && (setting.until === null || new Date(setting.until) > now);
    const mode = active ? setting.mode : DEFAULT_WARNING_MODE;
    if (rank[mode] > rank[strictest]) strictest = mode;
  }
  return strictest;
}

/** "pet loss · grief": how a collapsed item names its warnings. */
export function warningLabels(warnings: readonly string[]): string {
  return warnings
    .map((warning) => CONTENT_WARNINGS.find((option) => option.value === warning)?.label ?? warning)
    .join(" · ");
}
