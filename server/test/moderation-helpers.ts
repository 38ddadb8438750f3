/** Logged-in agents for a test file, and the delete tests every moderated resource shares. */
import type { Agent } from "supertest";
import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { logInAs } from "./auth-helpers";
import type { TestContext } from "./test-app";

export interface Agents {
  moderator: Agent;
  member: Agent;
  memberUser: { id: string; username: string };
}

/** A logged-in moderator and member for the calling file, ready once its beforeAll has run. */
export function useAgents(ctx: TestContext): Agents {
  const agents = {} as Agents;
  beforeAll(async () => {
    agents.moderator = (await logInAs(ctx, "moderator")).agent;
    const member = await logInAs(ctx, "member");
    agents.member = member.agent;
    agents.memberUser = member.user;
  });
  return agents;
}

const UNKNOWN_ID = "00000000-0000-4000-8000-000000000000";

/**
 * `DELETE <path>/:id`: 401 for a visitor, 403 for a member (for an item with an author, one who did
 * not write it), 404 for a malformed or unknown id (server/lib/id-param.ts says why), and 204 for a
 * moderator, after which the row is gone from the list.
 */
export function describeModeratorDelete(options: {
  ctx: TestContext;
  agents: Agents;
  path: string;
  /** Stores one row and returns its id. */
  insert: () => Promise<string>;
  notFoundMessage: string;
  /** What a member reads when refused; moderators-only routes say "Only moderators can do that". */
  memberRefusal?: string;
}): void {
  const { ctx, agents, path } = options;
  describe(`DELETE ${path}/:id`, () => {
    it("answers 401 to a visitor", async () => {
      const res = await request(ctx.app).delete(`${path}/${await options.insert()}`);
      expect(res.status).toBe(401);
      expect(res.body.message).toBe("Please log in to continue");
    });

    it("answers 403 to a member", async () => {
      const res = await agents.member.delete(`${path}/${await options.insert()}`);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe(options.memberRefusal ?? "Only moderators can do that");
    });

    it("answers 404 for a malformed or unknown id", async () => {
      for (const id of ["not-an-id", UNKNOWN_ID]) {
        const res = await agents.moderator.delete(`${path}/${id}`);
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(options.notFoundMessage);
      }
    });

    it("deletes the row for a moderator", async () => {
      const id = await options.insert();
      const res = await agents.moderator.delete(`${path}/${id}`);
      expect(res.status).toBe(204);
      const list = await request(ctx.app).get(`${path}?limit=100`);
      expect(list.body.map((row: { id: string }) => row.id)).not.toContain(id);
      expect((await agents.moderator.delete(`${path}/${id}`)).status).toBe(404);
    });
  });
}
