/**
 * Links never come from the Host header (docs/security.md#the-third-probes-findings, finding 7):
 * the real production server started as `npm start` starts it on a fresh machine (no PUBLIC_URL)
 * says at start which variable to set, and robots.txt, the sitemaps and the feeds, which caches
 * keep for five minutes, link to its own address whatever Host a request names. And what it makes
 * for itself on a fresh machine is what it uses: the push key browsers subscribe with is the pair it
 * keeps in its data folder (docs/configuration.md), which signs its notices.
 */
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FEED_PATHS } from "@shared/feed-paths";
import { freePort } from "./test/free-port";
import { startApiOnlyProcess, type ApiOnlyProcess } from "./test/api-only-process";

const FORGED_HOST = "evil.example";

/** GET `pathname` naming `host` as the Host header; resolves with the status and body. */
function get(port: number, pathname: string, host: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = http.get({ host: "127.0.0.1", port, path: pathname, headers: { Host: host } }, (res) => {
      let text = "";
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => (text += chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, text }));
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

describe("a production server without PUBLIC_URL", () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-site-address-"));
  let server: ApiOnlyProcess;
  let port: number;

  beforeAll(async () => {
    port = await freePort();
    server = await startApiOnlyProcess({ port, dataDir });
  }, 90_000);

  afterAll(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("starts, and says at start that PUBLIC_URL is not set and where its links point", () => {
    expect(server.output()).toContain(
      `PUBLIC_URL is not set: links in pages, feeds, sitemaps, robots.txt and mail point at`,
    );
    expect(server.output()).toContain(`http://localhost:${port}`);
  });

  it("links robots.txt, the sitemaps and the feeds to its own address, never to the Host a request names", async () => {
    const own = `http://localhost:${port}`;
    for (const pathname of [
      "/robots.txt",
      "/sitemap.xml",
      "/sitemaps/pages-1.xml",
      FEED_PATHS.blog.rss,
      FEED_PATHS.stories.atom,
    ]) {
      const res = await get(port, pathname, FORGED_HOST);
      expect(res.status, pathname).toBe(200);
      expect(res.text, pathname).not.toContain(FORGED_HOST);
      expect(res.text, pathname).toContain(own);
    }
  });

  it("hands browsers the push key it keeps in its data folder", async () => {
    const kept = JSON.parse(fs.readFileSync(path.join(dataDir, "vapid-keys.json"), "utf8")) as { publicKey: string };
    const res = await get(port, "/api/push/key", `localhost:${port}`);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.text)).toEqual({ publicKey: kept.publicKey });
  });
});
