import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { PetPhoto, Post, Story } from "@shared/schema";
import { json, stubFetch } from "@/test/fetch-stub";
import { PUBLISHED_ITEM } from "@/test/item-fixtures";
import { renderAt } from "@/test/render";
import MemberPage from "./member-page";

const PROFILE = { username: "Paws.Walker", joinedAt: "2025-03-15T12:00:00.000Z" };
const { status: _status, hiddenReason: _reason, postedBy: _postedBy, ...LISTED } = PUBLISHED_ITEM;

const POST: Post = {
  ...LISTED,
  id: "p1",
  title: "Evening walks help",
  content: "Slow loops of the park.",
  author: "Paws.Walker",
  category: "general",
  replies: 0,
  editedAt: null,
  removedAt: null,
  lockedAt: null,
  createdAt: new Date("2026-11-01T10:00:00.000Z"),
};
const STORY: Story = {
  ...LISTED,
  id: "s1",
  title: "Biscuit and the long winter",
  content: "He waited by the door.",
  author: "Paws.Walker",
  petName: "Biscuit",
  petType: "dog",
  isGuest: false,
  replies: 0,
  editedAt: null,
  createdAt: new Date("2026-11-02T10:00:00.000Z"),
};
const PHOTO: PetPhoto = {
  id: "ph1",
  imageUrl: "/objects/uploads/abc",
  petName: "Miso",
  petType: "cat",
  ownerName: "Paws.Walker",
  description: "Sunday naps.",
  isGuest: false,
  replies: 0,
  editedAt: null,
  contentWarnings: [],
  noindex: false,
  createdAt: new Date("2026-11-03T10:00:00.000Z"),
};

const renderMember = (path = "/members/paws.walker") =>
  renderAt(<Route path="/members/:username" component={MemberPage} />, path);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("MemberPage", () => {
  it("shows the member's name, when they joined, and their discussions, stories and photos", async () => {
    const fetchMock = stubFetch((url) => {
      if (url === "/api/members/paws.walker") return json(PROFILE);
      if (url === "/api/members/Paws.Walker/posts")
        return json([POST], 200, { Link: '</api/members/Paws.Walker/posts?cursor=x>; rel="next"' });
      if (url === "/api/members/Paws.Walker/stories") return json([STORY]);
      if (url === "/api/members/Paws.Walker/photos") return json([PHOTO]);
      return json({ message: "Not found" }, 404);
    });
    renderMember();
    expect(await screen.findByRole("heading", { level: 1, name: "Paws.Walker" })).toBeInTheDocument();
    expect(screen.getByText("Member since March 2025")).toBeInTheDocument();
    expect(document.title).toContain("Paws.Walker");

    const discussions = screen.getByRole("region", { name: "Discussions" });
    expect(await within(discussions).findByRole("link", { name: POST.title })).toHaveAttribute("href", "/community/p1");
    expect(within(discussions).getByRole("button", { name: "Load more" })).toBeInTheDocument();
    const stories = screen.getByRole("region", { name: "Stories" });
    expect(await within(stories).findByRole("link", { name: STORY.title })).toHaveAttribute("href", "/stories/s1");
    const photos = screen.getByRole("region", { name: "Photos" });
    expect(await within(photos).findByText(/Miso/)).toBeInTheDocument();
    // Gathered in one place, a person's posts say more than each alone: kept out of search engines.
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(fetchMock).toHaveBeenCalledWith("/api/members/Paws.Walker/posts", expect.anything());
  });

  it("says calmly when a section is empty", async () => {
    stubFetch((url) => (url === "/api/members/paws.walker" ? json(PROFILE) : json([])));
    renderMember();
    expect(await screen.findByText("Paws.Walker hasn't started a discussion yet.")).toBeInTheDocument();
    expect(await screen.findByText("Paws.Walker hasn't shared a story yet.")).toBeInTheDocument();
    expect(await screen.findByText("Paws.Walker hasn't shared a photo yet.")).toBeInTheDocument();
  });

  it("says there is no such member, with a way back to the community", async () => {
    stubFetch(() => json({ message: "We couldn't find that member" }, 404));
    renderMember("/members/nobody");
    expect(await screen.findByRole("heading", { name: "This member's page isn't here any more" })).toBeInTheDocument();
    expect(document.title).toBe("Page not found | PawsWell");
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    expect(screen.getByRole("link", { name: "Back to the community" })).toHaveAttribute("href", "/community");
  });
});
