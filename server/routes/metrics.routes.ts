/**
 * GET /metrics, Prometheus's text format (shared/contracts/operations.contract.ts). Never public by accident: with a token set it needs
 * `Authorization: Bearer <token>`; without one it answers 404 like any unknown path, unless this
 * router is the one on the metrics port (METRICS_HOST:METRICS_PORT), which the bind address guards.
 */
import crypto from "node:crypto";
import { Router, type Request } from "express";
import { METRICS_UNAUTHORIZED, operationsContract } from "@shared/contracts/operations.contract";
import { contractRoutes } from "../lib/contract-routes";
import { notFound, unauthorized } from "../lib/http-error";
import type { AppMetrics } from "../metrics/app-metrics";

export interface MetricsAccess {
  /** The registry to answer with; undefined: metrics are off, and /metrics is a 404. */
  metrics?: AppMetrics;
  /** METRICS_TOKEN: required as a bearer token when set. */
  token?: string;
  /** Serve without a token (the separate metrics listener only, whose bind address the operator chose). */
  isTokenOptional?: boolean;
}

/** Compares digests, so neither the time taken nor a length check tells how much of a guess was right. */
function hasToken(req: Request, token: string): boolean {
  const match = /^Bearer\s+(\S+)$/i.exec(req.get("Authorization") ?? "");
  const digest = (text: string) => crypto.createHash("sha256").update(text).digest();
  return crypto.timingSafeEqual(digest(match?.[1] ?? ""), digest(token));
}

/** Mounted at the root, of the app and of the metrics listener. Its refusals are plain text, as its answer. */
export function metricsRouter({ metrics, token, isTokenOptional = false }: MetricsAccess): Router {
  const router = Router();
  contractRoutes(router, "/").add(operationsContract.metrics, async (_input, req, res) => {
    res.set("Cache-Control", "no-store");
    if (!metrics || (!token && !isTokenOptional)) throw notFound();
    if (token && !hasToken(req, token))
      throw unauthorized(METRICS_UNAUTHORIZED, { "WWW-Authenticate": 'Bearer realm="metrics"' });
    // Its Content-Type names the format's version; the contract keeps it.
    res.type(metrics.registry.contentType);
    return metrics.registry.metrics();
  });
  return router;
}
