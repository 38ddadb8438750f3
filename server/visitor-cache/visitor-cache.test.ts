import { describe, expect, it, vi } from "vitest";
import { EVERYTHING_CHANGED } from "../lib/content-changes";
import { visitorCache } from "./visitor-cache";

interface CachedPage {
  html: string;
}
const page = (html: string): CachedPage => ({ html });

describe("visitorCache", () => {
  it("renders a page once for every request that asks while it renders, and while it is kept", async () => {
    const cache = visitorCache<CachedPage>({ ttlMs: 60_000, maxEntries: 10 });
    const render = vi.fn(() => Promise.resolve(page("home")));
    const pages = await Promise.all([cache.get("/", render), cache.get("/", render), cache.get("/", render)]);
    expect(pages.map((p) => p.html)).toEqual(["home", "home", "home"]);
    await cache.get("/", render);
    expect(render).toHaveBeenCalledTimes(1);
    expect(cache.counts()).toMatchObject({ hits: 3, misses: 1, evictions: 0, forgets: 0 });
  });

  it("never serves a page past its lifetime: the reader waits for a new one", async () => {
    vi.useFakeTimers();
    try {
      const cache = visitorCache<CachedPage>({ ttlMs: 5_000, maxEntries: 10 });
      await cache.get("/", () => Promise.resolve(page("old")));
      vi.advanceTimersByTime(5_001);
      expect((await cache.get("/", () => Promise.resolve(page("new")))).html).toBe("new");
    } finally {
      vi.useRealTimers();
    }
  });

  it("forgets everything when everything changed, and a render under way then never lands in the cache", async () => {
    const cache = visitorCache<CachedPage>({ ttlMs: 60_000, maxEntries: 10 });
    let finish: (value: CachedPage) => void = () => undefined;
    const slow = cache.get("/", () => new Promise<CachedPage>((resolve) => (finish = resolve)));
    cache.change(EVERYTHING_CHANGED);
    finish(page("before the edit"));
    expect((await slow).html).toBe("before the edit");
    const fresh = await cache.get("/", () => Promise.resolve(page("after the edit")));
    expect(fresh.html).toBe("after the edit");
    expect(cache.counts()).toMatchObject({ hits: 0, misses: 2, evictions: 0, forgets: 1 });
  });

  it("keeps no failed render, and drops the oldest page when full", async () => {
    const cache = visitorCache<CachedPage>({ ttlMs: 60_000, maxEntries: 2 });
    await expect(cache.get("/a", () => Promise.reject(new Error("down")))).rejects.toThrow("down");
    const render = vi.fn((html: string) => Promise.resolve(page(html)));
    await cache.get("/a", () => render("a"));
    await cache.get("/b", () => render("b"));
    await cache.get("/c", () => render("c"));
    await cache.get("/a", () => render("a again"));
    expect(render.mock.calls.map(([html]) => html)).toEqual(["a", "b", "c", "a again"]);
    expect(cache.counts()).toMatchObject({ hits: 0, misses: 5, evictions: 2 });
  });

  it("keeps answers within its byte budget: the oldest go first, and one answer over the budget is never kept", async () => {
    const cache = visitorCache<CachedPage>({
      ttlMs: 60_000,
      maxEntries: 10,
      maxBytes: 10,
      sizeOf: (p) => p.html.length,
    });
    const render = vi.fn((html: string) => Promise.resolve(page(html)));
    await cache.get("/a", () => render("aaaa"));
    await cache.get("/b", () => render("bbbb"));
    await cache.get("/c", () => render("cccc"));
    await cache.get("/huge", () => render("h".repeat(11)));
    await cache.get("/c", () => render("c again"));
    await cache.get("/huge", () => render("huge again"));
    await cache.get("/a", () => render("a again"));
    expect(render.mock.calls.map(([html]) => html)).toEqual([
      "aaaa",
      "bbbb",
      "cccc",
      "h".repeat(11),
      "huge again",
      "a again",
    ]);
  });

  describe("after a change to a table", () => {
    const posts = { table: "posts", effect: "forget" } as const;
    const newReply = { table: "replies", effect: "refresh" } as const;
    const categoriesOnly = new Set(["categories"]);

    it("forgets at once what reads an edited table, and keeps what reads others", async () => {
      const cache = visitorCache<CachedPage>({ ttlMs: 60_000, maxEntries: 10 });
      await cache.get("/", () => Promise.resolve(page("home")));
      await cache.get("/api/categories", () => Promise.resolve(page("categories")), { reads: categoriesOnly });
      cache.change(posts);
      const home = vi.fn(() => Promise.resolve(page("home, edited")));
      expect((await cache.get("/", home)).html).toBe("home, edited");
      const categories = vi.fn(() => Promise.resolve(page("categories again")));
      expect((await cache.get("/api/categories", categories, { reads: categoriesOnly })).html).toBe("categories");
      expect(categories).not.toHaveBeenCalled();
    });

    it("serves a stale answer after something was added, while one remake runs; then the new one", async () => {
      const cache = visitorCache<CachedPage>({ ttlMs: 60_000, maxEntries: 10 });
      await cache.get("/", () => Promise.resolve(page("before the reply")));
      cache.change(newReply);
      let finish: (value: CachedPage) => void = () => undefined;
      const remake = vi.fn(() => new Promise<CachedPage>((resolve) => (finish = resolve)));
      const make = vi.fn(() => Promise.resolve(page("made by the reader")));
      const readers = await Promise.all([1, 2, 3].map(() => cache.get("/", make, { remake })));
      expect(readers.map((p) => p.html)).toEqual(["before the reply", "before the reply", "before the reply"]);
      expect(remake).toHaveBeenCalledTimes(1);
      finish(page("with the reply"));
      await vi.waitFor(async () => expect((await cache.get("/", make, { remake })).html).toBe("with the reply"));
      expect(make).not.toHaveBeenCalled();
      expect(cache.counts()).toMatchObject({ remakes: 1, refreshes: 1, misses: 1 });
    });

    it("makes a reader who must have it fresh wait for a new answer, and never keeps a remake a forget overtook", async () => {
      const cache = visitorCache<CachedPage>({ ttlMs: 60_000, maxEntries: 10 });
      await cache.get("/", () => Promise.resolve(page("before")));
      cache.change(newReply);
      const fresh = await cache.get("/", () => Promise.resolve(page("fresh for the render")), {
        remake: () => Promise.resolve(page("unused")),
        mustBeFresh: true,
      });
      expect(fresh.html).toBe("fresh for the render");

      cache.change(newReply);
      let finish: (value: CachedPage) => void = () => undefined;
      await cache.get("/", () => Promise.resolve(page("unused")), {
        remake: () => new Promise<CachedPage>((resolve) => (finish = resolve)),
      });
      // A moderator hides a post while the remake is being made from before the hide.
      cache.change(posts);
      finish(page("made before the hide"));
      await Promise.resolve();
      expect((await cache.get("/", () => Promise.resolve(page("after the hide")))).html).toBe("after the hide");
    });

    it("keeps a remake stale when another addition came while it was made", async () => {
      const cache = visitorCache<CachedPage>({ ttlMs: 60_000, maxEntries: 10 });
      await cache.get("/", () => Promise.resolve(page("first")));
      cache.change(newReply);
      let finish: (value: CachedPage) => void = () => undefined;
      const remake = vi.fn(() => new Promise<CachedPage>((resolve) => (finish = resolve)));
      await cache.get("/", () => Promise.resolve(page("unused")), { remake });
      cache.change(newReply);
      finish(page("second"));
      await vi.waitFor(async () =>
        expect((await cache.get("/", () => Promise.resolve(page("unused")), { remake })).html).toBe("second"),
      );
      expect(remake).toHaveBeenCalledTimes(2);
    });

    it("stops serving a stale answer whose remake is stuck: the next reader makes it", async () => {
      vi.useFakeTimers();
      try {
        const cache = visitorCache<CachedPage>({ ttlMs: 60_000, maxEntries: 10 });
        await cache.get("/", () => Promise.resolve(page("before")));
        cache.change(newReply);
        const stuck = () => new Promise<CachedPage>(() => undefined);
        expect((await cache.get("/", () => Promise.resolve(page("unused")), { remake: stuck })).html).toBe("before");
        vi.advanceTimersByTime(2_001);
        const made = await cache.get("/", () => Promise.resolve(page("made by the reader")), { remake: stuck });
        expect(made.html).toBe("made by the reader");
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
