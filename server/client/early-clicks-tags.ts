/**
 * The early-click catcher (client/src/lib/early-clicks.ts says what it does and why) as the tags a
 * rendered page carries in its <head>, and the hash by which the Content-Security-Policy allows
 * exactly that inline script and no other (server/middleware/security-headers.ts).
 */
import crypto from "node:crypto";
import { EARLY_CLICKS_SCRIPT, EARLY_CLICKS_STYLE } from "../../client/src/lib/early-clicks";

/** The CSP source for the catcher: the SHA-256 of the script's exact text, as CSP Level 2 defines it. */
export const EARLY_CLICKS_SCRIPT_SOURCE = `'sha256-${crypto.createHash("sha256").update(EARLY_CLICKS_SCRIPT, "utf8").digest("base64")}'`;

/** The catcher's style and script, in that order, for a page's <head>: nothing may sit between the script's tags and its text. */
export const EARLY_CLICKS_TAGS = `<style>${EARLY_CLICKS_STYLE}</style>\n    <script>${EARLY_CLICKS_SCRIPT}</script>`;

/**
 * `html` with the catcher at the end of its <head>, where it runs before the app's deferred module
 * script and before any button has been parsed. A page without a </head> (a test's few tags) is left as it is.
 */
export function withEarlyClicks(html: string): string {
  return html.replace("</head>", () => `  ${EARLY_CLICKS_TAGS}\n  </head>`);
}
