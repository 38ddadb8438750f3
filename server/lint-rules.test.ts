/**
 * The layer rules in eslint.config.js fire where they should and stay quiet where they should not:
 * each case lints a snippet as if it were the named file, through the project's real config.
 */
import path from "node:path";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const eslint = new ESLint({ cwd: root });

/** The rule ids ESLint reports for `code` placed at `file` (relative to the repository root). */
async function ruleIdsFor(file: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return result!.messages.map((message) => message.ruleId);
}

describe("process.env outside server/env.ts", () => {
  it("fails in server runtime code, operator commands included", async () => {
    expect(await ruleIdsFor("server/lib/x.ts", "export const port = process.env.PORT;\n")).toEqual([
      "no-restricted-properties",
    ]);
    expect(
      await ruleIdsFor("server/cli/x.ts", "const { DATABASE_URL } = process.env;\nexport { DATABASE_URL };\n"),
    ).toEqual(["no-restricted-properties"]);
    expect(
      await ruleIdsFor("server/lib/x.ts", 'import { env } from "node:process";\nexport const port = env.PORT;\n'),
    ).toEqual(["no-restricted-imports"]);
  });

  it("passes in env.ts, tests and tools", async () => {
    const code = "export const port = process.env.PORT;\n";
    expect(await ruleIdsFor("server/env.ts", code)).toEqual([]);
    expect(await ruleIdsFor("server/lib/x.test.ts", code)).toEqual([]);
    expect(await ruleIdsFor("server/test/x.ts", code)).toEqual([]);
    expect(await ruleIdsFor("tools/x.ts", code)).toEqual([]);
  });
});

describe("console outside server/lib/logger.ts", () => {
  const code = "export const say = (text: string) => console.log(text);\n";

  it("fails in server runtime code", async () => {
    expect(await ruleIdsFor("server/services/x.ts", code)).toEqual(["no-console"]);
  });

  it("passes in operator commands, the entry point's configuration error, tests and tools", async () => {
    for (const file of ["server/cli/x.ts", "server/index.ts", "server/lib/x.test.ts", "tools/x.ts"])
      expect(await ruleIdsFor(file, code), file).toEqual([]);
  });
});

describe("table access outside server/repositories/", () => {
  const query = [
    'import { eq } from "drizzle-orm";',
    'import { users } from "@shared/schema";',
    'import type { Database } from "../db";',
    "export const find = (db: Database, id: string) => db.select().from(users).where(eq(users.id, id));",
    "",
  ].join("\n");

  it("fails on a query call and on importing a query builder", async () => {
    expect(await ruleIdsFor("server/services/x.ts", query)).toEqual([
      "@typescript-eslint/no-restricted-imports",
      "no-restricted-syntax",
    ]);
  });

  it("fails on `this.db`, `deps.db` and `tx` receivers, and on the relational `db.query`", async () => {
    const code = [
      'import type { Database } from "../db";',
      "export class Store {",
      "  constructor(private readonly db: Database) {}",
      "  clear(deps: { db: Database }) {",
      "    return Promise.all([this.db.execute('select 1'), deps.db.transaction(async (tx) => tx.$count(deps.db.query.users))]);",
      "  }",
      "}",
      "",
    ].join("\n");
    expect(await ruleIdsFor("server/auth/x.ts", code)).toEqual(Array(4).fill("no-restricted-syntax"));
  });

  it("passes in a repository, and on other objects' methods of the same names", async () => {
    expect(await ruleIdsFor("server/repositories/x.repository.ts", query)).toEqual([]);
    const lookalikes = [
      'import type { SQL } from "drizzle-orm";',
      "const seen = new Map<string, SQL>();",
      "export function forget(key: string): boolean {",
      "  return seen.delete(key);",
      "}",
      "",
    ].join("\n");
    expect(await ruleIdsFor("server/services/x.ts", lookalikes)).toEqual([]);
  });
});

describe("a repository importing from the layers above it", () => {
  it("fails for services, routes and middleware, types included", async () => {
    const code = [
      'import type { Candidate } from "../services/recommendations/types";',
      'import { requireAuth } from "../middleware/auth";',
      'import { postsRouter } from "../routes/posts.routes";',
      "export const all = [requireAuth, postsRouter] as unknown as Candidate[];",
      "",
    ].join("\n");
    expect(await ruleIdsFor("server/repositories/x.repository.ts", code)).toEqual(
      Array(3).fill("@typescript-eslint/no-restricted-imports"),
    );
  });

  it("passes for the database, lib and shared", async () => {
    const code = [
      'import type { Database } from "../db";',
      'import { toPage } from "../lib/pagination";',
      'import { posts } from "@shared/schema";',
      "export const parts = (db: Database) => [db, toPage, posts];",
      "",
    ].join("\n");
    expect(await ruleIdsFor("server/repositories/x.repository.ts", code)).toEqual([]);
  });
});

