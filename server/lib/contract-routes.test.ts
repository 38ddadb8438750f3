/** The contract helper answers each kind of route as its contract says: a text, a streamed answer, a redirect. */
import express, { Router } from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { defineRoute } from "@shared/contracts/route-contract";
import { errorHandler } from "../middleware/error-handler";
import { sampleFeed, sampleFile, sampleMoved } from "../test/sample-contracts";
import { contractRoutes, relativePath } from "./contract-routes";
import { notFound } from "./http-error";

function app() {
  const router = Router();
  const routes = contractRoutes(router, "/");
  routes.add(sampleFeed, async ({ params }, _req, res) => {
    if (params.name !== "blog") throw notFound();
    res.set("Cache-Control", "public, max-age=300");
    return "<feed/>";
  });
  routes.add(sampleFile, async ({ params }, _req, res) => {
    if (params.name === "gone") throw notFound("No such file");
    res.set("Content-Type", "image/webp").send(Buffer.from([1, 2, 3]));
  });
  routes.add(sampleMoved, async ({ params }) => (params.slug === "renamed" ? "/new/place?x=1" : undefined));
  const server = express();
  server.use(router);
  server.get("/old/:slug", (_req, res) => {
    res.send("the page after");
  });
  server.use(errorHandler);
  return server;
}

describe("contract routes", () => {
  it("sends a text answer as its media in UTF-8, keeping the handler's headers, and refuses in plain text", async () => {
    const res = await request(app()).get("/feeds/blog.atom");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("application/atom+xml; charset=utf-8");
    expect(res.headers["cache-control"]).toBe("public, max-age=300");
    expect(res.text).toBe("<feed/>");

    const missing = await request(app()).get("/feeds/other.atom");
    expect(missing.status).toBe(404);
    expect(missing.headers["content-type"]).toBe("text/plain; charset=utf-8");
    expect(missing.text).toBe("Not found");
  });

  it("leaves a streamed answer to its handler, and refuses it in JSON", async () => {
    const res = await request(app()).get("/files/a").buffer(true);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expect([...(res.body as Buffer)]).toEqual([1, 2, 3]);

    const gone = await request(app()).get("/files/gone");
    expect(gone.status).toBe(404);
    expect(gone.body).toEqual({ message: "No such file" });
  });

  it("answers a 301 to the Location the handler returns, or leaves the request to the next route", async () => {
    const res = await request(app()).get("/old/renamed");
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe("/new/place?x=1");

    const unmoved = await request(app()).get("/old/kept");
    expect(unmoved.status).toBe(200);
    expect(unmoved.text).toBe("the page after");
  });

  it("refuses a contract that answers the wrong way for its kind", () => {
    const base = { method: "GET", path: "/x", summary: "x", access: "public" } as const;
    expect(() => defineRoute({ ...base, status: 301, answer: z.string() })).toThrow(/answer null/);
    expect(() => defineRoute({ ...base, status: 200, answer: null, streamed: true })).toThrow(/names its media/);
    expect(() => defineRoute({ ...base, status: 200, answer: z.object({}), media: "text/plain" })).toThrow(/string/);
  });

  it("registers a root router's routes at their own paths", () => {
    expect(relativePath("/robots.txt", "/")).toBe("/robots.txt");
    expect(relativePath("/api/live", "/api/live")).toBe("/");
  });
});
