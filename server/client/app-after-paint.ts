/**
 * index.html for a server-rendered page with APP_LOADER=after-paint: the app's script and its
 * preloads give way to the loader that asks for them once the page has painted
 * (client/src/load-app-after-paint.ts says why), the default; APP_LOADER=early loads the app with
 * its HTML instead. Either way early presses are held (built-client.ts, early-clicks-tags.ts).
 */
import { chunkFiles, type BuildManifest } from "./build-manifest";
import type { ScreenChunks } from "./route-preloads";

/** The loader's key in the manifest: its source, relative to client/ (a build input in vite.config.ts). */
export const APP_LOADER_SOURCE = "src/load-app-after-paint.ts";
const APP_ENTRY = "index.html";

/**
 * `indexHtml` loading the app after the first paint, with `screen`'s chunks beside it and the code
 * of what the screen can open after them; unchanged when the build has no loader.
 */
export function withAppAfterPaint(
  indexHtml: string,
  manifest: BuildManifest,
  screen: ScreenChunks = { files: [], openable: [] },
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
  return kept.join("\n").replace("</head>", () => `  ${loaderTag}\n  </head>`);
}
