/**
 * Creating an account at sign-up. With an address, the account and its verification link are
 * written in one transaction: an account whose mail could not be queued is never left behind.
 */
import type { RateRule } from "../config/limits";
import type { Database } from "../db";
import { usersRepository, type PublicUser } from "../repositories/users.repository";
import { inTransaction } from "../repositories/transaction";
import { notifyMailQueued } from "../mail/outbox-signal";
import { mayMailAddress, queueEmailVerification } from "./account-email";

/**
 * Creates the member, and when `email` is given queues its verification link. An address another
 * member has verified is answered alike: the account is made without it, and that member is told
 * (server/services/account-email.ts). Mail to one address is limited by `mailPerAddress`.
 */
export async function createAccount(
  db: Database,
  input: { username: string; passwordHash: string; email?: string },
  mailPerAddress: RateRule,
): Promise<PublicUser> {
  const { email } = input;
  if (email === undefined) return usersRepository(db).create(input);
  const mayMail = await mayMailAddress(db, mailPerAddress, email);
  const user = await inTransaction(db, async (tx) => {
    const created = await usersRepository(tx).create(input);
    await queueEmailVerification(tx, created, email, mayMail);
    return created;
  });
  notifyMailQueued();
  return user;
}
