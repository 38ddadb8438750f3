/**
 * How the site looks to one person (docs/features.md#your-account): a theme (the system's, light or
 * dark) and one of four text sizes. Kept in the account for members (users.theme, users.text_size)
 * and in the browser for everyone, where the pre-paint script (appearance-script.ts) reads it before
 * the page paints.
 */
import { z } from "zod";
import { TEXT_SIZES, THEMES, type TextSize, type Theme } from "./constants";

export interface Appearance {
  theme: Theme;
  textSize: TextSize;
}

/** What a person who never chose sees: the system's theme, the normal text size. */
export const DEFAULT_APPEARANCE: Appearance = { theme: "system", textSize: "normal" };

/** The choices with their labels, in the order the radio groups show them. */
export const THEME_OPTIONS: { value: Theme; label: string }[] = [
  { value: "system", label: "Same as this device" },
  { value: "light", label: "Light" },
  { value: "dark", label: "Dark" },
];

export const TEXT_SIZE_OPTIONS: { value: TextSize; label: string }[] = [
  { value: "smaller", label: "Smaller" },
  { value: "normal", label: "Normal" },
  { value: "larger", label: "Larger" },
  { value: "largest", label: "Largest" },
];

/** PUT /api/account/appearance: both choices, each named when it is not one of the allowed values. */
export const appearanceSchema = z.strictObject({
  theme: z.enum(THEMES, { error: `theme must be one of ${THEMES.join(", ")}` }),
  textSize: z.enum(TEXT_SIZES, { error: `textSize must be one of ${TEXT_SIZES.join(", ")}` }),
});
