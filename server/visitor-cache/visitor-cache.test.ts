import { describe, expect, it, vi } from "vitest";
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
    expect(cache.counts()).toEqual({ hits: 3, misses: 1, evictions: 0, clears: 0 });
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

  it("forgets everything on clear, and a render under way then never lands in the cache", async () => {
    const cache = visitorCache<CachedPage>({ ttlMs: 60_000, maxEntries: 10 });
    let finish: (value: CachedPage) => void = () => undefined;
    const slow = cache.get("/", () => new Promise<CachedPage>((resolve) => (finish = resolve)));
    cache.clear();
    finish(page("before the edit"));
    expect((await slow).html).toBe("before the edit");
    const fresh = await cache.get("/", () => Promise.resolve(page("after the edit")));
    expect(fresh.html).toBe("after the edit");
    expect(cache.counts()).toEqual({ hits: 0, misses: 2, evictions: 0, clears: 1 });
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
    expect(cache.counts()).toEqual({ hits: 0, misses: 5, evictions: 2, clears: 0 });
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
});
