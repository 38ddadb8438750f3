/**
 * Answers as a visitor sees them, kept a short while: a page or a list read by many (the home page,
 * a shared thread, the first page of Community) is made once, not once per reader, as Discourse's
 * anonymous cache does (anonymous-cache.ts decides what comes here). Any committed write on any
 * process empties it at once (server/lib/content-changes.ts), so an edit, a removal or a
 * moderator's hiding shows on the next request; the lifetime is only a safety net.
 *
 * Concurrent requests for an answer not yet kept share one making of it (no stampede), and an
 * answer being made when the content changed never lands in the emptied cache.
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
}

interface Entry<Answer> {
  answer: Promise<Answer>;
  madeAt: number;
  /** Known once the answer is made. */
  bytes: number;
}

export function visitorCache<Answer>({
  ttlMs,
  maxEntries,
  maxBytes = Infinity,
  sizeOf,
}: VisitorCacheOptions<Answer>): VisitorCache<Answer> {
  // A Map keeps insertion order: the first key is the oldest, dropped when the cache is full.
  let entries = new Map<string, Entry<Answer>>();
  let bytes = 0;
  const counts: CacheCounts = { hits: 0, misses: 0, evictions: 0, clears: 0 };

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

  function store(key: string, answer: Promise<Answer>): Promise<Answer> {
    const generation = entries;
    const entry: Entry<Answer> = { answer, madeAt: Date.now(), bytes: 0 };
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
      if (!kept || Date.now() - kept.madeAt > ttlMs) {
        counts.misses += 1;
        return store(key, make());
      }
      counts.hits += 1;
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
