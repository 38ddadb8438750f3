/** Refuses cross-site writes and non-JSON bodies before any /api handler runs (docs/decisions.md#cross-site-writes). */
import type { RequestHandler } from "express";
import { forbidden, unsupportedMediaType } from "../lib/http-error";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * 403 for a write the browser says came from another site (Sec-Fetch-Site), or, from browsers
 * that do not send it, whose Origin names another host. Requests with neither (curl, scripts) pass.
 */
export const refuseCrossSiteWrites: RequestHandler = (req, _res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const fetchSite = req.get("sec-fetch-site");
  const origin = req.get("origin");
  const crossSite =
    fetchSite !== undefined
      ? !SAME_SITE_FETCH.has(fetchSite)
      : origin !== undefined && hostOf(origin) !== req.get("host");
  if (crossSite) throw forbidden("Cross-site requests are not allowed");
  next();
};

/** 415 for a POST/PUT/PATCH with a body that is not JSON; bodiless posts (logout) pass. */
export const requireJsonBody: RequestHandler = (req, _res, next) => {
  const length = req.get("content-length");
  const bodiless = req.get("transfer-encoding") === undefined && (length === undefined || Number(length) === 0);
  if (["POST", "PUT", "PATCH"].includes(req.method) && !bodiless && !req.is("application/json")) {
    throw unsupportedMediaType("Send the request body as JSON");
  }
  next();
};
