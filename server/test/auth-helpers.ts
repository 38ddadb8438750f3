/** Logged-in supertest agents for route tests. */
import crypto from "node:crypto";
import request, { type Agent } from "supertest";
import { hashPassword } from "../auth/password";
import { usersRepository } from "../repositories/users.repository";
import type { TestContext } from "./test-app";

export const TEST_PASSWORD = "correct-horse-battery";

/**
 * An agent carrying a logged-in session cookie for `username` (created with `role` when it does
 * not exist yet; an existing user is given `role`).
 */
export async function logInAs(
  ctx: TestContext,
  role: "member" | "moderator",
  username = `${role}-${crypto.randomBytes(4).toString("hex")}`,
): Promise<{ agent: Agent; user: { id: string; username: string } }> {
  const users = usersRepository(ctx.database.db);
  if (await users.findByUsername(username)) await users.setRole(username, role);
  else await users.create({ username, passwordHash: await hashPassword(TEST_PASSWORD), role });

  const agent = request.agent(ctx.app);
  const res = await agent.post("/api/login").send({ username, password: TEST_PASSWORD });
  if (res.status !== 200) throw new Error(`logInAs ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body.user as { id: string; username: string } };
}
