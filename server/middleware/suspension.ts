/**
 * A suspended member can read but not write (docs/decisions.md#safety-first): every /api write
 * from them answers 403, saying until when. Logging out does not get round it: the addresses their
 * session is seen at while suspended are kept (as keyed hashes, server/lib/address-hash.ts), and a
 * guest's write from one of them gets the same 403 while the suspension lasts. Mounted after the
 * session middleware (which reads the account fresh on every request, so a suspension or its
 * lifting applies at once) and before the API routers.
 */
import type { Request, RequestHandler } from "express";
import { suspendedMessage } from "@shared/safety/moderation";
import type { Database } from "../db";
import type { AddressHasher } from "../lib/address-hash";
import { forbidden } from "../lib/http-error";
import { clientAddress } from "./rate-limit";
import { suspendedAddressesRepository } from "../repositories/suspended-addresses.repository";
import { isSuspended } from "../services/suspension";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes a suspended member may still make: logging in and out, keeping their notifications read,
 * choosing which content warnings they see, which push notices reach their devices, everything about
 * their own account (a break, signing out a lost phone, two-factor, their data, leaving), and writing to the moderators through
 * Contact Us (to ask about the suspension). None of them puts words in front of other members.
 */
function isAllowedWhileSuspended(method: string, path: string): boolean {
  if (method === "POST" && (path === "/login" || path === "/login/two-factor" || path === "/logout")) return true;
  if (method === "POST" && path === "/contact-messages") return true;
  return (
    path.startsWith("/notifications/") ||
    path.startsWith("/push/") ||
    path === "/content-warning-settings" ||
    path === "/account" ||
    path.startsWith("/account/") ||
    path.startsWith("/content-warning-settings/")
  );
}

/**
 * Guest writes that are about one's own mail or account, not words for others: a password reset (the
 * suspended member getting back into their account) and the newsletter. Signing up again is not one.
 */
function isOwnMatter(path: string): boolean {
  return path.startsWith("/password/") || path.startsWith("/newsletter/");
}

/** Refuses a suspended member's writes under the router it is mounted on (/api), and a guest's from where they were seen. */
export function refuseSuspendedWrites(db: Database, hashAddress: AddressHasher): RequestHandler {
  const addresses = suspendedAddressesRepository(db);
  const addressHash = (req: Request) => hashAddress(clientAddress(req));
  return async (req, _res, next) => {
    const user = req.user;
    if (user) {
      if (!isSuspended(user)) return next();
      await addresses.record(addressHash(req), user.id);
      if (READS.has(req.method) || isAllowedWhileSuspended(req.method, req.path)) return next();
      throw forbidden(suspendedMessage(user.suspendedUntil));
    }
    if (READS.has(req.method) || isAllowedWhileSuspended(req.method, req.path) || isOwnMatter(req.path)) return next();
    const shared = await addresses.suspensionAt(addressHash(req));
    if (shared) throw forbidden(suspendedMessage(shared.suspendedUntil));
    next();
  };
}
