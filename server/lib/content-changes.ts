/**
 * When the site's content has changed. The database says so (migrations/0014_content_change_notices.sql):
 * each committed write to a table visitors read is told, through a ChangeChannel, to every process
 * over it, this one included, whoever wrote it (a request, the scheduler, a command-line tool,
 * another process) and whatever became of the request that made it: a writer who hangs up before
 * the answer still committed. A write this process answers with success is also told here at once,
 * so the writer's own next read does not wait for the notification's round trip. What keeps copies
 * of what visitors read (server/visitor-cache) listens, and forgets them.
 */
import type { RequestHandler } from "express";

export interface ContentChanges {
  /** Calls `listener` after each change, this process's or another's. */
  onChange(listener: () => void): void;
  /** Mounted before the API: tells this process at once of each write it answers with success (its commit tells every process). */
  watchWrites: RequestHandler;
  /** Tells this process at once of a change no request made (the scheduler published something); its commit tells every process. */
  announce(): void;
  /** Starts hearing committed changes (with a channel); resolves once listening. */
  start(): Promise<void>;
  /** Stops hearing them (shutdown). */
  stop(): Promise<void>;
}

/** How the database tells every process over it of committed changes (server/services/content-change-channel.ts). */
export interface ChangeChannel {
  /**
   * Calls `onChange` for each committed change, by any process, this one included, and whenever
   * changes may have been missed (the connection was lost, or is back). Resolves once listening, to
   * a function that stops.
   */
  listen(onChange: () => void): Promise<() => Promise<void>>;
}

/** Changes told within this process, and with `channel`, every change committed to its database. */
export function contentChanges({ channel }: { channel?: ChangeChannel } = {}): ContentChanges {
  const listeners = new Set<() => void>();
  const announce = () => listeners.forEach((listener) => listener());
  let stopListening: (() => Promise<void>) | undefined;
  return {
    announce,
    onChange(listener) {
      listeners.add(listener);
    },
    watchWrites(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        // Only for the writer's own next read: an answer that never finishes (its writer hung up)
        // is covered by the commit's notification.
        res.once("finish", () => {
          if (res.statusCode < 400) announce();
        });
      }
      next();
    },
    async start() {
      stopListening ??= await channel?.listen(announce);
    },
    async stop() {
      await stopListening?.();
      stopListening = undefined;
    },
  };
}
