/**
 * The secret behind a single-use link: 32 random bytes in the URL, only their SHA-256 in the
 * database (server/repositories/account-tokens.repository.ts).
 */
import crypto from "node:crypto";
import { siteLink } from "../mail/site-links";

/** A new token and the hash to store for it. */
export function newLinkToken(): { token: string; tokenHash: string } {
  const token = crypto.randomBytes(32).toString("base64url");
  return { token, tokenHash: hashLinkToken(token) };
}

/** The stored form of `token`. A plain SHA-256 suffices: the token has 256 random bits, nothing to guess. */
export function hashLinkToken(token: string): string {
  return crypto.createHash("sha256").update(token).digest("hex");
}

/** A link in mail to the site's page `path` carrying `token`. */
export function linkWithToken(path: string, token: string): string {
  return siteLink(`${path}?token=${encodeURIComponent(token)}`);
}
