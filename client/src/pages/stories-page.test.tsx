import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import StoriesPage from "./stories-page";

afterEach(() => vi.unstubAllGlobals());

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
