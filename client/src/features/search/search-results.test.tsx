import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchResult, SearchSummary } from "@shared/contracts/search.contract";
import { GUEST_WARNING_SETTINGS_KEY } from "@/features/content-warnings/guest-warning-settings";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import SearchPage from "@/pages/search-page";

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const result = (id: string, contentWarnings: string[]): SearchResult => ({
  type: "story",
  id,
  title: `Milo ${id}`,
  url: `/stories/${id}`,
  snippet: [{ text: "our rescue cat", match: false }],
  author: "maya",
  contentWarnings,
  createdAt: "2026-10-01T10:00:00Z",
});

function stubSearch(results: SearchResult[]) {
  const summary: SearchSummary = {
    counts: { post: 0, reply: 0, story: results.length, blog: 0, resource: 0, group: 0 },
    correctedQuery: null,
  };
  stubFetch((url) => json(url.startsWith("/api/search/summary") ? summary : results));
}

// A member's Hide is kept by the server (it leaves those results out); a visitor's lives in their
// browser, and the page leaves them out.
describe("search results and a visitor's content-warning choices", () => {
  it("leaves out the results carrying a warning the visitor hides, and collapses those they collapse", async () => {
    localStorage.setItem(
      GUEST_WARNING_SETTINGS_KEY,
      JSON.stringify({
        settings: { "pet-loss": { mode: "hide", until: null }, grief: { mode: "collapse", until: null } },
      }),
    );
    stubSearch([result("lost", ["pet-loss"]), result("sad", ["grief"]), result("plain", [])]);
    renderAt(<SearchPage />, "/search?q=rescue");
    const cards = await screen.findAllByRole("article");
    expect(cards.map((card) => within(card).getByRole("heading").textContent)).toEqual(["Milo sad", "Milo plain"]);
    expect(within(cards[0]!).getByText("Content warning: grief")).toBeInTheDocument();
  });

  it("says so when every result loaded is one the visitor hides", async () => {
    localStorage.setItem(
      GUEST_WARNING_SETTINGS_KEY,
      JSON.stringify({ settings: { "pet-loss": { mode: "hide", until: null } } }),
    );
    stubSearch([result("lost", ["pet-loss"])]);
    renderAt(<SearchPage />, "/search?q=rescue");
    expect(await screen.findByText("The results here carry content warnings you chose to hide.")).toBeInTheDocument();
    expect(screen.queryByRole("article")).toBeNull();
  });
});
