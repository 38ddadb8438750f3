/** `npm run user:create -- <username> [--moderator]`: creates an account (password from stdin or a prompt). */
import { credentialsSchema } from "@shared/credentials";
import { hashPassword } from "../auth/password";
import { sqlState } from "../lib/database-errors";
import { usersRepository } from "../repositories/users.repository";
import { CliError, exitWithError, runWithDatabase } from "./cli";
import { readNewPassword } from "./read-password";

const USAGE = "Usage: npm run user:create -- <username> [--moderator]";

const args = process.argv.slice(2);
const isModerator = args.includes("--moderator");
const positional = args.filter((arg) => arg !== "--moderator");

if (positional.length !== 1 || positional[0]?.startsWith("-")) exitWithError(USAGE);
const password = await readNewPassword().catch((error: unknown) =>
  exitWithError(error instanceof Error ? error.message : String(error)),
);
const parsed = credentialsSchema.safeParse({ username: positional[0], password });
if (!parsed.success) exitWithError(parsed.error.issues.map((issue) => issue.message).join("\n"));

await runWithDatabase(async (database) => {
  const users = usersRepository(database.db);
  if (await users.findByUsername(parsed.data.username))
    throw new CliError(`Username already exists: ${parsed.data.username}`);
  const role = isModerator ? "moderator" : "member";
  try {
    const user = await users.create({
      username: parsed.data.username,
      passwordHash: await hashPassword(parsed.data.password),
      role,
    });
    return `Created ${user.role} ${user.username} (id ${user.id}).`;
  } catch (error) {
    if (sqlState(error) === "23505") throw new CliError(`Username already exists: ${parsed.data.username}`);
    throw error;
  }
});
