import { once } from "node:events";
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { createApp } from "./app";
import { serveBuiltClient } from "./client/built-client";
import { shellOnlyClientBuild } from "./test/client-build";
import { openPostgres } from "./db";
import { seedDemoContent } from "./seed/seed-demo";
import { createLocalStorage } from "./storage/local-storage";
import { TEST_SECRET, useTestApp } from "./test/test-app";

// These tests never upload; the storage is only there because createApp needs one.
const storage = createLocalStorage({ root: path.join(os.tmpdir(), "pawswell-unused-storage"), secret: "x".repeat(32) });

describe("health", () => {
  const ctx = useTestApp();

  it("GET /healthz answers while the process is alive", async () => {
    const res = await request(ctx.app).get("/healthz");
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: "ok" });
  });

  it("GET /readyz answers 200 when the database does", async () => {
    const res = await request(ctx.app).get("/readyz");
    expect(res.status).toBe(200);
    expect(res.body.database).toBe("up");
  });
});

describe("unreachable database", () => {
  it("answers 503 on /readyz and on API reads, and the process keeps running", async () => {
    // Nothing listens on port 1: every connection is refused.
    const database = await openPostgres("postgres://postgres@127.0.0.1:1/none", { migrate: false });
    const app = createApp({ database, sessionSecret: "x".repeat(32), storage });
    try {
      const ready = await request(app).get("/readyz");
      expect(ready.status).toBe(503);
      const list = await request(app).get("/api/categories");
      expect(list.status).toBe(503);
      expect(list.body.message).toMatch(/briefly unavailable/);
      expect(list.headers["retry-after"]).toBe("5");
    } finally {
      await database.close();
    }
  });
});

describe("/api errors", () => {
  const ctx = useTestApp();

  it("answers 404 JSON for an unknown API path", async () => {
    const res = await request(ctx.app).get("/api/unknown");
    expect(res.status).toBe(404);
    expect(res.type).toBe("application/json");
    expect(res.body).toEqual({ message: "Not found" });
  });

  it("answers 400 JSON for a malformed JSON body", async () => {
    const res = await request(ctx.app).post("/api/unknown").set("Content-Type", "application/json").send('{"title": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: "The request body is not valid JSON" });
  });

  it("answers 413 JSON for a body over 1 MB", async () => {
    const res = await request(ctx.app)
      .post("/api/unknown")
      .set("Content-Type", "application/json")
      .send(JSON.stringify({ text: "a".repeat(1024 * 1024 + 1) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toMatch(/too large/);
  });
});

describe("compressed API answers", () => {
  const ctx = useTestApp();

  it("gzips a JSON list over 1 KB when the client accepts gzip", async () => {
    await seedDemoContent(ctx.database.db, createLocalStorage({ root: ctx.storageDir, secret: TEST_SECRET }));
    const res = await request(ctx.app).get("/api/posts?limit=20").set("Accept-Encoding", "gzip");
    expect(res.status).toBe(200);
    expect(res.headers["content-encoding"]).toBe("gzip");
    expect(res.body.length).toBe(20);
  });

  it("answers plain, with Vary: Accept-Encoding, a client that does not say what it accepts", async () => {
    await seedDemoContent(ctx.database.db, createLocalStorage({ root: ctx.storageDir, secret: TEST_SECRET }));
    // supertest always sends Accept-Encoding; node:http sends only the headers it is given.
    const server = ctx.app.listen(0, "127.0.0.1");
    await once(server, "listening");
    try {
      const { port } = server.address() as AddressInfo;
      const [res] = (await once(http.get({ host: "127.0.0.1", port, path: "/api/posts?limit=20" }), "response")) as [
        http.IncomingMessage,
      ];
      let body = "";
      for await (const chunk of res) body += String(chunk);
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBeUndefined();
      expect(res.headers["vary"]).toMatch(/Accept-Encoding/i);
      expect((JSON.parse(body) as unknown[]).length).toBe(20);
    } finally {
      server.close();
    }
  });
});

describe("serving the built client", () => {
  const ctx = useTestApp();
  const dist = shellOnlyClientBuild("<!doctype html><div id=root></div>");
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(path.join(dist, "assets", "index-abc123.js"), "console.log(1)");
  // Over the 1 KB threshold, like every real bundle: worth compressing.
  const bundle = `export const words = ${JSON.stringify("calm paws ".repeat(300))};`;
  fs.writeFileSync(path.join(dist, "assets", "app-def456.js"), bundle);
  fs.writeFileSync(path.join(dist, "humans.txt"), "Made with care");
  const app = () =>
    createApp({ database: ctx.database, sessionSecret: "x".repeat(32), storage, serveClient: serveBuiltClient(dist) });

  it("answers client routes with index.html, never cached", async () => {
    for (const route of ["/", "/community", "/no-such-page"]) {
      const res = await request(app()).get(route);
      expect(res.status).toBe(200);
      expect(res.text).toContain("<div id=root>");
      expect(res.headers["cache-control"]).toBe("no-cache");
    }
  });

  it("serves real files as themselves, hashed assets cached for a year", async () => {
    // (robots.txt is no longer one: the server writes it, naming the sitemap.)
    const humans = await request(app()).get("/humans.txt");
    expect(humans.text).toBe("Made with care");
    const asset = await request(app()).get("/assets/index-abc123.js");
    expect(asset.status).toBe(200);
    expect(asset.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("gzips a bundle when the browser accepts gzip, and sends it as is otherwise", async () => {
    const gzipped = await request(app()).get("/assets/app-def456.js").set("Accept-Encoding", "gzip");
    expect(gzipped.headers["content-encoding"]).toBe("gzip");
    expect(gzipped.headers["vary"]).toMatch(/Accept-Encoding/i);
    expect(gzipped.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(gzipped.text).toBe(bundle);
    const plain = await request(app()).get("/assets/app-def456.js").set("Accept-Encoding", "identity");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.text).toBe(bundle);
  });

  it("leaves answers under 1 KB uncompressed: the headers would cost more than gzip saves", async () => {
    const res = await request(app()).get("/assets/index-abc123.js").set("Accept-Encoding", "gzip");
    expect(res.headers["content-encoding"]).toBeUndefined();
  });

  it("answers 404 for a missing file rather than the app", async () => {
    expect((await request(app()).get("/assets/missing-123.js")).status).toBe(404);
    expect((await request(app()).get("/missing.png")).status).toBe(404);
  });

  it("still answers JSON for unknown API paths", async () => {
    const res = await request(app()).get("/api/nope");
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: "Not found" });
  });
});
