/**
 * A small in-process work queue with a hard bound: at most `concurrency` tasks run, at most
 * `maxWaiting` wait, and anything beyond is refused at once with 503 and Retry-After instead of
 * piling up (each waiting task holds its request's body in memory).
 */
import { serviceUnavailable } from "./http-error";

export interface BoundedQueueOptions {
  concurrency: number;
  maxWaiting: number;
  /** What Retry-After says when the queue is full. */
  retryAfterSeconds: number;
  /** The 503's message, shown to the person whose request was refused. */
  busyMessage: string;
}

export interface BoundedQueue {
  /** Runs `task` when a slot is free; throws a 503 HttpError at once when every slot and place is taken. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running and waiting now (for tests and logs). */
  size(): { running: number; waiting: number };
}

/** A queue over `options`; see the module comment. */
export function createBoundedQueue(options: BoundedQueueOptions): BoundedQueue {
  let running = 0;
  const waiting: (() => void)[] = [];

  function startNext(): void {
    const next = waiting.shift();
    if (next) next();
    else running--;
  }

  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running < options.concurrency) running++;
      else if (waiting.length < options.maxWaiting) await new Promise<void>((resolve) => waiting.push(resolve));
      else {
        throw serviceUnavailable(options.busyMessage, options.retryAfterSeconds);
      }
      // A finished task hands its slot straight to the next waiting one, so `running` stays counted.
      try {
        return await task();
      } finally {
        startNext();
      }
    },
    size: () => ({ running, waiting: waiting.length }),
  };
}
