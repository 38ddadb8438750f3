/** How a deleted account's username is kept from others without keeping the name itself. */
import crypto from "node:crypto";
import { foldName } from "@shared/names";

/**
 * The SHA-256 of the folded name (shared/names.ts): what released_usernames stores, so look-alikes
 * of the name are held too and no row names the member who left.
 */
export function heldNameHash(username: string): string {
  return crypto.createHash("sha256").update(foldName(username)).digest("hex");
}
