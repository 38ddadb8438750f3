import path from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { VitePWA, type ManifestOptions } from "vite-plugin-pwa";
import { OFFLINE_PAGE_FILE, renderOfflinePage } from "./client/src/service-worker/offline-page.ts";

const root = path.dirname(fileURLToPath(import.meta.url));

/** Import aliases shared by the client build, the server bundle and the tests. */
export const aliases = {
  "@": path.join(root, "client", "src"),
  "@shared": path.join(root, "shared"),
};

/** Libraries only forms use: react-hook-form and zod's parsers (zod's settings are in the entry). */
const FORM_LIBRARIES = /node_modules[\\/](zod|react-hook-form|@hookform)[\\/]/;
/** Radix's dialog and what it brings: a page's own dialogs (content warnings) use it too. */
const DIALOG_LIBRARIES =
  /node_modules[\\/](@radix-ui|@floating-ui|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es|tslib)[\\/]/;
const APP_CODE = /[\\/]client[\\/]src[\\/]|[\\/]shared[\\/]|node_modules/;
/** The build's entries and the page's own script: without them index.html would have no chunk of its own. */
const ENTRY_MODULES = /[\\/]main\.tsx$|\.html$|[\\/]load-app-after-paint\.ts$/;

/**
 * The module graph's sides, known once the build has read it: what the app's entry loads before
 * anything else (its static imports), and what leads to a form library or to Radix's dialog.
 */
function moduleSides() {
  const initial = new Set<string>();
  const reachesForms = new Set<string>();
  const reachesDialogs = new Set<string>();
  const plugin: Plugin = {
    name: "pawswell:module-sides",
    apply: "build",
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const imports = (id: string) => this.getModuleInfo(id)?.importedIds ?? [];
      const pending = ids.filter((id) => this.getModuleInfo(id)?.isEntry);
      while (pending.length > 0) {
        const id = pending.pop()!;
        if (initial.has(id)) continue;
        initial.add(id);
        pending.push(...imports(id));
      }
      const importers = new Map<string, string[]>();
      for (const id of ids)
        for (const imported of imports(id)) importers.set(imported, [...(importers.get(imported) ?? []), id]);
      const markImporters = (libraries: RegExp, into: Set<string>) => {
        const towards = ids.filter((id) => libraries.test(id));
        while (towards.length > 0) {
          const id = towards.pop()!;
          if (into.has(id)) continue;
          into.add(id);
          towards.push(...(importers.get(id) ?? []));
        }
      };
      markImporters(FORM_LIBRARIES, reachesForms);
      markImporters(DIALOG_LIBRARIES, reachesDialogs);
    },
  };
  return {
    plugin,
    isInitial: (id: string) => initial.has(id),
    reachesForms: (id: string) => reachesForms.has(id),
    reachesDialogs: (id: string) => reachesDialogs.has(id),
  };
}
const sides = moduleSides();

/** The web app manifest (manifest.webmanifest, linked from the built index.html by vite-plugin-pwa). */
const APP_MANIFEST: Partial<ManifestOptions> = {
  name: "PawsWell",
  short_name: "PawsWell",
  description:
    "A calm community for mental wellness through bonds with animals and therapy animals: discussions, stories, local peer groups and resources.",
  id: "/",
  start_url: "/",
  scope: "/",
  display: "standalone",
  theme_color: "#0f5f58",
  background_color: "#fdfcf8",
  lang: "en",
  // Drawn from the paw mark by tools/make-app-icons.ts.
  icons: [
    { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
    { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
    { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
  ],
  shortcuts: [
    { name: "New Post", url: "/new-post", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
    { name: "Get help now", url: "/crisis", icons: [{ src: "/icons/icon-192.png", sizes: "192x192" }] },
  ],
};

/**
 * The installable app (client/src/service-worker/sw.ts says what the worker does): the manifest,
 * the worker built apart from the app (its own small build, so the app's chunk groups above never
 * see it) with the list of files to precache written into it, and the offline page it falls back to.
 */
function installableApp(): Plugin[] {
  const offlinePage: Plugin = {
    name: "pawswell:offline-page",
    apply: "build",
    generateBundle() {
      this.emitFile({ type: "asset", fileName: OFFLINE_PAGE_FILE, source: renderOfflinePage() });
    },
  };
  const worker = VitePWA({
    strategies: "injectManifest",
    srcDir: "src/service-worker",
    filename: "sw.ts",
    // Registered by the app once the page has loaded (features/install-app/register-service-worker.ts).
    injectRegister: false,
    manifest: APP_MANIFEST,
    includeManifestIcons: false,
    injectManifest: {
      // The app's code and styles (so a kept page comes alive offline: /crisis's country picker),
      // the offline page and what it shows. Not index.html: the server fills it per page. Not the
      // fonts or illustrations: a page offline draws with the system's fonts.
      globPatterns: ["assets/**/*.{js,css}", OFFLINE_PAGE_FILE, "offline-page.js", "favicon.svg", "icons/icon-192.png"],
    },
  });
  return [offlinePage, ...worker];
}

// Two builds: the browser's (dist/public), and with --ssr the app's server entry
// (dist/ssr/entry-server.js), which server/client/page-renderer.ts renders public pages with.
export default defineConfig(({ isSsrBuild }) => ({
  root: path.join(root, "client"),
  publicDir: path.join(root, "client", "public"),
  plugins: [react(), tailwindcss(), sides.plugin, ...(isSsrBuild ? [] : installableApp())],
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
        rolldownOptions: {
          output: {
            // By default every set of modules two lazy chunks share becomes a chunk of its own: 150
            // files, 127 of them under 2 KB, and a throttled phone waits a round trip for each (the
            // stories page and its dialog took 59). Four groups instead: what the entry loads first
            // and the screens share too (else split off the entry in 9 small files; zod's parsers
            // stay out of it), Radix's dialog, the forms' code (react-hook-form, zod and every
            // module that leads to them), and what four or more screens share that needs neither.
            // No group pulls a module's dependencies along, which would move the entry's own into a
            // screen's chunk (docs/performance.md, the first working click).
            codeSplitting: {
              includeDependenciesRecursively: false,
              groups: [
                {
                  name: "app",
                  test: (id: string) => sides.isInitial(id) && !FORM_LIBRARIES.test(id) && !ENTRY_MODULES.test(id),
                  minShareCount: 2,
                  priority: 4,
                },
                {
                  name: "dialogs",
                  test: (id: string) => !sides.isInitial(id) && DIALOG_LIBRARIES.test(id),
                  priority: 3,
                },
                {
                  name: "forms",
                  test: (id: string) =>
                    !sides.isInitial(id) && (FORM_LIBRARIES.test(id) || (APP_CODE.test(id) && sides.reachesForms(id))),
                  minShareCount: 2,
                  priority: 2,
                },
                {
                  name: "screens",
                  test: (id: string) =>
                    !sides.isInitial(id) && APP_CODE.test(id) && !sides.reachesForms(id) && !sides.reachesDialogs(id),
                  minShareCount: 4,
                  priority: 1,
                },
              ],
            },
          },
          input: {
            index: path.join(root, "client", "index.html"),
            "load-app-after-paint": path.join(root, "client", "src", "load-app-after-paint.ts"),
          },
        },
      },
}));
