/**
 * /api/account/appearance: the member's theme and text size, kept in the account so each of their
 * browsers paints the same (shared/contracts/appearance.contract.ts). Visitors keep theirs in the
 * browser only.
 */
import { Router } from "express";
import type { Appearance } from "@shared/appearance";
import { appearanceContract } from "@shared/contracts/appearance.contract";
import type { Database } from "../db";
import { contractRoutes } from "../lib/contract-routes";
import { unauthorized } from "../lib/http-error";
import { signedInViewer } from "../lib/viewer";
import { appearanceRepository } from "../repositories/appearance.repository";

/** A member deleted while signed in has no row: answered as signed out. */
function found(appearance: Appearance | undefined): Appearance {
  if (!appearance) throw unauthorized();
  return appearance;
}

export function appearanceRouter(db: Database): Router {
  const appearance = appearanceRepository(db);
  const router = Router();
  const routes = contractRoutes(router, "/api/account/appearance");

  routes.add(appearanceContract.get, async (_input, req) => found(await appearance.find(signedInViewer(req).id)));
  routes.add(appearanceContract.save, async ({ body }, req) =>
    found(await appearance.save(signedInViewer(req).id, body)),
  );

  return router;
}
