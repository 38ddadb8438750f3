/**
 * How every process serving one site hears that its content changed, through PostgreSQL's
 * LISTEN/NOTIFY (docs/decisions.md#the-anonymous-cache): each process keeps copies of what visitors
 * read, and a committed write on any process must empty them on all within a second. The NOTIFY
 * comes from the database itself, from a trigger on each table visitors read
 * (migrations/0014_content_change_notices.sql), and is delivered only once its transaction commits.
 */
import type { DatabaseHandle } from "../db";
import type { ChangeChannel } from "../lib/content-changes";
import { logger } from "../lib/logger";

/** The channel the migration's triggers notify and every process LISTENs on. */
export const CONTENT_CHANGES_CHANNEL = "pawswell_content_changes";

/** How long after losing its connection the channel tries again (bounds staleness while PostgreSQL restarts). */
const RECONNECT_MS = 1000;

/**
 * The channel over `database`: every notification is a change (this process's own too: a write
 * whose answer never went out is told only this way), and a LISTEN connection is opened again every
 * second while lost.
 */
export function databaseChangeChannel(database: DatabaseHandle): ChangeChannel {
  return {
    async listen(onChange) {
      let isStopped = false;
      let stopListening: (() => Promise<void>) | undefined;
      const reconnectLater = () => {
        stopListening = undefined;
        onChange();
        if (!isStopped) setTimeout(() => void connect(), RECONNECT_MS).unref();
      };
      async function connect(): Promise<void> {
        try {
          const stop = await database.listen(CONTENT_CHANGES_CHANNEL, () => onChange(), reconnectLater);
          if (isStopped) return void (await stop());
          stopListening = stop;
          // What was committed while this one was not listening is forgotten now.
          onChange();
        } catch (error) {
          logger.warn({ message: (error as Error).message }, "Could not listen for committed changes");
          reconnectLater();
        }
      }
      await connect();
      return async () => {
        isStopped = true;
        await stopListening?.();
      };
    },
  };
}
