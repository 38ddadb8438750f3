/**
 * Answers as a visitor sees them, kept a short while: a page or a list read by many (the home page,
 * a shared thread, the first page of Community) is made once, not once per reader, as Discourse's
 * anonymous cache does (anonymous-cache.ts decides what comes here).
 *
 * Each answer names the tables it shows, and each committed change names its table and its effect
 * (server/lib/content-changes.ts, migrations/0021_content_change_effects.sql):
 * - a change that withdraws or alters something ("forget": an edit, a hide, a removal) drops every
 *   answer that reads its table at once, so it never shows on the next request;
 * - a change that only adds or counts ("refresh": a new reply, a reaction) marks them stale: a stale
 *   answer is still served, while one new making of it runs (stale-while-revalidate), so a burst of
 *   writes does not make every reader wait for a cold render. A reader who asks for a fresh answer
 *   (`mustBeFresh`) waits for it instead.
 * The lifetime is only a safety net, for what changes with the clock alone.
 *
 * Concurrent requests for an answer not yet kept share one making of it (no stampede), and an answer
 * being made when its tables were forgotten never lands in the cache.
 */
import { EVERYTHING_CHANGED, type ContentChange } from "../lib/content-changes";

/** The tables an answer shows, or every table (a page, a list of everything, search). */
export type TablesRead = ReadonlySet<string> | "every table";

export interface ReadOptions<Answer> {
  /** What the answer shows (public-reads.ts); a change to another table leaves it alone. Every table when unset. */
  reads?: TablesRead;
  /** Makes the answer anew without the reader waiting (a stale answer is served meanwhile); none: a stale answer is made again by its reader. */
  remake?: () => Promise<Answer>;
  /** The reader may not be served a stale answer (a browser's reload); it waits for a new one. */
  mustBeFresh?: boolean;
}

export interface VisitorCache<Answer> {
  /** The answer for `key`: kept, being made (one making serves every request that waits), or made now. */
  get(key: string, make: () => Promise<Answer>, options?: ReadOptions<Answer>): Promise<Answer>;
  /** A committed change: answers that read its table are forgotten, or marked stale. */
  change(change: ContentChange): void;
  /** What the cache has done since it was made (read by the metrics at each scrape). */
  counts(): CacheCounts;
}

/** A cache's running totals. */
export interface CacheCounts {
  /** Answers served fresh from the cache. */
  hits: number;
  /** Stale answers served while a new one was made. */
  staleHits: number;
  /** Answers made for lack of one (the reader waited). */
  misses: number;
  /** Stale answers made anew in the background. */
  remakes: number;
  /** Answers dropped for room. */
  evictions: number;
  /** Changes that dropped answers, and changes that marked them stale. */
  forgets: number;
  refreshes: number;
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
  reads: TablesRead;
  /** Known once the answer is made. */
  bytes: number;
  /** How many "refresh" changes touched it: stale when above zero. */
  refreshes: number;
  /** When a new making of this stale answer began, if one is under way. */
  remakeStartedAt?: number;
}

/** How long a stale answer is served while its new making runs; past that, readers stop taking it. */
const REMAKE_PATIENCE_MS = 2000;

const readsTable = (reads: TablesRead, table: string) =>
  table === EVERYTHING_CHANGED.table || reads === "every table" || reads.has(table);

export function visitorCache<Answer>({
  ttlMs,
  maxEntries,
  maxBytes = Infinity,
  sizeOf,
}: VisitorCacheOptions<Answer>): VisitorCache<Answer> {
  // A Map keeps insertion order: the first key is the oldest, dropped when the cache is full.
  const entries = new Map<string, Entry<Answer>>();
  let bytes = 0;
  const counts: CacheCounts = { hits: 0, staleHits: 0, misses: 0, remakes: 0, evictions: 0, forgets: 0, refreshes: 0 };

  function forget(key: string, entry: Entry<Answer>): void {
    if (entries.get(key) !== entry) return;
    entries.delete(key);
    bytes -= entry.bytes;
  }

  function evictOldestWhile(isFull: () => boolean): void {
    while (entries.size > 0 && isFull()) {
      const [oldestKey, oldest] = entries.entries().next().value as [string, Entry<Answer>];
      forget(oldestKey, oldest);
      counts.evictions += 1;
    }
  }

  /** Keeps `answer` for `key` as it is made; `refreshes` carries the staleness of what it replaces. */
  function store(key: string, answer: Promise<Answer>, reads: TablesRead, refreshes = 0): Entry<Answer> {
    const entry: Entry<Answer> = { answer, madeAt: Date.now(), reads, bytes: 0, refreshes };
    const kept = entries.get(key);
    if (kept) forget(key, kept);
    evictOldestWhile(() => entries.size >= maxEntries);
    entries.set(key, entry);
    answer.then(
      (made) => {
        // Forgotten meanwhile (its tables changed, or room was needed): what was made is not kept.
        if (entries.get(key) !== entry || !sizeOf) return;
        entry.bytes = sizeOf(made);
        bytes += entry.bytes;
        // One answer over the whole budget is not kept at all.
        if (entry.bytes > maxBytes) forget(key, entry);
        else evictOldestWhile(() => bytes > maxBytes);
      },
      // A failed making is not kept: the next request tries again.
      () => forget(key, entry),
    );
    return entry;
  }

  /** Makes a stale answer anew while it is still served; it replaces the stale one unless that was forgotten meanwhile. */
  function remakeInBackground(key: string, stale: Entry<Answer>, remake: () => Promise<Answer>): void {
    stale.remakeStartedAt = Date.now();
    counts.remakes += 1;
    const refreshesBefore = stale.refreshes;
    remake().then(
      (made) => {
        if (entries.get(key) !== stale) return;
        // A change that came during the making may not be in it: the new answer is stale in turn.
        store(key, Promise.resolve(made), stale.reads, stale.refreshes - refreshesBefore);
      },
      // It could not be made: the next reader makes it, and waits.
      () => forget(key, stale),
    );
  }

  return {
    get(key, make, { reads = "every table", remake, mustBeFresh = false } = {}) {
      const kept = entries.get(key);
      if (!kept || Date.now() - kept.madeAt > ttlMs) {
        counts.misses += 1;
        return store(key, make(), reads).answer;
      }
      if (kept.refreshes === 0) {
        counts.hits += 1;
        return kept.answer;
      }
      const isRemakeStuck =
        kept.remakeStartedAt !== undefined && Date.now() - kept.remakeStartedAt > REMAKE_PATIENCE_MS;
      // A reader who must have it fresh, or a stale answer nothing can make anew in time: this reader makes it, and waits.
      if (mustBeFresh || !remake || isRemakeStuck) {
        counts.misses += 1;
        return store(key, make(), reads).answer;
      }
      counts.staleHits += 1;
      if (kept.remakeStartedAt === undefined) remakeInBackground(key, kept, remake);
      return kept.answer;
    },
    change({ table, effect }) {
      if (effect === "forget") counts.forgets += 1;
      else counts.refreshes += 1;
      for (const [key, entry] of entries) {
        if (!readsTable(entry.reads, table)) continue;
        if (effect === "forget") forget(key, entry);
        else entry.refreshes += 1;
      }
    },
    counts: () => ({ ...counts }),
  };
}
