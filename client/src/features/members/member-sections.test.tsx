import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logOut } from "@/features/auth/session-store";
import { GUEST_WARNING_SETTINGS_KEY } from "@/features/content-warnings/guest-warning-settings";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { MemberPosts, MemberStories } from "./member-sections";

afterEach(async () => {
  localStorage.removeItem(GUEST_WARNING_SETTINGS_KEY);
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

const ITEM = { author: "ann", authorId: "u1", anonymous: false, replies: 0, createdAt: "2026-11-01T00:00:00Z" };

const story = (id: string, title: string, contentWarnings: string[]) => ({
  ...ITEM,
  id,
  title,
  excerpt: `${title}: the opening lines.`,
  isLong: false,
  petName: "Biscuit",
  petType: "dog",
  contentWarnings,
});

const post = (id: string, title: string, contentWarnings: string[]) => ({
  ...ITEM,
  id,
  title,
  content: `${title}: the opening lines.`,
  category: "general",
  contentWarnings,
});

/** A reader who hides pet loss and leaves grief collapsed (the default). */
function hidePetLoss() {
  localStorage.setItem(
    GUEST_WARNING_SETTINGS_KEY,
    JSON.stringify({ settings: { "pet-loss": { mode: "hide", until: null } } }),
  );
}

describe("a member's page keeps the reader's content-warning choices", () => {
  it("leaves out the stories the reader hides and collapses the ones they collapse", async () => {
    hidePetLoss();
    stubFetch(() =>
      json([
        story("s1", "Goodbye Biscuit", ["pet-loss"]),
        story("s2", "A hard week", ["grief"]),
        story("s3", "Morning walks", []),
      ]),
    );
    renderAt(<MemberStories username="ann" />);
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(screen.queryByText("Goodbye Biscuit")).toBeNull();
    expect(within(cards[0]!).getByText("Content warning: grief")).toBeInTheDocument();
    expect(within(cards[0]!).queryByText("A hard week: the opening lines.")).toBeNull();
    expect(within(cards[1]!).getByText("Morning walks: the opening lines.")).toBeInTheDocument();
  });

  it("leaves out the discussions the reader hides, and says so when that is all of them", async () => {
    hidePetLoss();
    stubFetch(() => json([post("p1", "Missing Biscuit", ["pet-loss"])]));
    renderAt(<MemberPosts username="ann" />);
    expect(
      await screen.findByText("The discussions here carry content warnings you chose to hide."),
    ).toBeInTheDocument();
    expect(screen.queryByText("Missing Biscuit")).toBeNull();
  });
});
