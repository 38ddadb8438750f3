/**
 * GET /metrics, Prometheus's text format. Never public by accident: with a token set it needs
 * `Authorization: Bearer <token>`; without one it answers 404 like any unknown path, unless this
 * router is the one on the metrics port (METRICS_HOST:METRICS_PORT), which the bind address guards.
 */
import crypto from "node:crypto";
import { Router, type Request } from "express";
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

export function metricsRouter({ metrics, token, isTokenOptional = false }: MetricsAccess): Router {
  const router = Router();
  router.get("/metrics", async (req, res) => {
    res.set("Cache-Control", "no-store");
    if (!metrics || (!token && !isTokenOptional)) {
      res.status(404).type("text/plain").send("Not found");
      return;
    }
    if (token && !hasToken(req, token)) {
      res.status(401).set("WWW-Authenticate", 'Bearer realm="metrics"').type("text/plain").send("Unauthorized");
      return;
    }
    res.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
  return router;
}
