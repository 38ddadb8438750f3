/**
 * When the site's content has changed. The database says so (migrations/0014_content_change_notices.sql,
 * 0021_content_change_effects.sql): each committed write to a table visitors read is told, through a
 * ChangeChannel, to every process over it, this one included, whoever wrote it (a request, the
 * scheduler, a command-line tool, another process) and whatever became of the request that made it:
 * a writer who hangs up before the answer still committed. Each change names its table and what the
 * copies of visitors' reads must do: drop what reads it ("forget": something was edited, hidden or
 * removed) or make it anew while still serving it ("refresh": something was added or counted).
 * What keeps copies of what visitors read (server/visitor-cache) listens.
 *
 * A write this process answers is heard before this process's next read from those copies: the
 * read first waits for the channel to catch up (one round trip on the listening connection, only
 * after a write). Without a channel (a test's app, a tool), every successful write forgets everything.
 */
import type { RequestHandler } from "express";

/** What a change asks of the copies that read its table. */
export type ChangeEffect = "refresh" | "forget";

export interface ContentChange {
  /** The table written, or "*" for every table (changes may have been missed, or nobody said which). */
  table: string;
  effect: ChangeEffect;
}

/** Every copy goes: changes were missed, or a change came without saying which table it was. */
export const EVERYTHING_CHANGED: ContentChange = { table: "*", effect: "forget" };

export interface ContentChanges {
  /** Calls `listener` after each change, this process's or another's. */
  onChange(listener: (change: ContentChange) => void): void;
  /** Mounted before the API: notes each write this process answers with success, for whenCaughtUp. */
  watchWrites: RequestHandler;
  /**
   * Resolves once every change written by a request this process has answered has been heard; or
   * undefined when there is nothing to wait for (no write since the last time), which is most reads.
   */
  whenCaughtUp(): Promise<void> | undefined;
  /** Tells this process at once of a change no request made (the scheduler published something); its commit tells every process. */
  announce(): void;
  /** Starts hearing committed changes (with a channel); resolves once listening. */
  start(): Promise<void>;
  /** Whether every committed change is heard (a channel, started): what is kept until a change may rely on it. */
  hearsCommits(): boolean;
  /** Stops hearing them (shutdown). */
  stop(): Promise<void>;
}

/** A channel being listened on. */
export interface ChannelListener {
  /** Resolves once every change committed before the call has been told (a round trip on the listening connection). */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

/** How the database tells every process over it of committed changes (server/services/content-change-channel.ts). */
export interface ChangeChannel {
  /**
   * Calls `onChange` for each committed change, by any process, this one included, and with
   * EVERYTHING_CHANGED whenever changes may have been missed (the connection was lost, or is back).
   * Resolves once listening.
   */
  listen(onChange: (change: ContentChange) => void): Promise<ChannelListener>;
}

/** Changes told within this process, and with `channel`, every change committed to its database. */
export function contentChanges({ channel }: { channel?: ChangeChannel } = {}): ContentChanges {
  const listeners = new Set<(change: ContentChange) => void>();
  const tell = (change: ContentChange) => listeners.forEach((listener) => listener(change));
  let listener: ChannelListener | undefined;
  /** Writes answered with success, and how many of them had committed before the last finished catch-up began. */
  let writesAnswered = 0;
  let writesHeard = 0;
  let catchingUp: { upTo: number; done: Promise<void> } | undefined;

  function whenCaughtUp(): Promise<void> | undefined {
    if (writesHeard >= writesAnswered) return undefined;
    if (catchingUp && catchingUp.upTo >= writesAnswered) return catchingUp.done;
    // A catch-up under way began before the newest write was answered: one more after it.
    const upTo = writesAnswered;
    const done = (catchingUp?.done ?? Promise.resolve())
      .then(() => listener?.caughtUp())
      .then(() => {
        writesHeard = Math.max(writesHeard, upTo);
        if (catchingUp?.upTo === upTo) catchingUp = undefined;
      });
    catchingUp = { upTo, done };
    return done;
  }

  return {
    announce: () => tell(EVERYTHING_CHANGED),
    onChange(next) {
      listeners.add(next);
    },
    whenCaughtUp,
    watchWrites(req, res, next) {
      if (req.method !== "GET" && req.method !== "HEAD") {
        // An answer that never finishes (its writer hung up) is covered by the commit's notification.
        res.once("finish", () => {
          if (res.statusCode >= 400) return;
          if (listener) writesAnswered += 1;
          else tell(EVERYTHING_CHANGED);
        });
      }
      next();
    },
    async start() {
      listener ??= await channel?.listen(tell);
    },
    hearsCommits: () => listener !== undefined,
    async stop() {
      await listener?.stop();
      listener = undefined;
    },
  };
}
