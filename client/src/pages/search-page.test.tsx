import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { SearchResult, SearchSummary } from "@shared/contracts/search.contract";
import { SEARCH_COUNT_CAP } from "@shared/search";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import SearchPage from "./search-page";

afterEach(() => vi.unstubAllGlobals());

const counts = (values: Partial<SearchSummary["counts"]> = {}): SearchSummary["counts"] => ({
  post: 0,
  reply: 0,
  story: 0,
  blog: 0,
  resource: 0,
  group: 0,
  ...values,
});

const result = (id: string, extra: Partial<SearchResult> = {}): SearchResult => ({
  type: "story",
  id,
  title: `Milo comes home ${id}`,
  url: `/stories/${id}`,
  snippet: [
    { text: "our ", match: false },
    { text: "rescue", match: true },
    { text: " cat hid", match: false },
  ],
  author: "maya",
  contentWarnings: [],
  createdAt: "2026-10-01T10:00:00Z",
  ...extra,
});

/** Answers the summary and the results as the server would, and records what was asked. */
function stubSearch({
  summary = { counts: counts({ story: 2, post: SEARCH_COUNT_CAP }), correctedQuery: null },
  pages = [[result("s1"), result("s2")]],
  status = 200,
}: { summary?: SearchSummary; pages?: SearchResult[][]; status?: number } = {}) {
  return stubFetch((url) => {
    if (status !== 200) return json({ message: "Something went wrong" }, status);
    if (url.startsWith("/api/search/summary")) return json(summary);
    const page = Number(new URL(url, "http://x").searchParams.get("cursor") ?? 0);
    const headers: Record<string, string> =
      page + 1 < pages.length ? { Link: `</api/search?q=x&cursor=${page + 1}>; rel="next"` } : {};
    return json(pages[page] ?? [], 200, headers);
  });
}

const searchUrls = (fetchMock: ReturnType<typeof stubFetch>) =>
  fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.startsWith("/api/search?"));

