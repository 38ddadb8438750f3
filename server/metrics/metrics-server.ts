/** The metrics port (METRICS_HOST:METRICS_PORT): GET /metrics alone, apart from the site, for a scraper on a private address. */
import http from "node:http";
import express from "express";
import { metricsRouter } from "../routes/metrics.routes";
import type { AppMetrics } from "./app-metrics";

/** Listens on `host:port`; resolves once listening. A token, when set, is required here too. */
export async function listenForMetrics(
  metrics: AppMetrics,
  options: { host: string; port: number; token?: string },
): Promise<http.Server> {
  const app = express();
  app.disable("x-powered-by");
  app.use(metricsRouter({ metrics, token: options.token, isTokenOptional: true }));
  app.use((_req, res) => {
    res.status(404).type("text/plain").send("Not found");
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  return server;
}
