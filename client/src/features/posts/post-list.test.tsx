import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Post } from "@shared/schema";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { PostList } from "./post-list";
import { PUBLISHED_ITEM } from "@/test/item-fixtures";

function post(overrides: Partial<Post>): Post {
  return {
    id: "p1",
    title: "Calm walks",
    content: "Short",
    author: "maya",
    category: "pet-loss",
    replies: 3,
    editedAt: null,
    ...PUBLISHED_ITEM,
    removedAt: null,
    lockedAt: null,
    createdAt: new Date("2026-11-01T10:00:00.000Z"),
    ...overrides,
  };
}

afterEach(() => vi.unstubAllGlobals());

describe("PostList", () => {
  it("cuts content to 200 characters plus '...' and shows author, category, date and replies", async () => {
    const long = "a".repeat(200) + "TAIL";
    stubFetch(() => json([post({ content: long })]));
    renderAt(<PostList category="all" />);
    expect(await screen.findByText(`${"a".repeat(200)}...`)).toBeInTheDocument();
    expect(screen.queryByText(/TAIL/)).toBeNull();
    expect(screen.getByText("Pet Loss")).toBeInTheDocument();
    expect(screen.getByText("By maya")).toBeInTheDocument();
    expect(screen.getByText("Nov 1, 2026")).toBeInTheDocument();
    expect(screen.getByText("3 replies")).toBeInTheDocument();
  });

  it("leaves content of exactly 200 characters whole", async () => {
    stubFetch(() => json([post({ content: "b".repeat(200) })]));
    renderAt(<PostList category="all" />);
    expect(await screen.findByText("b".repeat(200))).toBeInTheDocument();
  });

  it("words the empty state for all topics", async () => {
    stubFetch(() => json([]));
    renderAt(<PostList category="all" />);
    expect(await screen.findByText("No posts yet")).toBeInTheDocument();
    expect(screen.getByText("Be the first to start a conversation in our community.")).toBeInTheDocument();
  });

  it("words the empty state for a single topic and asks the server for that topic", async () => {
    const fetchMock = stubFetch(() => json([]));
    renderAt(<PostList category="ptsd" />);
    expect(await screen.findByText("No posts yet")).toBeInTheDocument();
    expect(
      screen.getByText("No one has posted in PTSD yet. Be the first to start a conversation on this topic."),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/posts?category=ptsd");
  });

  it("says calmly that the discussions could not be loaded, not that there are none, and Try again reloads", async () => {
    let isDown = true;
    stubFetch(() => (isDown ? json({ message: "Service unavailable" }, 503) : json([post({})])));
    renderAt(<PostList category="all" />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the discussions right now.");
    expect(screen.queryByText("No posts yet")).toBeNull();

    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByText("Calm walks")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("offers 'Load more' while the server has a next page and appends it", async () => {
    stubFetch((url) =>
      url.includes("cursor")
        ? json([post({ id: "p2", title: "Second page" })])
        : json([post({})], 200, { Link: '</api/posts?cursor=abc>; rel="next"' }),
    );
    renderAt(<PostList category="all" />);
    await userEvent.click(await screen.findByRole("button", { name: "Load more" }));
    expect(await screen.findByText("Second page")).toBeInTheDocument();
    expect(screen.getByText("Calm walks")).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Load more" })).toBeNull();
  });
});

describe("PostList and content warnings", () => {
  it("collapses a marked post's preview, and leaves out the posts whose warnings the reader hides", async () => {
    localStorage.setItem(
      "content-warning-settings",
      JSON.stringify({ settings: { suicide: { mode: "hide", until: null } } }),
    );
    stubFetch(() =>
      json([
        post({ id: "p1", title: "Calm walks", content: "Round the park." }),
        post({ id: "p2", title: "Saying goodbye", content: "It was his time.", contentWarnings: ["pet-loss"] }),
        post({ id: "p3", title: "A hard night", content: "Dark thoughts.", contentWarnings: ["suicide", "grief"] }),
      ]),
    );
    renderAt(<PostList category="all" />);
    expect(await screen.findByRole("link", { name: "Calm walks" })).toBeInTheDocument();
    expect(screen.getByText("Round the park.")).toBeInTheDocument();
    // Collapsed: its title leads to it; the text waits behind the warning.
    expect(screen.getByRole("link", { name: "Saying goodbye" })).toBeInTheDocument();
    expect(screen.queryByText("It was his time.")).toBeNull();
    expect(screen.getByText("Content warning: pet loss")).toBeInTheDocument();
    // Hidden: not there at all.
    expect(screen.queryByRole("link", { name: "A hard night" })).toBeNull();
    expect(screen.queryByText(/suicide/)).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "Show" }));
    expect(screen.getByText("It was his time.")).toBeInTheDocument();
  });

  it("says so when every loaded post is hidden by the reader's choices, rather than 'No posts yet'", async () => {
    localStorage.setItem(
      "content-warning-settings",
      JSON.stringify({ settings: { grief: { mode: "hide", until: null } } }),
    );
    stubFetch(() => json([post({ contentWarnings: ["grief"] })]));
    renderAt(<PostList category="all" />);
    expect(
      await screen.findByText("The discussions here carry content warnings you chose to hide."),
    ).toBeInTheDocument();
    expect(screen.queryByText("No posts yet")).toBeNull();
    expect(screen.getByRole("button", { name: "Change what I see" })).toBeInTheDocument();
  });
});
