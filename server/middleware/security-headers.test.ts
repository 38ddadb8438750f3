import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import request, { type Response } from "supertest";
import { afterAll, describe, expect, it } from "vitest";
import { serveBuiltClient } from "../client/built-client";
import { PAGE_PREFETCH_RULES_SOURCES } from "../client/app-after-paint";
import { APPEARANCE_SCRIPT_SOURCE } from "../client/appearance-script";
import { EARLY_CLICKS_SCRIPT_SOURCE } from "../client/early-clicks-tags";
import { shellOnlyClientBuild } from "../test/client-build";
import { solidImage } from "../test/images";
import { TEST_SECRET, useTestApp } from "../test/test-app";
import { shareImage } from "../test/uploads";
import { createLocalStorage } from "../storage/local-storage";
import { securityHeaders } from "./security-headers";

const BUCKET_SOURCE = "https://storage.googleapis.com/pawswell-photos/";

/** The CSP header as directive → sources. */
function cspOf(res: Response): Record<string, string[]> {
  const header = res.headers["content-security-policy"];
  expect(header, "Content-Security-Policy header").toBeTypeOf("string");
  return Object.fromEntries(
    (header as string)
      .split(";")
      .map((directive) => directive.trim().split(/\s+/))
      .filter((parts) => parts[0] !== "")
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** What every response must carry, whatever served it. */
function expectSecurityHeaders(res: Response): void {
  expect(cspOf(res)).toEqual({
    "default-src": ["'self'"],
    "script-src": ["'self'", APPEARANCE_SCRIPT_SOURCE, EARLY_CLICKS_SCRIPT_SOURCE, ...PAGE_PREFETCH_RULES_SOURCES],
    "style-src": ["'self'", "'unsafe-inline'"],
    "img-src": ["'self'"],
    "font-src": ["'self'"],
    "connect-src": ["'self'", BUCKET_SOURCE],
    "worker-src": ["'self'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "frame-ancestors": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
  });
  expect(res.headers["x-content-type-options"]).toBe("nosniff");
  expect(res.headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
  expect(res.headers["x-frame-options"]).toBe("DENY");
  // HSTS is for production over HTTPS only (createApp's isHstsEnabled, off by default).
  expect(res.headers["strict-transport-security"]).toBeUndefined();
}

describe("security headers on every response of the app", () => {
  const clientDir = shellOnlyClientBuild("<!doctype html><title>PawsWell</title><div id=root></div>");
  const storageDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-headers-storage-"));
  // Local storage that says it is reached at a bucket, as the GCS driver does: its sources must reach connect-src.
  const storage = { ...createLocalStorage({ root: storageDir, secret: TEST_SECRET }), browserSources: [BUCKET_SOURCE] };
  const ctx = useTestApp({ storage, serveClient: serveBuiltClient(clientDir) });
  afterAll(() => {
    for (const dir of [clientDir, storageDir]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("an API answer", async () => {
    const res = await request(ctx.app).get("/api/categories");
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
  });

  it("an API error", async () => {
    const res = await request(ctx.app).get("/api/me");
    expect(res.status).toBe(401);
    expectSecurityHeaders(res);
  });

  it("the single-page app's HTML", async () => {
    const res = await request(ctx.app).get("/community");
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expectSecurityHeaders(res);
  });

  it("a stored photo under /objects", async () => {
    const objectPath = await shareImage(ctx.app, await solidImage("png"));
    const res = await request(ctx.app).get(objectPath);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toBe("image/webp");
    expectSecurityHeaders(res);
  });

  it("a 404 outside /api and inside it", async () => {
    const page = await request(ctx.app).get("/no-such-file.js");
    expect(page.status).toBe(404);
    expectSecurityHeaders(page);
    const api = await request(ctx.app).get("/api/no-such-thing");
    expect(api.status).toBe(404);
    expectSecurityHeaders(api);
  });

  it("the health checks", async () => {
    expectSecurityHeaders(await request(ctx.app).get("/healthz"));
  });

  it("/metrics when unconfigured: a plain 404, never the app's page", async () => {
    const res = await request(ctx.app).get("/metrics");
    expect(res.status).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expectSecurityHeaders(res);
  });
});

describe("securityHeaders options", () => {
  const appWith = (options: Parameters<typeof securityHeaders>[0]) =>
    express()
      .use(securityHeaders(options))
      .get("/", (_req, res) => {
        res.send("ok");
      });

  it("sends HSTS for a year, without subdomains, when enabled (production)", async () => {
    const res = await request(appWith({ storageSources: [], isHstsEnabled: true })).get("/");
    expect(res.headers["strict-transport-security"]).toBe("max-age=31536000");
  });

  it("shows images from this server only, and keeps scripts, styles and connections to this server", async () => {
    const csp = cspOf(await request(appWith({ storageSources: [] })).get("/"));
    // Every picture is uploaded or imported into our storage (docs/decisions.md#site-images): no
    // other site is ever asked for one.
    expect(csp["img-src"]).toEqual(["'self'"]);
    expect(csp["script-src"]).toEqual([
      "'self'",
      APPEARANCE_SCRIPT_SOURCE,
      EARLY_CLICKS_SCRIPT_SOURCE,
      ...PAGE_PREFETCH_RULES_SOURCES,
    ]);
    expect(csp["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["default-src"]).toEqual(["'self'"]);
  });

  it("keeps connect-src to this server with the local driver", async () => {
    const res = await request(appWith({ storageSources: [] })).get("/");
    expect(cspOf(res)["connect-src"]).toEqual(["'self'"]);
  });

  it("allows inline scripts only in development, for Vite's injected preamble, and never eval", async () => {
    const production = await request(appWith({ storageSources: [] })).get("/");
    // In production the inline scripts are the pre-paint appearance script, the early-click catcher
    // and the create pages' speculation rules, each allowed by its hash alone.
    expect(cspOf(production)["script-src"]).toEqual([
      "'self'",
      APPEARANCE_SCRIPT_SOURCE,
      EARLY_CLICKS_SCRIPT_SOURCE,
      ...PAGE_PREFETCH_RULES_SOURCES,
    ]);
    const development = await request(appWith({ storageSources: [], isDevelopment: true })).get("/");
    expect(cspOf(development)["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });
});
