/** The OpenAPI document built from the contracts is valid OpenAPI 3.1, and both descriptions are served. */
import { Validator } from "@seriousme/openapi-schema-validator";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { CONTRACTS } from "@shared/contracts";
import { useTestApp } from "../test/test-app";
import { sampleEvents, sampleFeed, sampleFile, sampleMoved } from "../test/sample-contracts";
import { apiDocsPage, openApiDocument, openApiPath } from "./openapi";

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

describe("the OpenAPI document of answers that are not JSON", () => {
  const listed = [sampleFeed, sampleFile, sampleEvents, sampleMoved].map((contract) => ({ area: "media", contract }));

  it("is valid, and names each answer's content type, bytes as binary, and a redirect's Location", async () => {
    const document = openApiDocument(listed, "1.0.0");
    const result = await new Validator().validate(document);
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 2)).toEqual([]);
    const answer = (path: string, status: string) =>
      (document.paths[path]?.get?.responses as Record<string, { content?: object; headers?: object }>)[status];

    const atom = { "application/atom+xml": { schema: { type: "string" } } };
    expect(answer("/feeds/{name}.atom", "200")?.content).toEqual(atom);
    // A text route refuses in plain text, the message alone.
    expect(answer("/feeds/{name}.atom", "404")?.content).toEqual({ "text/plain": { schema: { type: "string" } } });
    expect(answer("/files/{name}", "200")?.content).toEqual({
      "image/webp": { schema: { type: "string", format: "binary" } },
    });
    expect(answer("/files/{name}", "404")?.content).toHaveProperty("application/json");
    expect(answer("/events", "200")?.content).toEqual({ "text/event-stream": { schema: { type: "string" } } });
    expect(answer("/old/{slug}", "301")?.content).toBeUndefined();
    expect(answer("/old/{slug}", "301")?.headers).toHaveProperty("Location.required", true);

    const page = apiDocsPage(listed);
    expect(page).toContain("Answer: 200, image/webp the route writes as it goes");
    expect(page).toContain("Answer: 301, a redirect to the Location header");
    expect(page).toContain("Answer: 200, application/atom+xml (text)");
  });
});
