/**
 * /healthz: the process is alive (shared/contracts/operations.contract.ts). /readyz: the database
 * answers too (for load balancers); its 503 answers the same fields as its 200, not an error, so it
 * is registered by hand.
 */
import { Router } from "express";
import { operationsContract } from "@shared/contracts/operations.contract";
import type { DatabaseHandle } from "../db";
import { contractRoutes } from "../lib/contract-routes";

/** Mounted at the root. */
export function healthRouter(database: DatabaseHandle): Router {
  const router = Router();
  contractRoutes(router, "/").add(operationsContract.alive, async (_input, _req, res) => {
    res.set("Cache-Control", "no-store");
    return { status: "ok" } as const;
  });
  router.get("/readyz", async (_req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), 2000);
      res.json({ status: "ok", database: "up" });
    } catch {
      res.status(503).json({ status: "unavailable", database: "down" });
    }
  });
  return router;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}
