import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { StoryPreview } from "@shared/api";
import { renderAt } from "@/test/render";
import { json, stubFetch } from "@/test/fetch-stub";
import { PUBLISHED_ITEM, storyView } from "@/test/item-fixtures";
import { StoryList } from "./story-list";

/** A story as the list answers it: its excerpt, and the full text its own answer gives. */
function story(id: string, content: string): { preview: StoryPreview; content: string } {
  const isLong = content.length > 300;
  const preview: StoryPreview = {
    id,
    title: `Story ${id}`,
    excerpt: isLong ? `${content.slice(0, 300)}...` : content,
    isLong,
    author: "sam",
    petName: "Biscuit",
    petType: "guinea-pig",
    isGuest: false,
    replies: 0,
    editedAt: null,
    ...PUBLISHED_ITEM,
    createdAt: new Date("2026-11-02T00:00:00Z"),
  };
  return { preview, content };
}

const first = story("1", "x".repeat(300) + " first ending");
const second = story("2", "y".repeat(300) + " second ending");
const short = story("3", "A short story.");

/** Answers GET /api/stories/:id with the story's full text. */
function serveFullStories(...stories: { preview: StoryPreview; content: string }[]) {
  return stubFetch((url) => {
    const found = stories.find(({ preview }) => url === `/api/stories/${preview.id}`);
    return found
      ? json(storyView({ id: found.preview.id, content: found.content }))
      : json({ message: "Not found" }, 404);
  });
}

afterEach(() => vi.unstubAllGlobals());

describe("StoryList", () => {
  it("shows each excerpt, and a toggle only for stories with more to read, without asking for anything", () => {
    const fetched = serveFullStories();
    renderAt(<StoryList stories={[first.preview, short.preview]} />);
    expect(screen.getByText(`${"x".repeat(300)}...`)).toBeInTheDocument();
    expect(screen.getByText("A short story.")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Read Full Story" })).toHaveLength(1);
    expect(screen.getAllByText("Biscuit · Guinea Pig")).toHaveLength(2);
    expect(fetched).not.toHaveBeenCalled();
  });

  it("fetches the full text when a story is opened, and keeps only one story expanded at a time", async () => {
    serveFullStories(first, second);
    renderAt(<StoryList stories={[first.preview, second.preview]} />);
    const [openFirst, openSecond] = screen.getAllByRole("button", { name: "Read Full Story" });

    await userEvent.click(openFirst!);
    expect(await screen.findByText(first.content)).toBeInTheDocument();
    expect(openFirst).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(openSecond!);
    expect(await screen.findByText(second.content)).toBeInTheDocument();
    expect(screen.queryByText(first.content)).toBeNull();
    expect(screen.getByText(`${"x".repeat(300)}...`)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Read Full Story" })).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Show Less" }));
    expect(screen.queryByText(second.content)).toBeNull();
    expect(screen.getAllByRole("button", { name: "Read Full Story" })).toHaveLength(2);
  });

  it("keeps the excerpt and offers the story's page when the full text cannot be loaded", async () => {
    stubFetch(() => json({ message: "Service unavailable" }, 503));
    renderAt(<StoryList stories={[first.preview]} />);
    await userEvent.click(screen.getByRole("button", { name: "Read Full Story" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the rest of this story right now.");
    expect(screen.getByText(`${"x".repeat(300)}...`)).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Open its page" })).toHaveAttribute("href", "/stories/1");
  });

  it("says so when the story was removed since the list was loaded", async () => {
    serveFullStories();
    renderAt(<StoryList stories={[first.preview]} />);
    await userEvent.click(screen.getByRole("button", { name: "Read Full Story" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("This story is no longer shared.");
  });
});

describe("StoryCard authorship", () => {
  it("marks a guest's story 'guest' and a member's not", () => {
    renderAt(<StoryList stories={[{ ...short.preview, id: "g", isGuest: true }, short.preview]} />);
    const [guestByline, memberByline] = screen.getAllByText(/^By sam/);
    expect(guestByline).toHaveTextContent(/^By samguest$/);
    expect(memberByline).toHaveTextContent(/^By sam$/);
  });
});
