/** Item pages link a member author's name to their page, and never an anonymous or guest author's. */
import { screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import { ANONYMOUS_AUTHOR } from "@shared/names";
import { stubEventSource } from "@/test/event-source-stub";
import { json, stubFetch } from "@/test/fetch-stub";
import { photoView, postView, storyView } from "@/test/item-fixtures";
import { renderAt } from "@/test/render";
import { avatarFor } from "@/components/member-avatar";
import DiscussionPage from "./discussion-page";
import PhotoPage from "./photo-page";
import StoryPage from "./story-page";

afterEach(() => vi.unstubAllGlobals());

function renderItem(pattern: string, path: string, page: ComponentType, item: object) {
  stubEventSource();
  stubFetch((url) =>
    url === `/api${path.replace("/community", "/posts").replace("/pets-social/photos", "/pet-photos")}`
      ? json(item)
      : json([]),
  );
  renderAt(<Route path={pattern} component={page} />, path);
  return screen.findByRole("heading", { level: 1 });
}

describe("author links on item pages", () => {
  it("links a member's discussion to their page", async () => {
    await renderItem("/community/:id", "/community/p1", DiscussionPage, postView({ authorUsername: "maya" }));
    expect(screen.getByRole("link", { name: "maya" })).toHaveAttribute("href", "/members/maya");
    // Beside the name: maya's own avatar, made from her username.
    expect(document.querySelector("[data-avatar]")).toHaveAttribute("data-avatar", avatarFor("maya").animal);
  });

  it("links nobody for a discussion posted as 'A member'", async () => {
    const post = postView({ author: ANONYMOUS_AUTHOR, anonymous: true, authorUsername: null });
    await renderItem("/community/:id", "/community/p1", DiscussionPage, post);
    expect(screen.queryByRole("link", { name: ANONYMOUS_AUTHOR })).toBeNull();
    expect(document.querySelector('a[href^="/members/"]')).toBeNull();
    // The neutral paw print every anonymous item wears: nothing of the real author's avatar.
    expect(document.querySelector("[data-avatar]")).toHaveAttribute("data-avatar", "anonymous");
  });

  it("links a member's story, and not a guest's", async () => {
    const member = storyView({ author: "ana", isGuest: false, authorUsername: "ana" });
    await renderItem("/stories/:id", "/stories/s1", StoryPage, member);
    expect(screen.getByRole("link", { name: "ana" })).toHaveAttribute("href", "/members/ana");
  });

  it("links nobody for a guest's story", async () => {
    await renderItem("/stories/:id", "/stories/s1", StoryPage, storyView());
    expect(screen.queryByRole("link", { name: "ana" })).toBeNull();
    expect(screen.getByText("guest")).toBeInTheDocument();
  });

  it("links a member's photo, encoding the name", async () => {
    const photo = photoView({ ownerName: "sam.jones", authorUsername: "sam.jones" });
    await renderItem("/pets-social/photos/:id", "/pets-social/photos/ph1", PhotoPage, photo);
    expect(screen.getByRole("link", { name: "sam.jones" })).toHaveAttribute("href", "/members/sam.jones");
  });
});
