/**
 * Every route × {anonymous, member, another member, moderator} over the real app, from the table
 * in authorization-matrix.table.ts; and the table must list exactly the app's routes.
 */
import crypto from "node:crypto";
import request, { type Agent, type Test } from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import type { UploadTicket } from "@shared/api";
import { CONTRACTS } from "@shared/contracts";
import { moderationCases } from "@shared/schema";
import { hashPassword } from "../../auth/password";
import { accountCredentialsRepository } from "../../repositories/account-credentials.repository";
import { usersRepository } from "../../repositories/users.repository";
import { logInAs, TEST_PASSWORD } from "../auth-helpers";
import { solidImage } from "../images";
import { useTestApp, ROOMY } from "../test-app";
import { requestUploadUrl, shareImage, uploadImage } from "../uploads";
import {
  AUTHORIZATION_MATRIX,
  DEFAULT_REFUSALS,
  ROLES,
  type MatrixFixtures,
  type MatrixRow,
  type Role,
  type TestUser,
} from "./authorization-matrix.table";

const rowRoute = (row: MatrixRow) => `${row.method} ${row.path}`;

const REQUEST_METHODS = new Set(["get", "post", "put", "patch", "delete"]);

/** `client`, except that every request sends an empty JSON object instead of the row's body. */
function sendingEmptyBodies(client: Agent): Agent {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property);
      if (typeof property !== "string" || !REQUEST_METHODS.has(property) || typeof value !== "function") return value;
      return (url: string) => {
        const test = (value as (url: string) => Test).call(target, url);
        const send = test.send.bind(test);
        test.send = () => send({});
        return test;
      };
    },
  });
}

// The limits are not what is tested here: keep them out of the way of ~200 requests from one address.

