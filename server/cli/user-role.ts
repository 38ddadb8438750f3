/** `npm run user:role -- <username> <member|moderator>`: changes an account's role (the way to make a moderator). */
import { USER_ROLES, type UserRole } from "@shared/constants";
import { usersRepository } from "../repositories/users.repository";
import { CliError, exitWithError, runWithDatabase } from "./cli";

const USAGE = "Usage: npm run user:role -- <username> <member|moderator>";

const isRole = (value: string | undefined): value is UserRole => USER_ROLES.some((role) => role === value);

const [username, role, ...rest] = process.argv.slice(2);

if (!username || rest.length > 0) exitWithError(USAGE);
if (!isRole(role)) exitWithError(`The role must be member or moderator.\n${USAGE}`);

await runWithDatabase(async (database) => {
  const user = await usersRepository(database.db).setRole(username, role);
  if (!user) throw new CliError(`No user named ${username}.`);
  return `${user.username} is now a ${user.role}.`;
});
