/** A client build laid out as `npm run build` leaves dist/, for tests of how the server serves it. */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/**
 * A temporary dist/: `public/` holding `indexHtml` (returned: serveBuiltClient's folder), and
 * `ssr/entry-server.js` beside it, whose every screen keeps the shell, so a test of files, headers
 * or compression reads index.html as it wrote it.
 */
export function shellOnlyClientBuild(indexHtml: string): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "pawswell-dist-"));
  const publicDir = path.join(root, "public");
  fs.mkdirSync(publicDir);
  fs.mkdirSync(path.join(root, "ssr"));
  fs.writeFileSync(path.join(publicDir, "index.html"), indexHtml);
  fs.writeFileSync(
    path.join(root, "ssr", "entry-server.js"),
    `export const isServerRenderedPath = () => false;
     export const renderPage = () => Promise.reject(new Error("no screen is rendered here"));`,
  );
  return publicDir;
}
