/** The site's address that absolute links (sitemap, robots.txt, feeds) start with. */
import type { Request } from "express";
import { badRequest } from "./http-error";

/**
 * `configured` (PUBLIC_URL) when the operator set one, else the origin this request came to: its
 * scheme (X-Forwarded-Proto when Express trusts the proxy) and Host, as a URL reads them (so a Host
 * carrying a path or junk never reaches a link). No trailing slash. A Host that is no address is a 400.
 */
export function siteUrlFor(req: Request, configured: string | undefined): string {
  if (configured !== undefined) return configured.replace(/\/+$/, "");
  try {
    return new URL(`${req.protocol}://${req.get("host") ?? ""}`).origin;
  } catch {
    throw badRequest("The Host header is not a valid address");
  }
}
