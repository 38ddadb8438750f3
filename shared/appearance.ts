/**
 * How the site looks to one person (docs/features.md#your-account): a theme (the system's, light or
 * dark) and one of four text sizes. Kept in the account for members (users.theme, users.text_size)
 * and in the browser for everyone, where the pre-paint script below reads it before the page paints.
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

/** The browser's keys (localStorage) for the two choices; the pre-paint script reads the same. */
export const THEME_STORAGE_KEY = "pawswell.theme";
export const TEXT_SIZE_STORAGE_KEY = "pawswell.text-size";

/**
 * The attributes on <html> the stylesheet follows (client/src/index.css): data-theme only for a
 * chosen light or dark (none: the system decides), data-text-size only for a size other than normal.
 */
export const THEME_ATTRIBUTE = "data-theme";
export const TEXT_SIZE_ATTRIBUTE = "data-text-size";

/**
 * The script client/index.html carries as the first thing in its <head>: it copies the stored
 * choices onto <html> before anything paints, so a dark or larger page never flashes light or
 * normal first. Inline and classic, so it runs as it is parsed; the Content-Security-Policy allows
 * exactly this text by its hash (server/client/appearance-script.ts). Unknown stored values are
 * ignored, and storage a browser refuses (private modes) leaves the defaults.
 */
export const APPEARANCE_SCRIPT = `try{var s=localStorage,h=document.documentElement,t=s.getItem("${THEME_STORAGE_KEY}"),z=s.getItem("${TEXT_SIZE_STORAGE_KEY}");if(t==="light"||t==="dark")h.setAttribute("${THEME_ATTRIBUTE}",t);if(z==="smaller"||z==="larger"||z==="largest")h.setAttribute("${TEXT_SIZE_ATTRIBUTE}",z)}catch(e){}`;
