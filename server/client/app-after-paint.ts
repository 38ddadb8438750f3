/**
 * index.html for a server-rendered page with APP_LOADER=after-paint: the app's script and its
 * preloads give way to the loader that asks for them once the page has painted
 * (client/src/load-app-after-paint.ts says why), the default; APP_LOADER=early loads the app with
 * its HTML instead. Either way early presses are held (built-client.ts, early-clicks-tags.ts).
 */
import crypto from "node:crypto";
import { CREATE_PAGES } from "../../client/src/lib/create-pages";
import { chunkFiles, type BuildManifest } from "./build-manifest";
import type { ScreenChunks } from "./route-preloads";

/** The loader's key in the manifest: its source, relative to client/ (a build input in vite.config.ts). */
export const APP_LOADER_SOURCE = "src/load-app-after-paint.ts";
const APP_ENTRY = "index.html";

/**
 * The page a screen's main button leads to when pressed before the app is ready (New Post, Share
 * Your Story: lib/create-pages.ts, lazyDialog's pageBeforeReady), by the screen's route as
 * route-preloads.ts names screens. The page is one for every reader: a visitor's /community has no
 * New Post, but its Join to Post leads to /new-post as well.
 */
const PAGE_BEFORE_READY_BY_SCREEN: Readonly<Record<string, string>> = {
  "/community": CREATE_PAGES.post.path,
  "/stories": CREATE_PAGES.story.path,
};

/**
 * Speculation rules asking Chromium to fetch `page` at once, and keep it for a navigation there.
 * Such a button is pressed about 0.3 s after LCP on a phone, and the app's own files, asked for
 * after the first paint, hold every connection for seconds on slow 4G: a `<link rel="prefetch">`
 * (lowest priority, after them) had not even started by then, and the tap waited a round trip
 * and the page's bytes. Rules in the HTML are read as soon as the stylesheet is in, so the page is
 * asked for before the app's files and is there when the button is pressed
 * (docs/performance.md#the-first-working-click-on-a-phone-28-november-2026). A GET of a form:
 * nothing is written. The text is allowed by its hash (PAGE_PREFETCH_RULES_SOURCES).
 */
export function pagePrefetchRules(page: string): string {
  return JSON.stringify({ prefetch: [{ urls: [page], eagerness: "immediate" }] });
}

/** The Content-Security-Policy's script-src sources allowing each page's rules, by their hashes. */
export const PAGE_PREFETCH_RULES_SOURCES: readonly string[] = Object.values(CREATE_PAGES).map(
  ({ path }) => `'sha256-${crypto.createHash("sha256").update(pagePrefetchRules(path), "utf8").digest("base64")}'`,
);

/**
 * `indexHtml` loading the app after the first paint, with the chunks of the screen at `route`
 * beside it and the code of what the screen can open after them, and the page its main button
 * leads to before the app is ready at once (pagePrefetchRules); unchanged when the build has no
 * loader.
 */
export function withAppAfterPaint(
  indexHtml: string,
  manifest: BuildManifest,
  screen: ScreenChunks = { files: [], openable: [] },
  route?: string,
): string {
  const loader = manifest[APP_LOADER_SOURCE];
  const entry = manifest[APP_ENTRY];
  if (!loader || !entry) return indexHtml;
  const appFiles = [...chunkFiles(manifest, APP_ENTRY)];
  const [, ...importedFiles] = appFiles;
  // Vite writes each of these tags on a line of its own.
  const appTags = new Set([
    `<script type="module" crossorigin src="/${entry.file}"></script>`,
    ...importedFiles.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ]);
  const lines = indexHtml.split("\n");
  const kept = lines.filter((line) => !appTags.has(line.trim()));
  if (lines.length - kept.length !== appTags.size) {
    throw new Error("index.html does not load the app as Vite writes it: has the build's format changed?");
  }
  const paths = (files: string[]) => files.map((file) => `/${file}`).join(" ");
  const modules = paths([...appFiles, ...screen.files]);
  const openable = screen.openable.length > 0 ? ` data-app-openable="${paths(screen.openable)}"` : "";
  const loaderTag = `<script type="module" crossorigin src="/${loader.file}" data-app-modules="${modules}"${openable}></script>`;
  const page = route === undefined ? undefined : PAGE_BEFORE_READY_BY_SCREEN[route];
  const rulesTag = page ? `<script type="speculationrules">${pagePrefetchRules(page)}</script>\n    ` : "";
  return kept.join("\n").replace("</head>", () => `  ${rulesTag}${loaderTag}\n  </head>`);
}
