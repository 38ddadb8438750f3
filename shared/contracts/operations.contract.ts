/**
 * What the people running the site read, outside /api and without a session: whether the process
 * is alive (for a load balancer's probe) and its metrics in Prometheus's text format. Neither is
 * ever kept by a cache. GET /readyz says whether the database answers too.
 */
import { z } from "zod";
import { defineRoute } from "./route-contract";

/** What /readyz answers (503, with Retry-After) while the database does not answer within 2 s. */
export const DATABASE_NOT_ANSWERING = "The database is not answering";

/** What /metrics answers without the right token (its WWW-Authenticate header names the Bearer scheme). */
export const METRICS_UNAUTHORIZED = "Unauthorized";

export const operationsContract = {
  alive: defineRoute({
    method: "GET",
    path: "/healthz",
    summary: "Whether the process is alive (it answers at all)",
    access: "public",
    status: 200,
    answer: z.strictObject({ status: z.literal("ok") }),
  }),
  ready: defineRoute({
    method: "GET",
    path: "/readyz",
    summary: "Whether the process can serve: the database answers within 2 s (for a load balancer)",
    access: "public",
    status: 200,
    answer: z.strictObject({ status: z.literal("ok"), database: z.literal("up") }),
    errors: { 503: DATABASE_NOT_ANSWERING },
  }),
  metrics: defineRoute({
    method: "GET",
    path: "/metrics",
    summary:
      "The process's metrics in Prometheus's text format, with `Authorization: Bearer <METRICS_TOKEN>` (a 404 when no token is set, but on the metrics port)",
    access: "public",
    status: 200,
    answer: z.string(),
    media: "text/plain",
    errors: { 401: METRICS_UNAUTHORIZED, 404: "Not found" },
  }),
};
