/**
 * Rendered pages as a visitor sees them, kept a few seconds: a page read by many (the home page, a
 * shared thread) is rendered once, not once per reader, as Discourse's anonymous cache does.
 * Only requests without a session come here: a member's page shows what they may do and is never
 * shared. Any write this process answers empties the cache at once, so an edit, a removal or a
 * moderator's hiding shows on the next request; the short lifetime bounds what another process's
 * writes (several servers over one PostgreSQL) can leave showing.
 *
 * A page past its lifetime is rendered again in the background while readers still get the one
 * kept (stale-while-revalidate), so no reader waits for that render; a page much older than its
 * lifetime, or one the content has changed under, is never served.
 */
export interface VisitorPageCache<Page> {
  /** The page for `key`: kept, being rendered (one render serves every request that waits), or rendered now. */
  get(key: string, render: () => Promise<Page>): Promise<Page>;
  /** Forgets every page (the site's content changed). */
  clear(): void;
  /** What the cache has done since it was made (read by the metrics at each scrape). */
  counts(): CacheCounts;
}

/** A cache's running totals: pages served from it, rendered for lack of one, dropped for room, and emptyings. */
export interface CacheCounts {
  hits: number;
  misses: number;
  evictions: number;
  clears: number;
}

interface Entry<Page> {
  page: Promise<Page>;
  renderedAt: number;
  isRefreshing: boolean;
}

/** How many lifetimes a kept page may still be served while its new render is under way. */
const STALE_LIFETIMES = 6;

export function visitorPageCache<Page>({
  ttlMs,
  maxPages,
}: {
  ttlMs: number;
  maxPages: number;
}): VisitorPageCache<Page> {
  // A Map keeps insertion order: the first key is the oldest, dropped when the cache is full.
  let entries = new Map<string, Entry<Page>>();
  const counts: CacheCounts = { hits: 0, misses: 0, evictions: 0, clears: 0 };

  function store(key: string, page: Promise<Page>, isRefreshing = false): Promise<Page> {
    const generation = entries;
    const entry: Entry<Page> = { page, renderedAt: Date.now(), isRefreshing };
    entries.delete(key);
    if (entries.size >= maxPages) {
      entries.delete(entries.keys().next().value as string);
      counts.evictions += 1;
    }
    entries.set(key, entry);
    // A failed render is not kept: the next request tries again.
    page.catch(() => {
      if (generation.get(key) === entry) generation.delete(key);
    });
    return page;
  }

  return {
    get(key, render) {
      const kept = entries.get(key);
      const age = kept ? Date.now() - kept.renderedAt : Infinity;
      if (!kept || age > ttlMs * STALE_LIFETIMES) {
        counts.misses += 1;
        return store(key, render());
      }
      counts.hits += 1;
      if (age > ttlMs && !kept.isRefreshing) {
        kept.isRefreshing = true;
        const generation = entries;
        const fresh = render();
        // The new page replaces the kept one once it is ready, unless the content changed meanwhile.
        fresh.then(
          () => {
            if (entries === generation && entries.get(key) === kept) store(key, fresh);
          },
          () => {
            if (entries === generation && entries.get(key) === kept) entries.delete(key);
          },
        );
      }
      return kept.page;
    },
    clear() {
      // A render under way when the content changed must not land in the new cache.
      entries = new Map();
      counts.clears += 1;
    },
    counts: () => ({ ...counts }),
  };
}
