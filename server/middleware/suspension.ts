/**
 * A suspended member can read but not write (docs/decisions.md#safety-first): every /api write
 * from them answers 403, saying until when. Mounted after the session middleware (which reads the
 * account fresh on every request, so a suspension or its lifting applies at once) and before the
 * API routers.
 */
import type { RequestHandler } from "express";
import { suspendedMessage } from "@shared/safety/moderation";
import { forbidden } from "../lib/http-error";
import { isSuspended } from "../services/suspension";

const READS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Writes a suspended member may still make: logging in and out, keeping their notifications read,
 * choosing which content warnings they see, and exporting their data or deleting their account
 * (their data is theirs whatever a moderator decided). None of them puts words in front of anyone.
 */
function isAllowedWhileSuspended(method: string, path: string): boolean {
  if (method === "POST" && (path === "/login" || path === "/logout")) return true;
  return (
    path.startsWith("/notifications/") ||
    path === "/content-warning-settings" ||
    path.startsWith("/content-warning-settings/") ||
    path === "/account" ||
    path.startsWith("/account/")
  );
}

/** Refuses a suspended member's writes under the router it is mounted on (/api). */
export const refuseSuspendedWrites: RequestHandler = (req, _res, next) => {
  const user = req.user;
  if (!user || READS.has(req.method) || isAllowedWhileSuspended(req.method, req.path)) return next();
  if (isSuspended(user)) throw forbidden(suspendedMessage(user.suspendedUntil));
  next();
};