describe("authorization matrix", () => {
  const ctx = useTestApp({
    limits: {
      signupsPerAddress: ROOMY,
      guestPostsPerAddress: ROOMY,
      contactMessagesPerAddress: ROOMY,
      uploadUrlsPerAddress: ROOMY,
      loginFailuresPerAddress: ROOMY,
      repliesPerMember: ROOMY,
      newMemberReplies: ROOMY,
      challengesPerMember: ROOMY,
      guestReportsPerAddress: ROOMY,
      reportsPerMember: ROOMY,
    },
    // The importer's fetch answers an image at once: who may import is what is tested here.
    fetchRemoteImage: () => solidImage("png"),
  });
  const fixtures = {} as MatrixFixtures;
  const agents = {} as Record<Exclude<Role, "anonymous">, Agent>;
  let counter = 0;

  beforeAll(async () => {
    const member = await logInAs(ctx, "member");
    const otherMember = await logInAs(ctx, "member");
    const moderator = await logInAs(ctx, "moderator");
    Object.assign(agents, { member: member.agent, otherMember: otherMember.agent, moderator: moderator.agent });

    const unique = () => `${process.pid}-${++counter}-${crypto.randomBytes(3).toString("hex")}`;
    const create = async (path: string, body: object, as: "moderator" | "member" = "moderator"): Promise<string> => {
      const res = await (as === "member" ? member : moderator).agent.post(path).send(body);
      if (res.status !== 201) throw new Error(`fixture POST ${path} failed: ${res.status} ${res.text}`);
      return (res.body as { id: string }).id;
    };
    const imageBytes = await solidImage("png");
    const users = usersRepository(ctx.database.db);
    const passwordHash = await hashPassword(TEST_PASSWORD);

    // Something to recommend (each viewed item leaves the next generated list).
    for (const title of ["Training puppies gently", "Calm mornings", "Cats and quiet"]) {
      await create("/api/blog", { title, content: "Short sessions.", excerpt: "Short.", author: "Cy" });
    }

    Object.assign(fixtures, {
      users: { member: member.user, otherMember: otherMember.user, moderator: moderator.user },
      create,
      moderatorAgent: moderator.agent,
      unique,
      imageBytes,
      uploadPhoto: (client = moderator.agent) => uploadImage(ctx.app, imageBytes, client),
      memberUpload: () => uploadImage(ctx.app, imageBytes, member.agent),
      guestUpload: () => uploadImage(ctx.app, imageBytes),
      createAsGuest: async (path: string, body: object): Promise<string> => {
        const res = await request(ctx.app).post(path).send(body);
        if (res.status !== 201) throw new Error(`fixture guest POST ${path} failed: ${res.status} ${res.text}`);
        return (res.body as { id: string }).id;
      },
      sharedPhoto: () => shareImage(ctx.app, imageBytes, moderator.agent),
      uploadTicket: (): Promise<UploadTicket> => requestUploadUrl(ctx.app),
      newAccount: async (): Promise<TestUser> => {
        const user = await users.create({ username: `spare-${unique()}`, passwordHash });
        return { id: user.id, username: user.username };
      },
      verifyEmail: (userId: string) =>
        accountCredentialsRepository(ctx.database.db).setEmail(userId, `matrix-${unique()}@example.org`),
      heroId: await create("/api/hero-content", { title: "Welcome", content: "Paws welcome." }),
      openCase: async () => {
        const postId = await create("/api/posts", { title: "Offer", content: "Cheap leads", category: "general" });
        const res = await member.agent.post("/api/reports").send({ itemType: "post", itemId: postId, reason: "spam" });
        if (res.status !== 200) throw new Error(`fixture report failed: ${res.status} ${res.text}`);
        const [found] = await ctx.database.db
          .select({ id: moderationCases.id })
          .from(moderationCases)
          .where(eq(moderationCases.itemId, postId));
        return found!.id;
      },
      memberRecommendation: async () => {
        const generated = await member.agent.post(`/api/recommendations/${member.user.id}/generate`);
        const first = (generated.body as { id: string }[])[0];
        if (!first) throw new Error(`fixture: no recommendation generated (${generated.status} ${generated.text})`);
        return first.id;
      },
    } satisfies MatrixFixtures);
    await create("/api/member-of-the-month", {
      memberName: "Ana",
      petName: "Miso",
      petType: "cat",
      story: "Calm.",
      month: "May",
      year: 2026,
    });
  });

  it("has a row for every route of the app, and no row for a route the app lacks", () => {
    // The contracts list every route of the app (contract-coverage.test.ts).
    const routes = CONTRACTS.map(({ contract }) => `${contract.method} ${contract.path}`);
    const rows = new Set(AUTHORIZATION_MATRIX.map(rowRoute));
    expect(routes.length).toBeGreaterThan(30);
    expect
      .soft(
        routes.filter((route) => !rows.has(route)),
        "routes without a row in authorization-matrix.table.ts",
      )
      .toEqual([]);
    expect
      .soft(
        [...rows].filter((row) => !routes.includes(row)),
        "rows naming a route the app does not have",
      )
      .toEqual([]);
  });

  const cells = AUTHORIZATION_MATRIX.flatMap((row) => ROLES.map((role) => ({ row, role, status: row.expected[role] })));

  for (const { row, role, status } of cells) {
    const title = `${rowRoute(row)}${row.case ? ` (${row.case})` : ""} as ${role} answers ${status}`;
    it(title, async () => {
      const self = role === "anonymous" ? undefined : fixtures.users[role];
      let client = role === "anonymous" ? request(ctx.app) : agents[role];
      // Logging out ends the agent's session: send it from a fresh login of the same user instead.
      if (row.endsSession && self && role !== "anonymous")
        client = (await logInAs(ctx, role === "moderator" ? "moderator" : "member", self.username)).agent;
      const res = await row.send(client, fixtures, self);
      expect(res.status, res.text).toBe(status);
      if (status !== 401 && status !== 403) return;
      expect(res.body.message).toBe(row.refusals?.[status] ?? DEFAULT_REFUSALS[status]);
      // Refused before the input is looked at: an empty body gets the same answer, never a 400.
      const empty = await row.send(sendingEmptyBodies(client), fixtures, self);
      expect(empty.status, empty.text).toBe(status);
    });
  }
});
