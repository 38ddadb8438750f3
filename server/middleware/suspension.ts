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
 * choosing which content warnings they see, everything about their own account (a break,
 * signing out a lost phone, two-factor, their data, leaving), and writing to the moderators through
 * Contact Us (to ask about the suspension). None of them puts words in front of other members.
 */
function isAllowedWhileSuspended(method: string, path: string): boolean {
  if (method === "POST" && (path === "/login" || path === "/login/two-factor" || path === "/logout")) return true;
  if (method === "POST" && path === "/contact-messages") return true;
  return (
    path.startsWith("/notifications/") ||
    path === "/content-warning-settings" ||
    path === "/account" ||
    path.startsWith("/account/") ||
    path.startsWith("/content-warning-settings/")
  );
}

/** Refuses a suspended member's writes under the router it is mounted on (/api). */
export const refuseSuspendedWrites: RequestHandler = (req, _res, next) => {
  const user = req.user;
  if (!user || READS.has(req.method) || isAllowedWhileSuspended(req.method, req.path)) return next();
  if (isSuspended(user)) throw forbidden(suspendedMessage(user.suspendedUntil));
  next();
};
