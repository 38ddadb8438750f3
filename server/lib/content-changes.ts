/**
 * When the site's content has changed: every write the API answers with success, what the
 * publishing scheduler publishes, and (through a ChangeChannel) every such change another process
 * over the same database made. What keeps copies of what visitors read (server/visitor-cache)
 * listens, and forgets them.
 */
import type { RequestHandler } from "express";

export interface ContentChanges {
  /** Calls `listener` after each change, this process's or another's. */
  onChange(listener: () => void): void;
  /** Mounted before the API: marks each write that succeeds once its answer is sent. */
  watchWrites: RequestHandler;
  /** A change no request made (the scheduler published something): tells every listener, here and elsewhere. */
  announce(): void;
  /** Starts hearing other processes' changes (with a channel); resolves once listening. */
  start(): Promise<void>;
  /** Stops hearing them (shutdown). */
  stop(): Promise<void>;
}

/** How processes over one database tell each other of changes (server/services/content-change-channel.ts). */
export interface ChangeChannel {
  /** Tells the other processes that this one changed the content. */
  publish(): void;
  /**
   * Calls `onChange` for each change another process publishes, and whenever changes may have been
   * missed (the connection was lost, or is back). Resolves once listening, to a function that stops.
   */
  listen(onChange: () => void): Promise<() => Promise<void>>;
}

/** Changes within this process, and with `channel`, across every process that shares it. */
export function contentChanges({ channel }: { channel?: ChangeChannel } = {}): ContentChanges {
  const listeners = new Set<() => void>();
  const tellListeners = () => listeners.forEach((listener) => listener());
  const announce = () => {
    tellListeners();
    channel?.publish();
  };
  let stopListening: (() => Promise<void>) | undefined;
  return {
    announce,
    onChange(listener) {
      listeners.add(listener);
    },
    watchWrites(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        res.once("finish", () => {
          if (res.statusCode < 400) announce();
        });
      }
      next();
    },
    async start() {
      stopListening ??= await channel?.listen(tellListeners);
    },
    async stop() {
      await stopListening?.();
      stopListening = undefined;
    },
  };
}
