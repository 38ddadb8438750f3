import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import crypto from "node:crypto";
import { EARLY_CLICKS_SCRIPT } from "../../client/src/lib/early-clicks";
import { serveBuiltClient } from "./built-client";
import { EARLY_CLICKS_SCRIPT_SOURCE } from "./early-clicks-tags";
import { inProcessApi, keepInProcessApi } from "./in-process-api";

/**
 * A built client as Vite leaves it: index.html loading the entry, the manifest naming each chunk,
 * and beside it the server entry (here one that renders /rendered and leaves the rest to the shell).
 */
function fakeBuild(): string {
  const dist = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-dist-")), "public");
  fs.mkdirSync(path.join(dist, ".vite"), { recursive: true });
  fs.mkdirSync(path.join(dist, "..", "ssr"));
  fs.writeFileSync(
    path.join(dist, "..", "ssr", "entry-server.js"),
    `export const isServerRenderedPath = (path) => path === "/rendered" || path === "/community";
     export const renderPage = async () => ({ html: "<p>Rendered</p>", headHtml: "<title>Rendered</title>", stateJson: "{}", status: 200 });`,
  );
  fs.mkdirSync(path.join(dist, "assets"));
  fs.writeFileSync(
    path.join(dist, "index.html"),
    [
      "<!doctype html><html><head>",
      '<script type="module" crossorigin src="/assets/index-1.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
      '</head><body><div id="root"><!--app--><header>Shell</header><!--/app--></div></body></html>',
    ].join("\n"),
  );
  const manifest = {
    "index.html": {
      file: "assets/index-1.js",
      isEntry: true,
      imports: ["_react-1.js"],
      dynamicImports: ["src/pages/home-page.tsx", "src/pages/admin-page.tsx", "src/pages/rendered-page.tsx"],
    },
    "_react-1.js": { file: "assets/react-1.js" },
    "_forms-1.js": { file: "assets/forms-1.js", imports: ["_react-1.js"] },
    "src/features/posts/new-post-dialog.tsx": {
      file: "assets/new-post-dialog-1.js",
      imports: ["_forms-1.js", "_skeleton-1.js"],
    },
    "_skeleton-1.js": { file: "assets/skeleton-1.js", imports: ["_react-1.js"] },
    "src/pages/home-page.tsx": { file: "assets/home-page-1.js", imports: ["_skeleton-1.js", "_react-1.js"] },
    "src/pages/community-page.tsx": {
      file: "assets/community-page-1.js",
      imports: ["_skeleton-1.js", "index.html"],
      dynamicImports: ["src/features/posts/new-post-dialog.tsx"],
    },
    "src/pages/admin-page.tsx": { file: "assets/admin-page-1.js", imports: ["_react-1.js"] },
    "src/pages/rendered-page.tsx": { file: "assets/rendered-page-1.js", imports: ["_skeleton-1.js"] },
    "src/pages/discussion-page.tsx": { file: "assets/discussion-page-1.js", imports: ["_skeleton-1.js"] },
    "src/load-app-after-paint.ts": { file: "assets/load-app-after-paint-1.js", isEntry: true },
  };
  fs.writeFileSync(path.join(dist, ".vite", "manifest.json"), JSON.stringify(manifest));
  return dist;
}

function appFor(dist: string, options?: Parameters<typeof serveBuiltClient>[1]) {
  const app = express();
  // A page render reads through the app's in-process API (server/app.ts keeps one): these pages read nothing.
  keepInProcessApi(app, inProcessApi({ routes: express.Router(), whoIsAsking: [(_req, _res, next) => next()], app }));
  serveBuiltClient(dist, options)(app);
  return app;
}

const preloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
/** The text of each inline script that runs (not the JSON data block, which never does). */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*type="application\/json")[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => match[1],
  );
/** What a page preloads at low priority: the code of the dialogs and forms its screen can open. */
const lowPreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload" crossorigin fetchpriority="low" href="([^"]+)">/g)].map(
    (match) => match[1],
  );
const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64");
/** What fakeBuild's index.html preloads itself, for the app's entry. */
const ENTRY_PRELOADS = ["/assets/react-1.js"];
const screenPreloads = (html: string) => preloads(html).filter((href) => !ENTRY_PRELOADS.includes(href!));

