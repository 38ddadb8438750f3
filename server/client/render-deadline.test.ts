/**
 * A render that does not finish in time is given up: the reader gets the shell at once (the app
 * then draws the page in the browser), never a request that hangs behind a stuck API call.
 */
import express from "express";
import request from "supertest";
import { describe, expect, it } from "vitest";
import { pageRenderer, type ServerEntry } from "./page-renderer";

const SHELL = '<!doctype html><div id="root"><!--app--><!--/app--></div>';

/** The app's server entry, as built; its renders call the API through the transport given. */
const loadAppEntry = () => import("../../client/src/entry-server") as Promise<ServerEntry>;

describe("the render deadline", () => {
  it("stops the app's render when its API never answers, so the page can be sent another way", async () => {
    const entry = await loadAppEntry();
    // Rendered once first, so the deadline falls while the render waits for its data, not while it loads.
    const answersEmpty = () => Promise.resolve(new Response("[]", { headers: { "Content-Type": "application/json" } }));
    await entry.renderPage({ url: "/community", siteUrl: "https://pawswell.example", fetchApi: answersEmpty });
    const neverAnswers = () => new Promise<Response>(() => undefined);
    const started = Date.now();
    const render = entry.renderPage({
      url: "/community",
      siteUrl: "https://pawswell.example",
      fetchApi: neverAnswers,
      signal: AbortSignal.timeout(300),
    });
    await expect(render).rejects.toThrow();
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it("sends the shell when a render is still under way at the deadline", async () => {
    const stuckEntry: ServerEntry = {
      isServerRenderedPath: () => true,
      renderPage: ({ signal }) =>
        new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(signal.reason))),
    };
    const app = express();
    app.get(
      "/{*path}",
      pageRenderer({ loadEntry: async () => stuckEntry, templateFor: () => SHELL, renderDeadlineMs: 50 }),
    );
    const page = await request(app).get("/community");
    expect(page.status).toBe(200);
    expect(page.text).toBe(SHELL);
  });
});
