/**
 * `npx tsx tools/make-app-icons.ts`: draws the installable app's icons into client/public/icons/
 * from the site's own paw mark (client/public/favicon.svg, the header's logo): the manifest's 192
 * and 512 pixel icons, a maskable 512 (the paw inside the middle 80%, the safe zone a phone's mask
 * never cuts, on a full square of the brand colour) and the 180 pixel apple-touch icon (a full
 * square too: iOS fills transparent corners with black). The PNGs are committed; run this again
 * after changing the mark or its colours.
 */
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";

const PUBLIC_DIR = path.join(import.meta.dirname, "..", "client", "public");
const OUTPUT_DIR = path.join(PUBLIC_DIR, "icons");
/** The brand colour behind the paw (the manifest's theme colour) and the paw's own. */
const BRAND = "#0f5f58";
/** The mark as the site shows it: a 64-unit square with the paw on a brand-coloured circle. */
const MARK = fs.readFileSync(path.join(PUBLIC_DIR, "favicon.svg"), "utf8");
const MARK_INNER = MARK.replace(/^<svg[^>]*>/, "").replace(/<\/svg>\s*$/, "");

/** The mark alone, filling the square (transparent corners): for browsers and launchers that keep its shape. */
function roundIcon(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">${MARK_INNER}</svg>`;
}

/** The mark at `scale` of a full brand-coloured square: for masks that cut the corners, and for iOS. */
function squareIcon(size: number, scale: number): string {
  const offset = (64 * (1 - scale)) / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 64 64">
  <rect width="64" height="64" fill="${BRAND}" />
  <g transform="translate(${offset} ${offset}) scale(${scale})">${MARK_INNER}</g>
</svg>`;
}

/** Every icon the manifest and index.html name, by file name. */
const APP_ICONS = [
  { file: "icon-192.png", size: 192, svg: roundIcon(192) },
  { file: "icon-512.png", size: 512, svg: roundIcon(512) },
  // The safe zone of a maskable icon is the circle of 40% radius in its middle: the paw's circle
  // is drawn at 80% of the square, so a circle, squircle or rounded-square mask shows all of it.
  { file: "icon-maskable-512.png", size: 512, svg: squareIcon(512, 0.8) },
  { file: "apple-touch-icon-180.png", size: 180, svg: squareIcon(180, 0.86) },
] as const;

async function main(): Promise<void> {
  fs.mkdirSync(OUTPUT_DIR, { recursive: true });
  for (const icon of APP_ICONS) {
    const output = path.join(OUTPUT_DIR, icon.file);
    const info = await sharp(Buffer.from(icon.svg), { density: 72 })
      .resize(icon.size, icon.size)
      .png({ compressionLevel: 9, effort: 10 })
      .toFile(output);
    console.log(`${path.relative(process.cwd(), output)}: ${info.width}×${info.height}, ${info.size} bytes`);
  }
}

await main();
