/** Serves the built SPA: real files as themselves, client routes as index.html. */
import fs from "node:fs";
import path from "node:path";
import express, { type Express } from "express";
import { ITEM_PATHS } from "@shared/item-urls";
import { routePreloadTags } from "./route-preloads";

/** Where member pages live: `/members/` and the name. */
const MEMBER_PAGES = ITEM_PATHS.member("");

export function serveBuiltClient(distDir: string): (app: Express) => void {
  const indexFile = path.join(distDir, "index.html");
  if (!fs.existsSync(indexFile)) {
    throw new Error(`The web client is not built (${indexFile} is missing). Run "npm run build" first.`);
  }
  // Read once: the built files never change while the process runs.
  const indexHtml = fs.readFileSync(indexFile, "utf8");
  const pageHtml = new Map<string, string>();
  for (const [route, tags] of routePreloadTags(distDir))
    pageHtml.set(route, indexHtml.replace("</head>", `  ${tags}\n  </head>`));

  return (app) => {
    // File names under /assets carry a content hash, so they never change: cache them for a year.
    app.use("/assets", express.static(path.join(distDir, "assets"), { immutable: true, maxAge: "1y", index: false }));
    app.use(express.static(distDir, { index: false, maxAge: "1h" }));
    app.get("/{*path}", (req, res, next) => {
      // A missing file (it has an extension) is a 404, not the app; a client route gets the app.
      // A member's page is a client route whatever the name: "sam.jones" is a username, not a file.
      if (path.extname(req.path) !== "" && !req.path.startsWith(MEMBER_PAGES)) {
        next();
        return;
      }
      res
        .set("Cache-Control", "no-cache")
        .type("html")
        .send(pageHtml.get(req.path) ?? indexHtml);
    });
  };
}
