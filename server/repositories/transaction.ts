/**
 * The one way a service runs several repository calls as one unit of work: each repository is
 * built over the transaction it is handed, so they all commit together or not at all.
 */
import type { Database, Transaction } from "../db";

/** Runs `work` in a transaction on `db` and answers what it answers; a throw rolls everything back. */
export function inTransaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(work);
}
