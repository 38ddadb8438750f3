/**
 * A rendered page's API reads, answered in-process: by the app's own routers and guards, as the
 * reader the page's request found, reads only; and the session is read once per page, not once
 * per read.
 */
import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { DrizzleSessionStore } from "../auth/session-store";
import { CLIENT_SOURCE_DIR } from "../lib/app-root";
import { usersRepository } from "../repositories/users.repository";
import { logInAs } from "../test/auth-helpers";
import { useTestApp } from "../test/test-app";
import { inProcessApiOf, type Viewer } from "./in-process-api";
import { pageRenderer, type ServerEntry } from "./page-renderer";

const template = fs.readFileSync(path.join(CLIENT_SOURCE_DIR, "index.html"), "utf8");
const loadEntry = () => import("../../client/src/entry-server") as Promise<ServerEntry>;

describe("the in-process API", () => {
  const ctx = useTestApp({
    serveClient: (app) => {
      app.get("/{*path}", pageRenderer({ loadEntry, templateFor: () => template }));
    },
  });
  let author: Awaited<ReturnType<typeof logInAs>>;
  let asAuthor: Viewer;
  let postId: string;
  const read = (viewer: Viewer, url: string) => inProcessApiOf(ctx.app).transportFor(viewer, {})(url, {});

  beforeAll(async () => {
    author = await logInAs(ctx, "member");
    asAuthor = { user: (await usersRepository(ctx.database.db).findById(author.user.id))! };
    for (const title of ["A first walk", "A second walk"]) {
      const created = await author.agent
        .post("/api/posts")
        .send({ title, content: "Slow, in the rain, and glad of it.", category: "general-wellness" });
      postId = created.body.id as string;
    }
  });

  afterEach(() => vi.restoreAllMocks());

  it("answers as the reader it is given, with no cookie", async () => {
    const asVisitor = (await (await read({}, `/api/posts/${postId}`)).json()) as { canEdit: boolean };
    const asOwner = (await (await read(asAuthor, `/api/posts/${postId}`)).json()) as { canEdit: boolean };
    expect([asVisitor.canEdit, asOwner.canEdit]).toEqual([false, true]);
  });

  it("answers through the API's own guards, pages and errors", async () => {
    expect((await read({}, "/api/notifications/unread-count")).status).toBe(401);
    expect((await read(asAuthor, "/api/notifications/unread-count")).status).toBe(200);
    const page = await read({}, "/api/posts?limit=1");
    expect(page.headers.get("Link")).toMatch(/rel="next"/);
    const missing = await read({}, "/api/no-such-thing");
    expect([missing.status, await missing.json()]).toEqual([404, { message: "Not found" }]);
  });

  it("only reads", async () => {
    const transport = inProcessApiOf(ctx.app).transportFor(asAuthor, {});
    await expect(transport("/api/posts", { method: "POST" })).rejects.toThrow(/may only read/);
    await expect(transport("/feeds/community.rss", {})).rejects.toThrow(/may only read/);
  });

  it("reads a member's session once for a whole page, however many reads the page makes", async () => {
    const sessionReads = vi.spyOn(DrizzleSessionStore.prototype, "get");
    const page = await author.agent.get("/");
    expect(page.status).toBe(200);
    expect(page.text).toContain("A second walk");
    expect(sessionReads).toHaveBeenCalledTimes(1);
  });

  it("reads no session for a visitor's page", async () => {
    const sessionReads = vi.spyOn(DrizzleSessionStore.prototype, "get");
    expect((await request(ctx.app).get("/community")).status).toBe(200);
    expect(sessionReads).not.toHaveBeenCalled();
  });
});
