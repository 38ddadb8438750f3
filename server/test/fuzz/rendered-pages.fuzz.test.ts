/**
 * Fuzzes the server-rendered public pages (docs/decisions.md#server-rendered-pages): any id, slug,
 * username or query string on any of them answers a page (200, or 404 for the not-found screen),
 * never a 5xx, and writes nothing. A render that fails sends the shell (200), so a failing screen
 * is caught by the render's log here: the renderer is asked to report, and the property fails on
 * any report.
 */
import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { CLIENT_SOURCE_DIR } from "../../lib/app-root";
import { pageRenderer, type ServerEntry } from "../../client/page-renderer";
import { useTestApp } from "../test-app";
import { idSegment, queryStringFor, queryValue } from "./arbitraries";
import { expectSafeAnswer, fuzzParameters, fuzzTimeout } from "./fuzz-harness";

const template = fs.readFileSync(path.join(CLIENT_SOURCE_DIR, "index.html"), "utf8");
const failures: unknown[] = [];
const loadEntry = async (): Promise<ServerEntry> => {
  const entry = (await import("../../../client/src/entry-server")) as ServerEntry;
  return {
    isServerRenderedPath: entry.isServerRenderedPath,
    renderPage: (options) =>
      entry.renderPage(options).catch((error: unknown) => {
        failures.push(error);
        throw error;
      }),
  };
};

const ITEM_ROUTES = ["/community", "/stories", "/resources", "/groups", "/blog", "/members", "/pets-social/photos"];
const LIST_ROUTES = [
  "/",
  "/community",
  "/stories",
  "/pets-social",
  "/resources",
  "/groups",
  "/blog",
  "/crisis",
  "/new-post",
  "/share-your-story",
];

const pageUrl = fc.oneof(
  fc.tuple(fc.constantFrom(...ITEM_ROUTES), idSegment).map(([route, id]) => `${route}/${id}`),
  fc
    .tuple(
      fc.constantFrom(...LIST_ROUTES),
      queryStringFor({ category: queryValue, location: queryValue, type: queryValue }),
    )
    .map(([route, query]) => `${route}?${query}`),
);

describe("fuzzing the server-rendered pages", () => {
  const ctx = useTestApp({
    serveClient: (app) => {
      app.get("/{*path}", pageRenderer({ loadEntry, templateFor: () => template }));
    },
  });

  it(
    "GET any public page with any id or query: a page or the not-found page, never a 5xx or a failed render",
    async () => {
      await fc.assert(
        fc.asyncProperty(pageUrl, async (url) => {
          const res = await expectSafeAnswer(ctx.database.db, `GET ${url}`, () => request(ctx.app).get(url));
          // 400: an address that is not even well-formed percent-encoding, refused before any screen.
          expect([200, 404, 400], url).toContain(res.status);
          expect(failures, url).toEqual([]);
        }),
        fuzzParameters(),
      );
    },
    fuzzTimeout(2_000),
  );
});
