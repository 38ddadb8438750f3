/**
 * A client address as the database may keep it: a keyed hash, never the address. A plain SHA-256
 * of an IPv4 address is undone by trying all four billion; with a key derived from the session
 * secret (kept outside the database), a copy of the table names nobody.
 */
import crypto from "node:crypto";

/** Answers the same hash for the same address on every process that shares the session secret. */
export type AddressHasher = (address: string) => string;

/** A hasher keyed by `secret` (a key of its own is derived from it, so the session-signing secret itself is never reused). */
export function addressHasher(secret: string): AddressHasher {
  const key = crypto.createHmac("sha256", secret).update("pawswell client address").digest();
  return (address) => crypto.createHmac("sha256", key).update(address).digest("base64url");
}
