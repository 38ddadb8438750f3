/** Serves the built SPA: real files as themselves, public pages rendered, other client routes as index.html. */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import express, { type Express } from "express";
import { isFilePath } from "../lib/file-paths";
import { pageRenderer, type ServerEntry } from "./page-renderer";
import { withAppAfterPaint } from "./app-after-paint";
import { readBuildManifest } from "./build-manifest";
import { withEarlyClicks } from "./early-clicks-tags";
import { checkAppFilesEveryVisit } from "./installable-app-files";
import { routePreloadTags, screenChunks, screenOf } from "./route-preloads";

export interface BuiltClientOptions {
  /** PUBLIC_URL (server/env.ts), for pages' canonical and Open Graph addresses. */
  siteUrl?: string;
  /** SERVER_RENDERING: false sends every client route the shell. */
  isServerRendering?: boolean;
  /** APP_LOADER: how a rendered page loads the app (see below); "after-paint" unless asked. */
  appLoader?: AppLoader;
}

/** "after-paint": once the page has painted; "early": with the HTML. Either way, buttons pressed before the app is ready are held. */
export type AppLoader = "early" | "after-paint";

/**
 * `distDir` is the browser build (dist/public); the server build of the app sits beside it
 * (dist/ssr/entry-server.js, from `vite build --ssr`).
 */
export function serveBuiltClient(
  distDir: string,
  { siteUrl, isServerRendering = true, appLoader = "after-paint" }: BuiltClientOptions = {},
): (app: Express) => void {
  const indexFile = path.join(distDir, "index.html");
  const entryFile = path.join(distDir, "..", "ssr", "entry-server.js");
  for (const file of [indexFile, entryFile]) {
    if (!fs.existsSync(file)) {
      throw new Error(`The web client is not built (${file} is missing). Run "npm run build" first.`);
    }
  }
  // Read once: the built files never change while the process runs.
  const indexHtml = fs.readFileSync(indexFile, "utf8");
  const manifest = readBuildManifest(distDir);
  // A screen sent as the shell draws nothing until its code has run, so its HTML names its chunks
  // to download beside the app (route-preloads.ts).
  const shellHtml = new Map<string, string>();
  for (const [screen, tags] of manifest ? routePreloadTags(manifest) : [])
    shellHtml.set(screen, indexHtml.replace("</head>", `  ${tags}\n  </head>`));
  const shellFor = (requestPath: string) => shellHtml.get(screenOf(requestPath)) ?? indexHtml;
  // A rendered page is drawn by its HTML and CSS alone, but its buttons work only once the app has
  // hydrated it. A button pressed before then is held, shown as getting ready, and pressed again
  // once the app is ready (the early-click catcher, early-clicks-tags.ts), so no press is lost,
  // whichever way the app is loaded. "after-paint" (the default) asks for the app once the page has
  // painted (app-after-paint.ts), so a slow phone's bandwidth goes to the page first, and names
  // the screen's chunks and its main action's for it; "early" asks for them with the HTML: dialogs
  // open 1-1.5 s sooner on a throttled phone, but Lighthouse's LCP about doubles on most pages
  // (docs/performance.md#the-first-working-click-on-a-phone-28-november-2026), so it is not the
  // default.
  const afterPaintDefault = withEarlyClicks(manifest ? withAppAfterPaint(indexHtml, manifest) : indexHtml);
  const afterPaintHtml = new Map(
    [...(manifest ? screenChunks(manifest) : [])].map(([screen, chunks]) => [
      screen,
      withEarlyClicks(withAppAfterPaint(indexHtml, manifest!, chunks, screen)),
    ]),
  );
  const renderedHtml = new Map([...shellHtml].map(([screen, html]) => [screen, withEarlyClicks(html)]));
  const renderedDefault = withEarlyClicks(indexHtml);
  const renderedFor = (requestPath: string) =>
    appLoader === "after-paint"
      ? (afterPaintHtml.get(screenOf(requestPath)) ?? afterPaintDefault)
      : (renderedHtml.get(screenOf(requestPath)) ?? renderedDefault);
  const entry = import(pathToFileURL(entryFile).href) as Promise<ServerEntry>;

  const renderPage = pageRenderer({
    loadEntry: () => entry,
    templateFor: (req, { isRendered }) => (isRendered ? renderedFor(req.path) : shellFor(req.path)),
    siteUrl,
  });

  // A page a visitor reads is kept for the next by the anonymous cache (server/visitor-cache), in front of all this.
  return (app) => {
    // File names under /assets carry a content hash, so they never change: cache them for a year.
    app.use("/assets", express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    // Every file of the build has an extension: a path without one is a client route, and a look
    // on disk for it (a stat per page view) would find nothing.
    const buildFiles = express.static(distDir, {
      index: false,
      maxAge: "1h",
      setHeaders: checkAppFilesEveryVisit(distDir),
    });
    app.use((req, res, next) => (isFilePath(req.path) ? buildFiles(req, res, next) : next()));
    app.get("/{*path}", (req, res, next) => {
      // A missing file (it has an extension) is a 404, not the app; a client route gets the app.
      // A member's page is a client route whatever the name: "sam.jones" is a username, not a file.
      if (isFilePath(req.path)) {
        next();
        return;
      }
      if (isServerRendering) void renderPage(req, res, next);
      else res.set("Cache-Control", "no-cache").type("html").send(shellFor(req.path));
    });
  };
}
