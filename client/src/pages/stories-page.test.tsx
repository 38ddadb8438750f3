import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import StoriesPage from "./stories-page";

afterEach(() => vi.unstubAllGlobals());

/** The feeds the page's head offers: [type, href] of each alternate link. */
const feedLinks = () =>
  [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute("type"),
    new URL(link.getAttribute("href")!).pathname,
  ]);

const story = {
  id: "s1",
  title: "Biscuit and me",
  content: "A short story.",
  author: "sam",
  petName: "Biscuit",
  petType: "dog",
  isGuest: false,
  replies: 0,
  createdAt: "2026-11-02T00:00:00Z",
};

describe("StoriesPage", () => {
  it("shows the spec's empty state when there are no stories", async () => {
    stubFetch(() => json([]));
    renderAt(<StoriesPage />, "/stories");
    expect(await screen.findByText("No stories yet")).toBeInTheDocument();
    expect(screen.getByText("Be the first to share how an animal has helped you.")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("names itself and offers the stories' feeds in its head", () => {
    stubFetch(() => json([]));
    renderAt(<StoriesPage />, "/stories");
    expect(document.title).toBe("Be Well Stories | PawsWell");
    expect(feedLinks()).toEqual([
      ["application/rss+xml", "/feeds/stories.rss"],
      ["application/atom+xml", "/feeds/stories.atom"],
    ]);
  });

  it("says calmly that the stories could not be loaded, not that there are none, and Try again reloads", async () => {
    let isDown = true;
    stubFetch(() => (isDown ? json({ message: "Service unavailable" }, 503) : json([story])));
    renderAt(<StoriesPage />, "/stories");
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the stories right now.");
    expect(screen.queryByText("No stories yet")).toBeNull();

    isDown = false;
    await userEvent.click(screen.getByRole("button", { name: "Try again" }));
    expect(await screen.findByRole("heading", { name: "Biscuit and me" })).toBeInTheDocument();
  });
});
