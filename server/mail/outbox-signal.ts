/**
 * An in-process nudge from the code that queues mail to this process's outbox worker, so mail
 * written by a request leaves at once instead of at the next poll. Other processes' mail is found
 * by polling; a missed nudge only delays mail until then.
 */
const listeners = new Set<() => void>();

/** Call after the transaction that queued mail has committed. */
export function notifyMailQueued(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on each nudge until the returned function is called. */
export function onMailQueued(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
