import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Story } from "@shared/schema";
import { renderAt } from "@/test/render";
import { StoryList } from "./story-list";
import { PUBLISHED_ITEM } from "@/test/item-fixtures";

function story(id: string, content: string): Story {
  return {
    id,
    title: `Story ${id}`,
    content,
    author: "sam",
    petName: "Biscuit",
    petType: "guinea-pig",
    isGuest: false,
    replies: 0,
    editedAt: null,
    ...PUBLISHED_ITEM,
    createdAt: new Date("2026-11-02T00:00:00Z"),
  };
}

const first = story("1", "x".repeat(300) + " first ending");
const second = story("2", "y".repeat(300) + " second ending");
const short = story("3", "A short story.");

describe("StoryList", () => {
  it("cuts stories to 300 characters plus '...' and offers no toggle for short ones", () => {
    renderAt(<StoryList stories={[first, short]} />);
    expect(screen.getByText(`${"x".repeat(300)}...`)).toBeInTheDocument();
    expect(screen.getByText("A short story.")).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Read Full Story" })).toHaveLength(1);
    expect(screen.getAllByText("Biscuit · Guinea Pig")).toHaveLength(2);
  });

  it("keeps only one story expanded at a time", async () => {
    renderAt(<StoryList stories={[first, second]} />);
    const [openFirst, openSecond] = screen.getAllByRole("button", { name: "Read Full Story" });

    await userEvent.click(openFirst!);
    expect(screen.getByText(first.content)).toBeInTheDocument();
    expect(openFirst).toHaveAttribute("aria-expanded", "true");

    await userEvent.click(openSecond!);
    expect(screen.getByText(second.content)).toBeInTheDocument();
    expect(screen.queryByText(first.content)).toBeNull();
    expect(screen.getByText(`${"x".repeat(300)}...`)).toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: "Read Full Story" })).toHaveLength(1);

    await userEvent.click(screen.getByRole("button", { name: "Show Less" }));
    expect(screen.queryByText(second.content)).toBeNull();
    expect(screen.getAllByRole("button", { name: "Read Full Story" })).toHaveLength(2);
  });
});

describe("StoryCard authorship", () => {
  it("marks a guest's story 'guest' and a member's not", () => {
    renderAt(<StoryList stories={[{ ...short, id: "g", isGuest: true }, short]} />);
    const [guestByline, memberByline] = screen.getAllByText(/^By sam/);
    expect(guestByline).toHaveTextContent(/^By samguest$/);
    expect(memberByline).toHaveTextContent(/^By sam$/);
  });
});
