/** Logged-in supertest agents for route tests. */
import crypto from "node:crypto";
import request, { type Agent } from "supertest";
import { hashPassword } from "../auth/password";
import { usersRepository } from "../repositories/users.repository";
import type { TestContext } from "./test-app";

export const TEST_PASSWORD = "correct-horse-battery";

/** A new account with TEST_PASSWORD (a member unless `role` says otherwise), logged in nowhere; answers its username. */
export async function newMember(
  ctx: TestContext,
  username = `member-${crypto.randomBytes(4).toString("hex")}`,
  role: "member" | "moderator" = "member",
): Promise<string> {
  await usersRepository(ctx.database.db).create({ username, passwordHash: await hashPassword(TEST_PASSWORD), role });
  return username;
}

/** `count` new members, each logged in with an agent of their own (one after another). */
export async function logInMembers(ctx: TestContext, count: number): Promise<LoggedIn[]> {
  const members: LoggedIn[] = [];
  for (let i = 0; i < count; i++) members.push(await logInAs(ctx, "member"));
  return members;
}

/** What `logInAs` answers: the member's agent and who they are. */
export type LoggedIn = Awaited<ReturnType<typeof logInAs>>;

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
  else await newMember(ctx, username, role);

  const agent = request.agent(ctx.app);
  const res = await agent.post("/api/login").send({ username, password: TEST_PASSWORD });
  if (res.status !== 200) throw new Error(`logInAs ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { agent, user: res.body.user as { id: string; username: string } };
}
