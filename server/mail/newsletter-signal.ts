/**
 * An in-process nudge from the request that starts sending an issue to this process's newsletter
 * sender, so it starts at once instead of at the next poll (other processes poll).
 */
const listeners = new Set<() => void>();

/** Call after the transaction that marked an issue "sending" has committed. */
export function notifyNewsletterSending(): void {
  for (const listener of listeners) listener();
}

/** Calls `listener` on each nudge until the returned function is called. */
export function onNewsletterSending(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
