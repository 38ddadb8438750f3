/** The NOTIFY that tells every other process the site's content changed (server/services/content-change-channel.ts). */
import { sql } from "drizzle-orm";
import type { Executor } from "../db";

/** The PostgreSQL channel every process LISTENs on; the payload names the process that changed something. */
export const CONTENT_CHANGES_CHANNEL = "pawswell_content_changes";

export function contentChangesRepository(executor: Executor) {
  return {
    /** Tells every listening process, `processToken` included (it skips its own). */
    async notify(processToken: string): Promise<void> {
      await executor.execute(sql`select pg_notify(${CONTENT_CHANGES_CHANNEL}, ${processToken})`);
    },
  };
}
