/**
 * Answers as a visitor sees them, kept a short while: a page or a list read by many (the home page,
 * a shared thread, the first page of Community) is made once, not once per reader, as Discourse's
 * anonymous cache does. Only requests without a session come here: a member's answer shows what
 * they may do and is never shared. Any write on any process empties the caches at once
 * (server/lib/content-changes.ts), so an edit, a removal or a moderator's hiding shows on the next
 * request; the lifetime is only a safety net.
 *
 * Concurrent requests for an answer not yet kept share one making of it (no stampede). With
 * `isStaleServedWhileRefreshing`, an answer past its lifetime is made again in the background while
 * readers still get the one kept, so no reader waits; an answer much older than its lifetime, or
 * one the content has changed under, is never served.
 */
export interface VisitorCache<Answer> {
  /** The answer for `key`: kept, being made (one making serves every request that waits), or made now. */
  get(key: string, make: () => Promise<Answer>): Promise<Answer>;
  /** Forgets every answer (the site's content changed). */
  clear(): void;
  /** What the cache has done since it was made (read by the metrics at each scrape). */
  counts(): CacheCounts;
}

/** A cache's running totals: answers served from it, made for lack of one, dropped for room, and emptyings. */
export interface CacheCounts {
  hits: number;
  misses: number;
  evictions: number;
  clears: number;
}

export interface VisitorCacheOptions<Answer> {
  ttlMs: number;
  /** How many answers are kept at most; the least recently made goes first. */
  maxEntries: number;
  /** How many bytes of answers are kept at most, as `sizeOf` counts them (no bound without it). */
  maxBytes?: number;
  sizeOf?: (answer: Answer) => number;
  /** Past its lifetime, serve the kept answer while a new one is made (pages: no reader waits on a render). */
  isStaleServedWhileRefreshing?: boolean;
}

interface Entry<Answer> {
  answer: Promise<Answer>;
  madeAt: number;
  isRefreshing: boolean;
  /** Known once the answer is made. */
  bytes: number;
}

/** How many lifetimes a kept answer may still be served while its new one is made. */
const STALE_LIFETIMES = 6;

export function visitorCache<Answer>({
  ttlMs,
  maxEntries,
  maxBytes = Infinity,
  sizeOf,
  isStaleServedWhileRefreshing = false,
}: VisitorCacheOptions<Answer>): VisitorCache<Answer> {
  // A Map keeps insertion order: the first key is the oldest, dropped when the cache is full.
  let entries = new Map<string, Entry<Answer>>();
  let bytes = 0;
  const counts: CacheCounts = { hits: 0, misses: 0, evictions: 0, clears: 0 };
  const servedFor = isStaleServedWhileRefreshing ? ttlMs * STALE_LIFETIMES : ttlMs;

  function forget(generation: Map<string, Entry<Answer>>, key: string, entry: Entry<Answer>): void {
    if (generation.get(key) !== entry) return;
    generation.delete(key);
    if (generation === entries) bytes -= entry.bytes;
  }

  function evictOldestWhile(isFull: () => boolean): void {
    while (entries.size > 0 && isFull()) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry<Answer>];
      forget(entries, oldestKey, oldest);
      counts.evictions += 1;
    }
  }

  function store(key: string, answer: Promise<Answer>, isRefreshing = false): Promise<Answer> {
    const generation = entries;
    const entry: Entry<Answer> = { answer, madeAt: Date.now(), isRefreshing, bytes: 0 };
    const kept = entries.get(key);
    if (kept) forget(entries, key, kept);
    evictOldestWhile(() => entries.size >= maxEntries);
    entries.set(key, entry);
    answer.then(
      (made) => {
        if (generation !== entries || entries.get(key) !== entry || !sizeOf) return;
        entry.bytes = sizeOf(made);
        bytes += entry.bytes;
        // One answer over the whole budget is not kept at all.
        if (entry.bytes > maxBytes) forget(entries, key, entry);
        else evictOldestWhile(() => bytes > maxBytes);
      },
      // A failed making is not kept: the next request tries again.
      () => forget(generation, key, entry),
    );
    return answer;
  }

  return {
    get(key, make) {
      const kept = entries.get(key);
      const age = kept ? Date.now() - kept.madeAt : Infinity;
      if (!kept || age > servedFor) {
        counts.misses += 1;
        return store(key, make());
      }
      counts.hits += 1;
      if (age > ttlMs && !kept.isRefreshing) {
        kept.isRefreshing = true;
        const generation = entries;
        const fresh = make();
        // The new answer replaces the kept one once it is ready, unless the content changed meanwhile.
        fresh.then(
          () => {
            if (entries === generation && entries.get(key) === kept) store(key, fresh);
          },
          () => forget(generation, key, kept),
        );
      }
      return kept.answer;
    },
    clear() {
      // An answer being made when the content changed must not land in the new cache.
      entries = new Map();
      bytes = 0;
      counts.clears += 1;
    },
    counts: () => ({ ...counts }),
  };
}
