/** The OpenAPI document built from the contracts is valid OpenAPI 3.1, and both descriptions are served. */
import { Validator } from "@seriousme/openapi-schema-validator";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { CONTRACTS } from "@shared/contracts";
import { useTestApp } from "../test/test-app";
import { openApiDocument, openApiPath } from "./openapi";

describe("the OpenAPI document", () => {
  const ctx = useTestApp();

  it("is valid OpenAPI 3.1 and describes every contract", async () => {
    const document = openApiDocument(CONTRACTS, "1.0.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    expect(result.valid).toBe(true);
    for (const { contract } of CONTRACTS)
      expect(document.paths[openApiPath(contract.path)]?.[contract.method.toLowerCase()]).toBeDefined();
  });

  it("is served at /api/openapi.json, and as a page without scripts at /api/docs", async () => {
    const json = await request(ctx.app).get("/api/openapi.json");
    expect(json.status).toBe(200);
    expect(json.body.openapi).toBe("3.1.0");
    expect(Object.keys(json.body.paths)).toContain("/api/categories/{id}");

    const page = await request(ctx.app).get("/api/docs");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain("/api/resources/:id");
    expect(page.text).not.toMatch(/<script/i);
    expect(page.headers["content-security-policy"]).toBeDefined();
  });
});
