/**
 * Creating an account at sign-up. With an address, the account and its verification link are
 * written in one transaction: an account whose mail could not be queued is never left behind.
 */
import type { Database } from "../db";
import { usersRepository, type PublicUser } from "../repositories/users.repository";
import { inTransaction } from "../repositories/transaction";
import { notifyMailQueued } from "../mail/outbox-signal";
import { queueEmailVerification } from "./account-email";

/** Creates the member, and when `email` is given queues its verification link (409 when someone verified it). */
export async function createAccount(
  db: Database,
  input: { username: string; passwordHash: string; email?: string },
): Promise<PublicUser> {
  const { email } = input;
  if (email === undefined) return usersRepository(db).create(input);
  const user = await inTransaction(db, async (tx) => {
    const created = await usersRepository(tx).create(input);
    await queueEmailVerification(tx, created, email);
    return created;
  });
  notifyMailQueued();
  return user;
}
