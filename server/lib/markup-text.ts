/**
 * Text members wrote, made safe to put in XML (sitemaps, feeds) and in the HTML a feed reader
 * renders: characters XML cannot carry are dropped, markup characters are escaped, and a summary is
 * plain text cut at a word. Nothing from the database is ever passed on as markup.
 */

/** What XML 1.0 cannot carry at all: most C0 controls, U+FFFE and U+FFFF, and lone surrogates. */
const NOT_XML = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** `text` without the characters XML cannot carry (a feed with one would not parse). */
export function xmlSafe(text: string): string {
  return text.replace(NOT_XML, "");
}

const ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };

/** `text` as XML or HTML character data that reads as the text itself: markup characters escaped. */
export function escapeMarkup(text: string): string {
  return xmlSafe(text).replace(/[&<>"']/g, (char) => ENTITIES[char]!);
}

/**
 * `text` as one line of at most `maxLength` characters (code points, so an emoji is never cut in
 * two): whitespace runs become one space, and a longer text is cut at the last space before the
 * limit (or at the limit, for a word that long) and ends with "…".
 */
export function plainExcerpt(text: string, maxLength: number): string {
  const chars = Array.from(xmlSafe(text).replace(/\s+/g, " ").trim());
  if (chars.length <= maxLength) return chars.join("");
  const cut = chars.slice(0, maxLength - 1).join("");
  const lastSpace = cut.lastIndexOf(" ");
  return `${(lastSpace > 0 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}
