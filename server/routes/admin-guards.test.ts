import request from "supertest";
import { describe, expect, it } from "vitest";
import { useAgents } from "../test/moderation-helpers";
import { useTestApp } from "../test/test-app";

const ID = "00000000-0000-4000-8000-000000000000";

/** Every moderator-only call (decisions.md): a visitor gets 401, a member 403, before any validation. */
const MODERATOR_ROUTES: { method: "get" | "post" | "put" | "delete"; path: string }[] = [
  { method: "post", path: "/api/featured" },
  { method: "delete", path: `/api/featured/${ID}` },
  { method: "post", path: "/api/blog" },
  { method: "delete", path: `/api/blog/${ID}` },
  { method: "post", path: "/api/resources" },
  { method: "delete", path: `/api/resources/${ID}` },
  { method: "post", path: "/api/categories" },
  { method: "delete", path: `/api/categories/${ID}` },
  { method: "delete", path: `/api/posts/${ID}` },
  { method: "delete", path: `/api/stories/${ID}` },
  { method: "delete", path: `/api/groups/${ID}` },
  { method: "delete", path: `/api/pet-photos/${ID}` },
  { method: "delete", path: `/api/wellness-challenges/${ID}` },
  { method: "post", path: "/api/member-of-the-month" },
  { method: "delete", path: `/api/member-of-the-month/${ID}` },
  { method: "get", path: "/api/hero-content/current" },
  { method: "post", path: "/api/hero-content" },
  { method: "put", path: `/api/hero-content/${ID}` },
];

describe("moderator-only routes", () => {
  const ctx = useTestApp();
  const agents = useAgents(ctx);

  it.each(MODERATOR_ROUTES)("$method $path answers 401 to a visitor", async ({ method, path }) => {
    const res = await request(ctx.app)[method](path).send({});
    expect(res.status).toBe(401);
    expect(res.body.message).toBe("Please log in to continue");
  });

  it.each(MODERATOR_ROUTES)("$method $path answers 403 to a member", async ({ method, path }) => {
    const res = await agents.member[method](path).send({});
    expect(res.status).toBe(403);
    expect(res.body.message).toBe("Only moderators can do that");
  });
});
