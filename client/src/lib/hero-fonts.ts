/**
 * The hero's fonts. Four are web fonts, self-hosted from @fontsource and downloaded only when a
 * hero uses them; the other four are system fonts. Each name is followed by a close system
 * fallback (serif or sans-serif) so text reads well before, or without, the download.
 */
import { useEffect } from "react";

const SERIF_FONTS = new Set(["Georgia", "Times", "Playfair Display", "Crimson Text"]);

/** Regular and bold, latin subset: what the hero's title and text need. */
const WEB_FONTS: Record<string, () => Promise<unknown>> = {
  // The site's own typeface: every page asks for it once the app is ready (src/web-fonts.css).
  Inter: () => Promise.resolve(),
  "Playfair Display": () =>
    Promise.all([
      import("@fontsource/playfair-display/latin-400.css"),
      import("@fontsource/playfair-display/latin-700.css"),
    ]),
  Montserrat: () =>
    Promise.all([import("@fontsource/montserrat/latin-400.css"), import("@fontsource/montserrat/latin-700.css")]),
  "Crimson Text": () =>
    Promise.all([import("@fontsource/crimson-text/latin-400.css"), import("@fontsource/crimson-text/latin-700.css")]),
};

export function heroFontStack(name: string): string {
  // Inter's fallback is sized to match it (src/fonts.css), as everywhere else on the site.
  if (name === "Inter") return '"Inter", "Inter Fallback", system-ui, Arial, sans-serif';
  const fallback = SERIF_FONTS.has(name) ? 'Georgia, "Times New Roman", serif' : "system-ui, Arial, sans-serif";
  return `"${name.replace(/"/g, "")}", ${fallback}`;
}

/** True for the fonts served by PawsWell itself (the rest are on every device). */
export function isWebFont(name: string): boolean {
  return name in WEB_FONTS;
}

/** Downloads the web fonts among `names` once they are in use; system fonts need nothing. */
export function useHeroFonts(...names: (string | undefined)[]): void {
  const key = names.filter((name): name is string => name !== undefined && isWebFont(name)).join("|");
  useEffect(() => {
    for (const name of key ? key.split("|") : []) void WEB_FONTS[name]?.();
  }, [key]);
}
