/**
 * How the processes serving one site tell each other that its content changed, through
 * PostgreSQL's LISTEN/NOTIFY (docs/decisions.md#the-anonymous-cache): each process keeps copies of
 * what visitors read, and a write on any process must empty them on all within a second.
 */
import crypto from "node:crypto";
import type { DatabaseHandle } from "../db";
import type { ChangeChannel } from "../lib/content-changes";
import { logger } from "../lib/logger";
import { CONTENT_CHANGES_CHANNEL, contentChangesRepository } from "../repositories/content-changes.repository";

/** How long after losing its connection the channel tries again (bounds staleness while PostgreSQL restarts). */
const RECONNECT_MS = 1000;

/** The channel over `database`: a NOTIFY per change, and a LISTEN connection opened again every second while lost. */
export function databaseChangeChannel(database: DatabaseHandle): ChangeChannel {
  // This process's own NOTIFYs come back to it too: they carry this token, and are skipped.
  const processToken = crypto.randomUUID();
  const changes = contentChangesRepository(database.db);
  return {
    publish() {
      changes.notify(processToken).catch((error: unknown) => {
        // The other processes' copies then end with their lifetime, which is kept short for this.
        logger.warn({ message: (error as Error).message }, "Could not tell the other processes about a change");
      });
    },
    async listen(onChange) {
      let isStopped = false;
      let stopListening: (() => Promise<void>) | undefined;
      const onNotify = (payload: string) => {
        if (payload !== processToken) onChange();
      };
      const reconnectLater = () => {
        stopListening = undefined;
        onChange();
        if (!isStopped) setTimeout(() => void connect(), RECONNECT_MS).unref();
      };
      async function connect(): Promise<void> {
        try {
          const stop = await database.listen(CONTENT_CHANGES_CHANNEL, onNotify, reconnectLater);
          if (isStopped) return void (await stop());
          stopListening = stop;
          // What other processes changed while this one was not listening is forgotten now.
          onChange();
        } catch (error) {
          logger.warn({ message: (error as Error).message }, "Could not listen for other processes' changes");
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
