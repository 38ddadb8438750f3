/**
 * /healthz: the process is alive; /readyz: the database answers too, for load balancers
 * (shared/contracts/operations.contract.ts).
 */
import { Router } from "express";
import { DATABASE_NOT_ANSWERING, operationsContract } from "@shared/contracts/operations.contract";
import type { DatabaseHandle } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { serviceUnavailable } from "../lib/http-error";

/** When a load balancer should ask a process whose database did not answer again. */
const RETRY_AFTER_SECONDS = 5;

/** Mounted at the root. */
export function healthRouter(database: DatabaseHandle): Router {
  const router = Router();
  const routes = contractRoutes(router, "/");
  routes.add(operationsContract.alive, async (_input, _req, res) => {
    res.set("Cache-Control", "no-store");
    return { status: "ok" } as const;
  });
  routes.add(operationsContract.ready, async (_input, _req, res) => {
    res.set("Cache-Control", "no-store");
    try {
      await withTimeout(database.ping(), 2000);
    } catch {
      throw serviceUnavailable(DATABASE_NOT_ANSWERING, RETRY_AFTER_SECONDS);
    }
    return { status: "ok", database: "up" } as const;
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
