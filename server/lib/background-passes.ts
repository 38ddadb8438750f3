/**
 * A background job that runs in passes (the mail outbox, the newsletter sender): one pass at a
 * time per process, every `pollMs` and at once when `onSignal` nudges it; a nudge during a pass
 * asks for one more right after it. A failed pass is logged and the next poll tries again.
 */
import { logger } from "./logger";

/** What a pass may ask while it runs. */
export interface PassState {
  /** Not started, or stopped: tests drive passes with runOnce without starting the job. */
  isStopped(): boolean;
  /** `stop` was called: a long pass ends at its next step, so shutdown is not held up. */
  isStopping(): boolean;
}

export interface BackgroundPassesOptions {
  pollMs: number;
  /** Subscribes to this process's nudges; answers the unsubscribe. */
  onSignal: (nudge: () => void) => () => void;
  /** Logged, with the error's message, when a pass fails. */
  failureMessage: string;
}

export function backgroundPasses<T>(pass: (state: PassState) => Promise<T>, options: BackgroundPassesOptions) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<T> | undefined;
  let isAgainWanted = false;
  let isStopped = true;
  let isStopping = false;
  let unsubscribe: (() => void) | undefined;
  const state: PassState = { isStopped: () => isStopped, isStopping: () => isStopping };

  /** Runs one pass, or, when one is running, asks for another right after it. */
  function runOnce(): Promise<T> {
    if (running) {
      isAgainWanted = true;
      return running;
    }
    running = pass(state).finally(() => {
      running = undefined;
      if (isAgainWanted && !isStopped) {
        isAgainWanted = false;
        void tick();
      }
    });
    return running;
  }

  async function tick(): Promise<void> {
    try {
      await runOnce();
    } catch (error) {
      // The database may be away for a moment; the next poll tries again.
      logger.warn({ message: error instanceof Error ? error.message : String(error) }, options.failureMessage);
    }
  }

  const nudge = () => void tick();

  return {
    /** One pass now (tests drive the job with it). */
    runOnce,
    /** Polls every `pollMs`, and right away when nudged. */
    start(): void {
      if (!isStopped) return;
      isStopped = false;
      isStopping = false;
      timer = setInterval(nudge, options.pollMs);
      timer.unref();
      unsubscribe = options.onSignal(nudge);
      void tick();
    },
    /** Stops polling and waits for a pass in flight, so shutdown never closes the database under it. */
    async stop(): Promise<void> {
      isStopped = true;
      isStopping = true;
      clearInterval(timer);
      unsubscribe?.();
      await running?.catch(() => undefined);
    },
  };
}
