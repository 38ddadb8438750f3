import { describe, expect, it } from "vitest";
import crypto from "node:crypto";
import {
  APP_LOADER_SOURCE,
  PAGE_PREFETCH_RULES_SOURCES,
  pagePrefetchRules,
  withAppAfterPaint,
} from "./app-after-paint";
import type { BuildManifest } from "./build-manifest";

/** index.html as Vite writes it: the entry's script, then a preload per chunk it imports, then the CSS. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>PawsWell</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
    <link rel="modulepreload" crossorigin href="/assets/runtime-1.js">
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body><div id="root"><!--app--><!--/app--></div></body>
</html>`;

const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react-1.js"] },
  "_react-1.js": { file: "assets/react-1.js", imports: ["_runtime-1.js"] },
  "_runtime-1.js": { file: "assets/runtime-1.js" },
  [APP_LOADER_SOURCE]: { file: "assets/load-app-after-paint-1.js", isEntry: true },
};

describe("withAppAfterPaint", () => {
  it("puts the loader in place of the app's script and preloads, naming them for it, and keeps the CSS", () => {
    const html = withAppAfterPaint(INDEX_HTML, MANIFEST);
    expect(html).not.toContain('src="/assets/index-1.js"');
    expect(html).not.toContain("modulepreload");
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-1.css">');
    expect(html).toContain(
      '<script type="module" crossorigin src="/assets/load-app-after-paint-1.js" data-app-modules="/assets/index-1.js /assets/react-1.js /assets/runtime-1.js"></script>\n  </head>',
    );
    // No blank lines where the tags were.
    expect(html).not.toMatch(/\n\s*\n/);
  });

  it("names the screen's chunks after the app's, and what the screen can open apart, for the loader to fetch at low priority", () => {
    const html = withAppAfterPaint(INDEX_HTML, MANIFEST, {
      files: ["assets/stories-page-1.js"],
      openable: ["assets/share-dialog-1.js", "assets/forms-1.js"],
    });
    expect(html).toContain(
      'data-app-modules="/assets/index-1.js /assets/react-1.js /assets/runtime-1.js /assets/stories-page-1.js" ' +
        'data-app-openable="/assets/share-dialog-1.js /assets/forms-1.js"></script>',
    );
  });

  it("has a screen whose button leads to a page before the app is ready ask for that page at once, before the loader", () => {
    const html = withAppAfterPaint(
      INDEX_HTML,
      MANIFEST,
      { files: ["assets/stories-page-1.js"], openable: [] },
      "/stories",
    );
    expect(html).toContain(
      '<script type="speculationrules">{"prefetch":[{"urls":["/share-your-story"],"eagerness":"immediate"}]}</script>\n' +
        '    <script type="module" crossorigin src="/assets/load-app-after-paint-1.js"',
    );
    // Other screens, and a page without a screen of its own, ask for no page.
    expect(
      withAppAfterPaint(INDEX_HTML, MANIFEST, { files: ["assets/groups-page-1.js"], openable: [] }, "/groups"),
    ).not.toContain("speculationrules");
    expect(withAppAfterPaint(INDEX_HTML, MANIFEST)).not.toContain("speculationrules");
  });

  it("has the Content-Security-Policy allow each page's rules by the hash of their text", () => {
    const hashOf = (text: string) => `'sha256-${crypto.createHash("sha256").update(text).digest("base64")}'`;
    expect(PAGE_PREFETCH_RULES_SOURCES).toEqual([
      hashOf(pagePrefetchRules("/new-post")),
      hashOf(pagePrefetchRules("/share-your-story")),
    ]);
  });

  it("leaves index.html as it is for a build without the loader", () => {
    const { [APP_LOADER_SOURCE]: _loader, ...withoutLoader } = MANIFEST;
    expect(withAppAfterPaint(INDEX_HTML, withoutLoader)).toBe(INDEX_HTML);
  });

  it("refuses an index.html that does not load the app as Vite writes it, rather than load it twice", () => {
    const rewritten = INDEX_HTML.replace('crossorigin src="/assets/index-1.js"', 'src="/assets/index-1.js"');
    expect(() => withAppAfterPaint(rewritten, MANIFEST)).toThrow(/format/);
  });
});
