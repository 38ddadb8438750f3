/**
 * Where sign-up and login send a person back to: a path on this site only. The address carries it
 * as `?next=/community/12`; anything that could leave the site (another host, a scheme, `//host`,
 * a backslash trick) or lead back into the way in itself is refused, and "/" is used instead.
 */

export const RETURN_PARAM = "next";

/** The pages that make up the way in: returning to them after it would be a loop. */
const WAY_IN_PATHS = ["/login", "/signup"];

/** `raw` when it is a same-site path worth returning to, else "/". */
export function safeReturnPath(raw: string | null | undefined): string {
  if (typeof raw !== "string" || raw.length === 0 || raw.length > 512) return "/";
  // One leading slash, then not another slash or a backslash: "//evil.example" and "/\evil" are hosts.
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.startsWith("/\\")) return "/";
  // Control characters and backslashes have no place in our own paths and can fool URL parsers.
  if ([...raw].some((char) => char === "\\" || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f)) return "/";
  let url: URL;
  try {
    url = new URL(raw, "http://pawswell.invalid");
  } catch {
    return "/";
  }
  if (url.origin !== "http://pawswell.invalid") return "/";
  if (WAY_IN_PATHS.includes(url.pathname)) return "/";
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The return path carried by a search string such as `?next=%2Fcommunity`. */
export function returnPathFromSearch(search: string): string {
  return safeReturnPath(new URLSearchParams(search).get(RETURN_PARAM));
}

/** `/login` or `/signup` with a way back to `from` (nothing added when `from` is the home page or unsafe). */
export function wayInHref(wayIn: "/login" | "/signup", from: string): string {
  const back = safeReturnPath(from);
  return back === "/" ? wayIn : `${wayIn}?${RETURN_PARAM}=${encodeURIComponent(back)}`;
}
