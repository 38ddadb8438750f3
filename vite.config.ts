import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Import aliases shared by the client build, the server bundle and the tests. */
export const aliases = {
  "@": path.join(root, "client", "src"),
  "@shared": path.join(root, "shared"),
};

// Two builds: the browser's (dist/public), and with --ssr the app's server entry
// (dist/ssr/entry-server.js), which server/client/page-renderer.ts renders public pages with.
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, "client"),
  publicDir: path.join(root, "client", "public"),
  plugins: [react(), tailwindcss()],
  resolve: { alias: aliases },
  build: isSsrBuild
    ? { outDir: path.join(root, "dist", "ssr"), emptyOutDir: true, sourcemap: true }
    : {
        outDir: path.join(root, "dist", "public"),
        emptyOutDir: true,
        sourcemap: false,
        // Read by the server (server/client/build-manifest.ts) to name each screen's chunks in the
        // shell's HTML, and to load the app after the first paint on a rendered page.
        manifest: true,
        rollupOptions: {
          input: {
            index: path.join(root, "client", "index.html"),
            "load-app-after-paint": path.join(root, "client", "src", "load-app-after-paint.ts"),
          },
        },
      },
}));