describe("requests from the client outside an api.ts, and by URL rather than route key", () => {
  const directFetch = 'export const load = () => fetch("/api/posts");\n';
  const lowLevel = 'import { getJson } from "@/lib/api";\nexport const load = () => getJson("/api/posts");\n';

  it("fails on fetch and on the API client's request functions", async () => {
    expect(await ruleIdsFor("client/src/pages/x-page.tsx", directFetch)).toEqual(["no-restricted-globals"]);
    expect(
      await ruleIdsFor("client/src/features/posts/hooks.ts", 'export const f = () => window.fetch("/");\n'),
    ).toEqual(["no-restricted-properties"]);
    expect(await ruleIdsFor("client/src/features/posts/hooks.ts", lowLevel)).toEqual(["no-restricted-imports"]);
    expect(
      await ruleIdsFor(
        "client/src/lib/x.ts",
        'import { getPage } from "./api";\nexport const load = () => getPage("/");\n',
      ),
    ).toEqual(["no-restricted-imports"]);
  });

  it("fails in a feature's api.ts too, which calls each route by its contract key", async () => {
    expect(await ruleIdsFor("client/src/features/posts/api.ts", lowLevel)).toEqual(["no-restricted-imports"]);
    expect(await ruleIdsFor("client/src/features/posts/api.ts", directFetch)).toEqual(["no-restricted-globals"]);
  });

  it("passes for a call by route key in a feature's api.ts, in lib/api.ts and tests, and for the rest of lib/api", async () => {
    const byKey =
      'import { callApi } from "@/lib/api";\nexport const load = () => callApi("GET /api/posts/:id", { params: { id: "1" } });\n';
    expect(await ruleIdsFor("client/src/features/posts/api.ts", byKey)).toEqual([]);
    expect(await ruleIdsFor("client/src/lib/api.ts", directFetch)).toEqual([]);
    expect(await ruleIdsFor("client/src/features/posts/post-list.test.tsx", directFetch)).toEqual([]);
    const allowed =
      'import { errorMessage } from "@/lib/api";\nexport const show = (error: unknown) => errorMessage(error);\n';
    expect(await ruleIdsFor("client/src/features/posts/hooks.ts", allowed)).toEqual([]);
  });
});

describe("the server's recipes: the signed-in viewer, error statuses, path parameters", () => {
  it("fails on asserting the session's user instead of signedInViewer(req)", async () => {
    const code = [
      'import type { Request } from "express";',
      'import { viewerOf } from "../lib/viewer";',
      "export const ids = (req: Request) => [req.user!.id, viewerOf(req)!.id];",
      "",
    ].join("\n");
    expect(await ruleIdsFor("server/routes/x.routes.ts", code)).toEqual(Array(2).fill("no-restricted-syntax"));
    expect(await ruleIdsFor("server/services/x.ts", code)).toEqual(Array(2).fill("no-restricted-syntax"));
  });

  it("fails on building an HttpError by hand, in a repository too, for any status", async () => {
    const code = [
      'import { HttpError } from "../lib/http-error";',
      'export const taken = () => new HttpError(409, "Username already exists");',
      'export const missing = () => new HttpError(404, "Not found", { "Cache-Control": "no-store" });',
      "",
    ].join("\n");
    expect(await ruleIdsFor("server/services/x.ts", code)).toEqual(Array(2).fill("no-restricted-syntax"));
    expect(await ruleIdsFor("server/repositories/x.repository.ts", code)).toEqual(
      Array(2).fill("no-restricted-syntax"),
    );
  });

  it("fails on String(req.params...) instead of id-param.ts", async () => {
    const code = [
      'import type { Request } from "express";',
      "export const parts = (req: Request) => [String(req.params.id), String(req.params)];",
      "",
    ].join("\n");
    expect(await ruleIdsFor("server/routes/x.routes.ts", code)).toEqual(Array(2).fill("no-restricted-syntax"));
  });

  it("passes for the recipes themselves, in http-error.ts, and in tests", async () => {
    const recipes = [
      'import type { Request } from "express";',
      'import { conflict } from "../lib/http-error";',
      'import { idParam, pathParam } from "../lib/id-param";',
      'import { signedInViewer, viewerOf } from "../lib/viewer";',
      "export const parts = (req: Request) => [",
      "  signedInViewer(req).id,",
      "  viewerOf(req)?.id,",
      "  req.user?.id,",
      "  idParam(req),",
      '  pathParam(req, "kind"),',
      "  String(req.query.q),",
      '  conflict("Username already exists"),',
      "];",
      "",
    ].join("\n");
    expect(await ruleIdsFor("server/routes/x.routes.ts", recipes)).toEqual([]);
    const helper = "export class HttpError extends Error {}\nexport const conflict = () => new HttpError();\n";
    expect(await ruleIdsFor("server/lib/http-error.ts", helper)).toEqual([]);
    const inTest = "export const id = (req: { user?: { id: string } }) => req.user!.id;\n";
    expect(await ruleIdsFor("server/routes/x.routes.test.ts", inTest)).toEqual([]);
  });
});
