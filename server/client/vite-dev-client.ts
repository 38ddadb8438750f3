/** Development only: Vite in middleware mode, with hot reload over the API server's own port. */
import fs from "node:fs/promises";
import path from "node:path";
import type { Server } from "node:http";
import type { Express } from "express";
import { CLIENT_SOURCE_DIR } from "../lib/app-root";

export async function serveViteDevClient(httpServer: Server): Promise<(app: Express) => void> {
  const { createServer } = await import("vite");
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: httpServer } },
    appType: "custom",
  });
  return (app) => {
    app.use(vite.middlewares);
    app.get("/{*path}", async (req, res, next) => {
      try {
        const template = await fs.readFile(path.join(CLIENT_SOURCE_DIR, "index.html"), "utf8");
        const html = await vite.transformIndexHtml(req.originalUrl, template);
        res.status(200).set("Content-Type", "text/html").end(html);
      } catch (error) {
        next(error);
      }
    });
  };
}
