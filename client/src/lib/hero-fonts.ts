/**
 * CSS font stacks for the hero's font names. The web fonts are not self-hosted, so each name is
 * followed by a close system fallback (serif or sans-serif) that every device has.
 */
const SERIF_FONTS = new Set(["Georgia", "Times", "Playfair Display", "Crimson Text"]);

export function heroFontStack(name: string): string {
  const fallback = SERIF_FONTS.has(name) ? 'Georgia, "Times New Roman", serif' : "Inter, system-ui, Arial, sans-serif";
  return `"${name.replace(/"/g, "")}", ${fallback}`;
}
