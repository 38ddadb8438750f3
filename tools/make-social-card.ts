/**
 * `npx tsx tools/make-social-card.ts`: draws the site's link-preview card (1200×630, the size Open
 * Graph and Twitter's large card show) into client/public/social-card.png, which pages without a
 * picture of their own show (client/src/lib/page-head-tags.ts: SITE_CARD). The card is committed;
 * run this again after changing the name, the tagline or the colours.
 *
 * The colours are the theme's (tailwind.config.ts) and the paw mark is components/logo.tsx's. Text is
 * drawn with the system's fonts (librsvg, through sharp): a generic sans-serif family that every
 * Debian has, so the card comes out the same wherever it is made.
 */
import path from "node:path";
import sharp from "sharp";
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@shared/constants";

const WIDTH = 1200;
const HEIGHT = 630;
const OUTPUT = path.join(import.meta.dirname, "..", "client", "public", "social-card.png");

const COLOURS = {
  canvas: "#fdfcf8",
  brand50: "#effaf8",
  brand100: "#d6f1ec",
  brand700: "#0f5f58",
  brand800: "#0d4c47",
  muted: "#4b5a62",
};

const FONT = "'DejaVu Sans', 'Liberation Sans', sans-serif";

/** The logo's paw mark (components/logo.tsx, a 64-unit square) at `size` pixels, at (x, y). */
function pawMark(x: number, y: number, size: number, circle: string, paw: string): string {
  return `<g transform="translate(${x} ${y}) scale(${size / 64})">
    <circle cx="32" cy="32" r="32" fill="${circle}" />
    <g fill="${paw}">
      <ellipse cx="32" cy="40" rx="11" ry="9" />
      <circle cx="19" cy="27" r="5" />
      <circle cx="27" cy="19" r="5" />
      <circle cx="37" cy="19" r="5" />
      <circle cx="45" cy="27" r="5" />
    </g>
  </g>`;
}

const escapeXml = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

function cardSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">
  <rect width="${WIDTH}" height="${HEIGHT}" fill="${COLOURS.canvas}" />
  <!-- A large, quiet paw to the right, partly off the card. -->
  ${pawMark(860, 130, 500, COLOURS.brand50, COLOURS.brand100)}
  ${pawMark(96, 150, 112, COLOURS.brand700, COLOURS.canvas)}
  <text x="96" y="370" font-family="${FONT}" font-size="104" font-weight="bold" letter-spacing="-2" fill="${COLOURS.brand800}">${escapeXml(PRODUCT_NAME)}</text>
  <text x="100" y="440" font-family="${FONT}" font-size="42" fill="${COLOURS.muted}">${escapeXml(PRODUCT_TAGLINE)}</text>
  <rect x="0" y="${HEIGHT - 18}" width="${WIDTH}" height="18" fill="${COLOURS.brand700}" />
</svg>`;
}

async function main(): Promise<void> {
  const info = await sharp(Buffer.from(cardSvg()))
    .png({ palette: true, colours: 64, compressionLevel: 9, effort: 10 })
    .toFile(OUTPUT);
  console.log(
    `${path.relative(process.cwd(), OUTPUT)}: ${info.width}×${info.height}, ${Math.round(info.size / 1024)} KB`,
  );
}

void main();
