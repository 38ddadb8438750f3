/**
 * Every kind × every state × every viewer × every read path, from visibility-matrix.table.ts, over
 * the real app with its rendered pages and anonymous cache on, on the database the suite runs on.
 * The table must name every kind of the registry and cover every GET route its contract does not
 * keep to moderators.
 */
import fs from "node:fs";
import path from "node:path";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { CONTRACTS } from "@shared/contracts";
import { ITEM_KINDS, type ItemKindName } from "@shared/item-kinds";
import { pageRenderer, type ServerEntry } from "../../client/page-renderer";
import { CLIENT_SOURCE_DIR } from "../../lib/app-root";
import { logInAs } from "../auth-helpers";
import { useTestApp, ROOMY } from "../test-app";
import { STATES_OF, VIEWERS, writeFixtures, type Cast, type Fixture, type ViewerName } from "./visibility-fixtures";
import { NOT_ITEM_READS, READ_PATHS, type ReadPath, type Reader } from "./visibility-matrix.table";

const template = fs.readFileSync(path.join(CLIENT_SOURCE_DIR, "index.html"), "utf8");
const loadEntry = () => import("../../../client/src/entry-server") as Promise<ServerEntry>;

// The limits are not what is tested here.

/**
 * Viewers in the order they read: insiders first, so a page the anonymous cache kept for one of
 * them would reach the visitor last, and be caught.
 */
const READING_ORDER: readonly ViewerName[] = ["moderator", "author", "member", "visitor"];

describe("visibility matrix", () => {
  const ctx = useTestApp({
    isAnonymousCacheOn: true,
    serveClient: (app) => {
      app.get("/{*path}", pageRenderer({ loadEntry, templateFor: () => template }));
    },
    limits: {
      guestPostsPerAddress: ROOMY,
      uploadUrlsPerAddress: ROOMY,
      repliesPerMember: ROOMY,
      newMemberReplies: ROOMY,
    },
  });
  let fixtures: Fixture[] = [];
  const readers = {} as Record<ViewerName, Reader>;

  beforeAll(async () => {
    const [author, member, moderator] = [
      await logInAs(ctx, "member"),
      await logInAs(ctx, "member"),
      await logInAs(ctx, "moderator"),
    ];
    const cast: Cast = {
      agents: { author: author.agent, member: member.agent, moderator: moderator.agent },
      users: { author: author.user, member: member.user, moderator: moderator.user },
    };
    fixtures = await writeFixtures(ctx, cast);
    const authorName = author.user.username;
    readers.visitor = { viewer: "visitor", client: request.agent(ctx.app), authorName };
    for (const viewer of ["member", "author", "moderator"] as const)
      readers[viewer] = {
        viewer,
        client: cast.agents[viewer],
        username: cast.users[viewer].username,
        userId: cast.users[viewer].id,
        authorName,
      };
  }, 120_000);

  it("names every kind of the registry, in at least one state, on at least one read path", () => {
    for (const kind of Object.keys(ITEM_KINDS) as ItemKindName[]) {
      expect.soft(STATES_OF[kind].length, kind).toBeGreaterThan(0);
      expect
        .soft(
          READ_PATHS.some((readPath) => readPath.kinds.includes(kind)),
          kind,
        )
        .toBe(true);
    }
  });

  it("covers every GET route but the moderators' own, or says why a route reads no one's items", () => {
    const covered = new Set([...READ_PATHS.flatMap((readPath) => readPath.routes), ...Object.keys(NOT_ITEM_READS)]);
    // The route contracts list every route of the app (authorization/contract-coverage.test.ts); a
    // route only moderators may call shows them everything, and the authorization matrix keeps
    // everyone else out of it.
    const routes = CONTRACTS.filter(({ contract }) => contract.method === "GET" && contract.access !== "moderator").map(
      ({ contract }) => contract.path,
    );
    expect(routes.filter((route) => !covered.has(route))).toEqual([]);
  });

  for (const readPath of READ_PATHS)
    for (const viewer of READING_ORDER.filter((name) => (readPath.viewers ?? VIEWERS).includes(name)))
      it(`${readPath.name} as ${viewer}`, async () => {
        const seen = await whatIsSeen(readPath, readers[viewer]);
        const cells = fixtures.filter((fixture) => readPath.kinds.includes(fixture.kind));
        expect(cells.length).toBeGreaterThan(0);
        for (const fixture of cells)
          expect
            .soft(seen(fixture), `${fixture.kind} ${fixture.state} (${fixture.marker})`)
            .toBe(readPath.rule(fixture, viewer));
      });

  /** Whether each item is seen on `readPath` by `reader`. */
  async function whatIsSeen(readPath: ReadPath, reader: Reader): Promise<(fixture: Fixture) => boolean> {
    if ("readAll" in readPath) {
      const answer = await readPath.readAll(reader);
      const sign = readPath.sign ?? ((fixture: Fixture) => fixture.marker);
      return (fixture) => answer.includes(sign(fixture));
    }
    const seen = new Map<Fixture, boolean>();
    for (const fixture of fixtures.filter((item) => readPath.kinds.includes(item.kind)))
      seen.set(fixture, await readPath.readOne(reader, fixture));
    return (fixture) => seen.get(fixture) ?? false;
  }
});