describe("server-rendered pages", () => {
  const app = appFor(fakeBuild(), { appLoader: "early" });

  it("sends a public page rendered, in the shell's place, and any other route the shell", async () => {
    const rendered = await request(app).get("/rendered");
    expect(rendered.status).toBe(200);
    expect(rendered.text).toContain('<div id="root"><p>Rendered</p></div>');
    expect(rendered.text).toContain('<script type="application/json" id="server-data">{}</script>');
    expect(rendered.headers.vary).toContain("Cookie");
    const shell = await request(app).get("/settings");
    expect(shell.text).toContain("<header>Shell</header>");
    expect(shell.text).not.toContain("server-data");
  });

  it("loads the app and the screen's chunks with a rendered page's HTML, and holds early presses", async () => {
    const rendered = (await request(app).get("/rendered")).text;
    const head = rendered.slice(0, rendered.indexOf("</head>"));
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(preloads(head)).toEqual(["/assets/react-1.js", "/assets/rendered-page-1.js", "/assets/skeleton-1.js"]);
    // A screen's main action (New Post on /community) comes after, at low priority; a screen without one has none.
    expect(lowPreloads(head)).toEqual([]);
    expect(lowPreloads((await request(app).get("/community")).text)).toEqual([
      "/assets/new-post-dialog-1.js",
      "/assets/forms-1.js",
    ]);
    expect(rendered).not.toContain("load-app-after-paint");
    // The catcher, inline, with the very text whose hash the Content-Security-Policy allows.
    expect(head).toContain(`<script>${EARLY_CLICKS_SCRIPT}</script>`);
    expect(inlineScripts(rendered)).toEqual([EARLY_CLICKS_SCRIPT]);
    expect(EARLY_CLICKS_SCRIPT_SOURCE).toBe(`'sha256-${sha256(EARLY_CLICKS_SCRIPT)}'`);
    // The shell draws nothing before the app runs: it has no button to hold.
    const shell = (await request(app).get("/settings")).text;
    expect(inlineScripts(shell)).toEqual([]);
  });

  it("by default loads the app once a rendered page has painted, and holds early presses meanwhile", async () => {
    const afterPaint = appFor(fakeBuild());
    const rendered = (await request(afterPaint).get("/rendered")).text;
    expect(preloads(rendered)).toEqual([]);
    expect(lowPreloads(rendered)).toEqual([]);
    expect(rendered).not.toContain('src="/assets/index-1.js"');
    expect(inlineScripts(rendered)).toEqual([EARLY_CLICKS_SCRIPT]);
    // The loader is told the app's chunks and the screen's, then those of the screen's main action.
    expect(rendered).toContain(
      '<script type="module" crossorigin src="/assets/load-app-after-paint-1.js" ' +
        'data-app-modules="/assets/index-1.js /assets/react-1.js /assets/rendered-page-1.js /assets/skeleton-1.js"></script>',
    );
    expect((await request(afterPaint).get("/community")).text).toContain(
      'data-app-modules="/assets/index-1.js /assets/react-1.js /assets/community-page-1.js /assets/skeleton-1.js" ' +
        'data-app-openable="/assets/new-post-dialog-1.js /assets/forms-1.js"></script>',
    );
  });

  it("sends every page the shell, its screen preloaded, when rendering is off", async () => {
    const shellOnly = appFor(fakeBuild(), { isServerRendering: false });
    const shell = (await request(shellOnly).get("/rendered")).text;
    expect(shell).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
    expect(preloads(shell)).toEqual(["/assets/react-1.js", "/assets/rendered-page-1.js", "/assets/skeleton-1.js"]);
    expect(inlineScripts(shell)).toEqual([]);
  });
});

describe("per-screen modulepreload", () => {
  const app = appFor(fakeBuild(), { appLoader: "early" });

  it("names the screen's chunk and what it imports, but not what index.html already loads", async () => {
    const home = await request(app).get("/");
    expect(home.status).toBe(200);
    expect(home.headers["cache-control"]).toBe("no-cache");
    expect(screenPreloads(home.text)).toEqual(["/assets/home-page-1.js", "/assets/skeleton-1.js"]);
    expect(screenPreloads((await request(app).get("/community")).text)).toEqual([
      "/assets/community-page-1.js",
      "/assets/skeleton-1.js",
    ]);
  });

  it("names an item page's screen, which is named for what it shows", async () => {
    expect(screenPreloads((await request(app).get("/community/abc-123")).text)).toEqual([
      "/assets/discussion-page-1.js",
      "/assets/skeleton-1.js",
    ]);
    expect(screenPreloads((await request(app).get("/community/abc-123/more")).text)).toEqual([]);
  });

  it("keeps other screens' code, such as /admin's, out of a page's preloads", async () => {
    const home = await request(app).get("/");
    expect(home.text).not.toContain("admin-page");
    expect(screenPreloads((await request(app).get("/admin")).text)).toEqual(["/assets/admin-page-1.js"]);
  });

  it("serves an unknown route the plain index.html, and never the manifest", async () => {
    const unknown = await request(app).get("/no-such-page");
    expect(unknown.status).toBe(200);
    expect(preloads(unknown.text)).toEqual(ENTRY_PRELOADS);
    expect((await request(app).get("/.vite/manifest.json")).status).toBe(404);
  });

  it("serves a member page whose name has a dot, but not a missing file", async () => {
    const member = await request(app).get("/members/sam.jones");
    expect(member.status).toBe(200);
    expect(member.text).toContain('<div id="root"><!--app-->');
    expect((await request(app).get("/assets/missing-1.js")).status).toBe(404);
  });
});

describe("the installable app's files", () => {
  const dist = fakeBuild();
  fs.writeFileSync(path.join(dist, "sw.js"), "self.addEventListener('fetch', () => {});");
  fs.writeFileSync(path.join(dist, "manifest.webmanifest"), '{"name":"PawsWell"}');
  fs.writeFileSync(path.join(dist, "offline.html"), "<!doctype html><title>You're offline</title>");
  const app = appFor(dist);

  it("serves the worker and the manifest as themselves, checked again on every visit", async () => {
    const worker = await request(app).get("/sw.js");
    expect(worker.status).toBe(200);
    expect(worker.headers["content-type"]).toMatch(/^(text|application)\/javascript/);
    expect(worker.headers["cache-control"]).toBe("no-cache");
    expect(worker.headers["service-worker-allowed"]).toBeUndefined();
    const manifest = await request(app).get("/manifest.webmanifest");
    expect(manifest.status).toBe(200);
    expect(manifest.headers["content-type"]).toMatch(/^application\/manifest\+json/);
    expect(manifest.headers["cache-control"]).toBe("no-cache");
  });

  it("keeps the build's other files an hour, and never answers them with the app's page", async () => {
    const offline = await request(app).get("/offline.html");
    expect(offline.headers["cache-control"]).toBe("public, max-age=3600");
    expect(offline.text).toContain("You're offline");
    expect((await request(app).get("/sw-missing.js")).status).toBe(404);
  });
});
