/**
 * How every process serving one site hears that its content changed, through PostgreSQL's
 * LISTEN/NOTIFY (docs/decisions.md#the-anonymous-cache): each process keeps copies of what visitors
 * read, and a committed write on any process must reach them all within a second. The NOTIFY
 * comes from the database itself, from triggers on each table visitors read
 * (migrations/0014_content_change_notices.sql, 0021_content_change_effects.sql), is delivered only
 * once its transaction commits, and says "<table>:refresh" or "<table>:forget".
 */
import type { DatabaseHandle, Listener } from "../db";
import { EVERYTHING_CHANGED, type ChangeChannel, type ContentChange } from "../lib/content-changes";
import { logger } from "../lib/logger";

/** The channel the migration's triggers notify and every process LISTENs on. */
export const CONTENT_CHANGES_CHANNEL = "pawswell_content_changes";

/** How long after losing its connection the channel tries again (bounds staleness while PostgreSQL restarts). */
const RECONNECT_MS = 1000;

/** What a notice says; anything else (a notice from an older trigger, one sent by hand) changed everything. */
export function changeOf(payload: string): ContentChange {
  const match = /^([a-z_]+):(refresh|forget)$/.exec(payload);
  return match ? { table: match[1]!, effect: match[2] as ContentChange["effect"] } : EVERYTHING_CHANGED;
}

/**
 * The channel over `database`: every notification is a change (this process's own too: a write
 * whose answer never went out is told only this way), and a LISTEN connection is opened again every
 * second while lost; what was missed meanwhile changed everything.
 */
export function databaseChangeChannel(database: DatabaseHandle): ChangeChannel {
  return {
    async listen(onChange) {
      let isStopped = false;
      let current: Listener | undefined;
      const reconnectLater = () => {
        current = undefined;
        onChange(EVERYTHING_CHANGED);
        if (!isStopped) setTimeout(() => void connect(), RECONNECT_MS).unref();
      };
      async function connect(): Promise<void> {
        try {
          const listener = await database.listen(
            CONTENT_CHANGES_CHANNEL,
            (payload) => onChange(changeOf(payload)),
            reconnectLater,
          );
          if (isStopped) return void (await listener.stop());
          current = listener;
          // What was committed while this one was not listening is forgotten now.
          onChange(EVERYTHING_CHANGED);
        } catch (error) {
          logger.warn({ message: (error as Error).message }, "Could not listen for committed changes");
          reconnectLater();
        }
      }
      await connect();
      return {
        // Not listening: what it missed has changed everything already.
        caughtUp: async () => current?.caughtUp(),
        stop: async () => {
          isStopped = true;
          await current?.stop();
        },
      };
    },
  };
}