describe("SearchPage", () => {
  it("reads the query from the URL, prefills its field and shows each result's kind, linked title, author and date", async () => {
    const fetchMock = stubSearch({
      pages: [
        [result("s1"), result("g1", { type: "group", title: "Leeds dog walkers", url: "/groups/g1", author: null })],
      ],
    });
    renderAt(<SearchPage />, "/search?q=rescue%20cat");
    expect(screen.getByRole("heading", { level: 1, name: "Results for “rescue cat”" })).toBeInTheDocument();
    expect(document.title).toBe("Results for “rescue cat” | PawsWell");
    // Results are the site's other pages again: search engines read those instead.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(within(screen.getByRole("search", { name: "Search" })).getByRole("searchbox")).toHaveValue("rescue cat");
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText("Story")).toBeInTheDocument();
    expect(within(cards[0]!).getByRole("link", { name: "Milo comes home s1" })).toHaveAttribute("href", "/stories/s1");
    expect(within(cards[0]!).getByText(/By maya/)).toBeInTheDocument();
    expect(within(cards[0]!).getByText("Oct 1, 2026")).toBeInTheDocument();
    expect(within(cards[1]!).getByText("Group")).toBeInTheDocument();
    expect(within(cards[1]!).queryByText(/By /)).toBeNull();
    expect(searchUrls(fetchMock)).toEqual(["/api/search?q=rescue+cat"]);
  });

  it("marks the matched words and shows every piece as text, never as HTML", async () => {
    stubSearch({
      pages: [
        [
          result("s1", {
            snippet: [
              { text: "a <b>x</b> and ", match: false },
              { text: "<img src=x onerror=alert(1)>", match: true },
              { text: " rescue", match: true },
            ],
          }),
        ],
      ],
    });
    renderAt(<SearchPage />, "/search?q=rescue");
    const [card] = await screen.findAllByRole("article");
    expect(within(card!).getByText(/a <b>x<\/b> and/)).toBeInTheDocument();
    const marks = card!.querySelectorAll("mark");
    expect([...marks].map((mark) => mark.textContent)).toEqual(["<img src=x onerror=alert(1)>", " rescue"]);
    expect(card!.querySelector("b")).toBeNull();
    expect(card!.querySelector("img")).toBeNull();
  });

  it("keeps a warned result's words behind its content warning until the reader chooses Show", async () => {
    const user = userEvent.setup();
    stubSearch({ pages: [[result("s1", { contentWarnings: ["pet-loss"] })]] });
    renderAt(<SearchPage />, "/search?q=rescue");
    const [card] = await screen.findAllByRole("article");
    expect(within(card!).getByRole("link", { name: "Milo comes home s1" })).toBeInTheDocument();
    expect(within(card!).getByText("Content warning: pet loss")).toBeInTheDocument();
    expect(card!.querySelector("mark")).toBeNull();
    await user.click(within(card!).getByRole("button", { name: "Show" }));
    expect(within(card!).getByText("rescue")).toBeInTheDocument();
  });

  it("filters by kind with counts (at the cap, 'N+'), and the choice goes into the URL", async () => {
    const fetchMock = stubSearch();
    const { history } = renderAt(<SearchPage />, "/search?q=cat");
    const filter = await screen.findByRole("group", { name: "Show results from" });
    const buttons = within(filter).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual([
      `All (${SEARCH_COUNT_CAP}+)`,
      `Discussions (${SEARCH_COUNT_CAP}+)`,
      "Stories (2)",
    ]);
    expect(within(filter).getByRole("button", { name: `All (${SEARCH_COUNT_CAP}+)` })).toHaveAttribute(
      "aria-pressed",
      "true",
    );

    await userEvent.click(within(filter).getByRole("button", { name: "Stories (2)" }));
    expect(history.at(-1)).toBe("/search?q=cat&type=story");
    expect(within(filter).getByRole("button", { name: "Stories (2)" })).toHaveAttribute("aria-pressed", "true");
    await screen.findAllByRole("article");
    expect(searchUrls(fetchMock).at(-1)).toBe("/api/search?q=cat&type=story");

    await userEvent.click(within(filter).getByRole("button", { name: `All (${SEARCH_COUNT_CAP}+)` }));
    expect(history.at(-1)).toBe("/search?q=cat");
  });

  it("keeps the chosen kind when searching again from its own field", async () => {
    stubSearch();
    const { history } = renderAt(<SearchPage />, "/search?q=cat&type=story");
    const field = within(screen.getByRole("search", { name: "Search" })).getByRole("searchbox");
    await userEvent.clear(field);
    await userEvent.type(field, "dog walks{Enter}");
    expect(history.at(-1)).toBe("/search?q=dog+walks&type=story");
    expect(await screen.findByRole("heading", { level: 1, name: "Results for “dog walks”" })).toBeInTheDocument();
  });

  it("says which words it searched for when it corrected a typo", async () => {
    stubSearch({ summary: { counts: counts({ story: 2 }), correctedQuery: "labrador" } });
    renderAt(<SearchPage />, "/search?q=labrodor");
    const line = await screen.findByText(/Showing results for/);
    expect(line).toHaveTextContent("Showing results for labrador");
    // Above the results.
    const [card] = await screen.findAllByRole("article");
    expect(line.compareDocumentPosition(card!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("suggests fewer or different words and offers the community and stories when nothing matches", async () => {
    stubSearch({ summary: { counts: counts(), correctedQuery: null }, pages: [[]] });
    renderAt(<SearchPage />, "/search?q=zzzqqq");
    expect(await screen.findByRole("heading", { name: "Nothing found for “zzzqqq”" })).toBeInTheDocument();
    expect(screen.getByText(/Try fewer words, or different ones/)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ask the community" })).toHaveAttribute("href", "/community");
    expect(screen.getByRole("link", { name: "Browse stories" })).toHaveAttribute("href", "/stories");
    expect(screen.queryByRole("group", { name: "Show results from" })).toBeNull();
  });

  it("says calmly that search failed, never that nothing matched, and Try again asks again", async () => {
    let isDown = true;
    const fetchMock = stubFetch((url) => {
      if (isDown) return json({ message: "Service unavailable" }, 503);
      return url.startsWith("/api/search/summary")
        ? json({ counts: counts({ story: 1 }), correctedQuery: null })
        : json([result("s1")]);
    });
    renderAt(<SearchPage />, "/search?q=cat");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't search just now.");
    expect(screen.queryByText(/Nothing found/)).toBeNull();

    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("link", { name: "Milo comes home s1" })).toBeInTheDocument();
    expect(await screen.findByRole("button", { name: "Stories (1)" })).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith("/api/search/summary"))).toHaveLength(2);
  });

  it("pages on with Load more", async () => {
    stubSearch({ pages: [[result("s1")], [result("s2")]] });
    renderAt(<SearchPage />, "/search?q=cat");
    await screen.findByRole("link", { name: "Milo comes home s1" });
    await userEvent.click(screen.getByRole("button", { name: "Load more" }));
    expect(await screen.findByRole("link", { name: "Milo comes home s2" })).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });

  it("offers the helplines before the results when the words are the crisis phrases, and still shows the results", async () => {
    stubSearch();
    renderAt(<SearchPage />, "/search?q=i%20want%20to%20die");
    const help = screen.getByRole("region", { name: "Help is available" });
    expect(within(help).getByRole("heading", { name: "Someone to talk to, any time" })).toBeInTheDocument();
    expect(within(help).getByRole("link", { name: "More ways to get help now" })).toHaveAttribute("href", "/crisis");
    const [card] = await screen.findAllByRole("article");
    expect(help.compareDocumentPosition(card!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("offers no helplines for an everyday search", async () => {
    stubSearch();
    renderAt(<SearchPage />, "/search?q=diet%20for%20a%20senior%20dog");
    await screen.findAllByRole("article");
    expect(screen.queryByRole("region", { name: "Help is available" })).toBeNull();
  });

  it("asks nothing without a query, and says what search looks through", () => {
    const fetchMock = stubSearch();
    renderAt(<SearchPage />, "/search");
    expect(screen.getByRole("heading", { level: 1, name: "Search" })).toBeInTheDocument();
    expect(within(screen.getByRole("search", { name: "Search" })).getByRole("searchbox")).toHaveFocus();
    expect(screen.getByText(/Look through discussions, replies, stories/)).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("asks for fewer words instead of sending a query longer than the server takes", () => {
    const fetchMock = stubSearch();
    renderAt(<SearchPage />, `/search?q=${"a".repeat(201)}`);
    expect(screen.getByRole("alert")).toHaveTextContent("Please use fewer");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
