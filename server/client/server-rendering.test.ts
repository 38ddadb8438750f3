/**
 * Public pages arrive rendered, by the app's own components over the real API and database: the
 * content is in the HTML, the data it was drawn from is embedded, and nothing is written.
 */
import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { CLIENT_SOURCE_DIR } from "../lib/app-root";
import { pageRenderer, type ServerEntry } from "./page-renderer";

const template = fs.readFileSync(path.join(CLIENT_SOURCE_DIR, "index.html"), "utf8");
const loadEntry = () => import("../../client/src/entry-server") as Promise<ServerEntry>;

/** The embedded query cache of a rendered page. */
function serverData(html: string): { queries: { queryKey: unknown[]; state: { data: unknown } }[] } {
  const json = /<script type="application\/json" id="server-data">([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) throw new Error("The page embeds no server data");
  return JSON.parse(json) as ReturnType<typeof serverData>;
}

describe("server-rendered public pages", () => {
  // As production wires it (server/client/built-client.ts), behind the app's anonymous cache:
  // visitors' pages kept, forgotten on each write.
  const ctx = useTestApp({
    isAnonymousCacheOn: true,
    serveClient: (app) => {
      app.get("/{*path}", pageRenderer({ loadEntry, templateFor: () => template }));
    },
  });
  let author: Awaited<ReturnType<typeof logInAs>>;
  let postId: string;

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    const created = await author.agent.post("/api/posts").send({
      title: "Walking with Biscuit <again>",
      content: "Every morning we walk by the river, and it settles me.",
      category: "general-wellness",
    });
    postId = created.body.id as string;
  });

  it("sends the community list with its posts in the HTML and their data embedded", async () => {
    const page = await request(ctx.app).get("/community");
    expect(page.status).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.text).toContain("Community Discussions");
    expect(page.text).toContain("Walking with Biscuit &lt;again&gt;");
    expect(page.text).not.toContain("<!--app-->");
    const cached = serverData(page.text).queries.map((query) => query.queryKey[0]);
    expect(cached).toContain("posts");
    // The JSON can never close its script element early.
    expect(page.text).not.toMatch(/"[^"]*<again>/);
  });

  it("sends a thread's page with the post's words, and the same page as its author with the author's rights", async () => {
    const asGuest = await request(ctx.app).get(`/community/${postId}`);
    expect(asGuest.status).toBe(200);
    expect(asGuest.text).toContain("Every morning we walk by the river");
    const item = (data: string) =>
      serverData(data).queries.find((query) => query.queryKey.includes("item") && query.queryKey.length === 3)?.state
        .data as { canEdit: boolean };
    expect(item(asGuest.text).canEdit).toBe(false);
    const asAuthor = await author.agent.get(`/community/${postId}`);
    expect(item(asAuthor.text).canEdit).toBe(true);
  });

  it("shows visitors an author's edit on the next request, though their page is kept", async () => {
    const visitor = () => request(ctx.app).get(`/community/${postId}`);
    const before = await visitor();
    expect((await visitor()).text).toBe(before.text);
    expect(before.text).toContain("Every morning we walk by the river");
    const edited = await author.agent
      .patch(`/api/posts/${postId}`)
      .send({ title: "Walking with Biscuit <again>", content: "Now we walk at dusk, and it still settles me." });
    expect(edited.status).toBe(200);
    const after = await visitor();
    expect(after.text).toContain("Now we walk at dusk");
    expect(after.text).not.toContain("Every morning we walk by the river");
  });

  it("sends a kept page gzipped with its ETag, and 304 to a visitor who holds it", async () => {
    const first = await request(ctx.app).get("/community").set("Accept-Encoding", "gzip");
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.text).toContain("Community Discussions");
    const again = await request(ctx.app)
      .get("/community")
      .set("If-None-Match", first.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it("answers 404 with the calm not-found page for a path no screen has", async () => {
    const page = await request(ctx.app).get("/no-such-page");
    expect(page.status).toBe(404);
    expect(page.text).toContain("404 Page Not Found");
  });

  it("keeps the shell for a member's own screens", async () => {
    const page = await request(ctx.app).get("/settings");
    expect(page.status).toBe(200);
    expect(page.text).toContain("<!--app-->");
    expect(page.text).not.toContain("server-data");
  });

  it("renders every public page without a failure", async () => {
    const lists = ["/", "/stories", "/pets-social", "/resources", "/groups", "/blog"];
    for (const url of [...lists, "/crisis", "/guidelines", "/help", "/privacy", "/terms"]) {
      const page = await request(ctx.app).get(url);
      expect(page.status, url).toBe(200);
      expect(page.text, url).toContain('id="server-data"');
    }
  });
});
