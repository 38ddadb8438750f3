/**
 * The person's appearance in this browser (shared/appearance.ts): kept in localStorage, where the
 * pre-paint script in index.html reads it on the next page load, and put on <html> at once, so a
 * change shows without a reload. Other tabs follow through the storage event.
 */
import { useSyncExternalStore } from "react";
import { DEFAULT_APPEARANCE, type Appearance } from "@shared/appearance";
import {
  TEXT_SIZE_ATTRIBUTE,
  TEXT_SIZE_STORAGE_KEY,
  THEME_ATTRIBUTE,
  THEME_STORAGE_KEY,
} from "@shared/appearance-script";
import { TEXT_SIZES, THEMES, type TextSize, type Theme } from "@shared/constants";

const listeners = new Set<() => void>();
let current: Appearance | undefined;

const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);
const isTextSize = (value: unknown): value is TextSize => TEXT_SIZES.includes(value as TextSize);

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** A stored value, or its removal when it is the default (nothing stored means the default). */
function writeStorage(key: string, value: string, defaultValue: string): void {
  try {
    if (value === defaultValue) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Storage refused (a private mode): the choice holds for this page only.
  }
}

/** The stored choices; anything unknown reads as the default. */
export function storedAppearance(): Appearance {
  const theme = readStorage(THEME_STORAGE_KEY);
  const textSize = readStorage(TEXT_SIZE_STORAGE_KEY);
  return {
    theme: isTheme(theme) ? theme : DEFAULT_APPEARANCE.theme,
    textSize: isTextSize(textSize) ? textSize : DEFAULT_APPEARANCE.textSize,
  };
}

/** Puts `appearance` on <html> as the pre-paint script does: attributes only for what is not the default. */
function paint({ theme, textSize }: Appearance): void {
  const html = document.documentElement;
  if (theme === "system") html.removeAttribute(THEME_ATTRIBUTE);
  else html.setAttribute(THEME_ATTRIBUTE, theme);
  if (textSize === "normal") html.removeAttribute(TEXT_SIZE_ATTRIBUTE);
  else html.setAttribute(TEXT_SIZE_ATTRIBUTE, textSize);
}

function changed(): void {
  current = undefined;
  for (const listener of listeners) listener();
}

/** Keeps `appearance` in this browser and shows it now. */
export function applyAppearance(appearance: Appearance): void {
  writeStorage(THEME_STORAGE_KEY, appearance.theme, DEFAULT_APPEARANCE.theme);
  writeStorage(TEXT_SIZE_STORAGE_KEY, appearance.textSize, DEFAULT_APPEARANCE.textSize);
  paint(appearance);
  changed();
}

function onOtherTabChange(event: StorageEvent): void {
  if (event.key !== null && event.key !== THEME_STORAGE_KEY && event.key !== TEXT_SIZE_STORAGE_KEY) return;
  paint(storedAppearance());
  changed();
}

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener("storage", onOtherTabChange);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("storage", onOtherTabChange);
  };
}

function snapshot(): Appearance {
  return (current ??= storedAppearance());
}

/** The appearance in use; the server (and hydration) draws the default, the browser then its own. */
export function useAppearance(): Appearance {
  return useSyncExternalStore(subscribe, snapshot, () => DEFAULT_APPEARANCE);
}
