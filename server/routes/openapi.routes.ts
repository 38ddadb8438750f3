/** /api/openapi.json and /api/docs: the API described from its route contracts (server/lib/openapi.ts). */
import { Router } from "express";
import { CONTRACTS } from "@shared/contracts";
import { openApiContract } from "@shared/contracts/openapi.contract";
import { contractRoutes } from "../lib/contract-routes";
import { apiDocsPage, openApiDocument, type OpenApiDocument } from "../lib/openapi";

/** The document's version: the API's, which changes with its contracts rather than with each release. */
export const API_VERSION = "1.0.0";

/** GET the OpenAPI document and the page for people, each built once, on first asking. */
export function openApiRouter(): Router {
  const router = Router();
  const routes = contractRoutes(router, "/api");
  let document: OpenApiDocument | undefined;
  let page: string | undefined;

  routes.add(openApiContract.document, async () => {
    document ??= openApiDocument(CONTRACTS, API_VERSION);
    return document;
  });
  routes.add(openApiContract.page, async () => (page ??= apiDocsPage(CONTRACTS)));

  return router;
}
