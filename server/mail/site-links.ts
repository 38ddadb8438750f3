/**
 * The one way mail links to the site. Mail is queued by whichever code caused it (a reply, a
 * reset, the digest), none of which knows the site's public address; it writes `siteLink(path)`,
 * and the mailer, which is configured with PUBLIC_URL, turns each into a full address as it sends.
 * Queued mail so stays right if the address changes before it goes out.
 */

/** Stands for the site's address in queued mail; never shown to anyone. */
const SITE_ADDRESS = "{{pawswell-site}}";

/** A link to `path` on this site ("/community/1"), for the text of a queued mail. */
export function siteLink(path: string): string {
  return `${SITE_ADDRESS}${path}`;
}

/** `text` with every site link made a full address on `publicUrl` (no trailing slash). */
export function resolveSiteLinks(text: string, publicUrl: string): string {
  return text.replaceAll(SITE_ADDRESS, publicUrl.replace(/\/+$/, ""));
}
