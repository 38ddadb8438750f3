/** Development only: Vite in middleware mode, with hot reload over the API server's own port. */
import fs from "node:fs/promises";
import path from "node:path";
import type { Server } from "node:http";
import type { Express } from "express";
import { CLIENT_SOURCE_DIR } from "../lib/app-root";
import { pageRenderer, type ServerEntry } from "./page-renderer";

export async function serveViteDevClient(httpServer: Server, siteUrl: string): Promise<(app: Express) => void> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  // Loaded per request through Vite, so an edited screen renders on the server as it hot-reloads in the browser.
  const renderPage = pageRenderer({
    loadEntry: () => vite.ssrLoadModule("/src/entry-server.tsx") as Promise<ServerEntry>,
    templateFor: async (req) => {
      const template = await fs.readFile(path.join(CLIENT_SOURCE_DIR, "index.html"), "utf8");
      return vite.transformIndexHtml(req.originalUrl, template);
    },
    siteUrl,
  });
  return (app) => {
    app.use(vite.middlewares);
    app.get("/{*path}", (req, res, next) => void renderPage(req, res, next));
  };
}
