import { act, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { GUEST_WARNING_SETTINGS_KEY } from "@/features/content-warnings/guest-warning-settings";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { FeaturedSection } from "./featured-section";
import { HeroSection } from "./hero-section";
import { HomeDiscussions } from "./home-discussions";

afterEach(async () => {
  localStorage.removeItem(GUEST_WARNING_SETTINGS_KEY);
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

const item = { description: "About it", url: null, createdAt: "2026-11-01T00:00:00Z" };

describe("FeaturedSection", () => {
  it("labels badges by type and shows the item's picture, or our illustration when it has none", async () => {
    const fetchMock = stubFetch(() =>
      json([
        {
          ...item,
          id: "1",
          title: "Luna",
          type: "animal",
          imageUrl: "/objects/uploads/0b5a9c1e-2f1d-4c3b-9a8e-7d6c5b4a3f21",
          imageAlt: "",
        },
        {
          ...item,
          id: "2",
          title: "Shelter site",
          type: "website",
          imageUrl: "  ",
          url: "https://shelter.example.org",
        },
        // Saved before pictures were imported: its outside address is never shown, our illustration is.
        { ...item, id: "3", title: "Happy ending", type: "story", imageUrl: "https://img.example.org/old.jpg" },
        { ...item, id: "4", title: "Fourth", type: "rescue", imageUrl: "" },
      ]),
    );
    renderAt(<FeaturedSection />);
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(3);
    expect(fetchMock.mock.calls[0]?.[0]).toBe("/api/featured?limit=3");

    expect(within(cards[0]!).getByText("Featured Animal")).toBeInTheDocument();
    const picture = within(cards[0]!).getByRole("img", { name: "Luna" });
    expect(picture).toHaveAttribute("src", "/objects/uploads/0b5a9c1e-2f1d-4c3b-9a8e-7d6c5b4a3f21");
    // Our own stored picture; the first card's is the page's largest paint on a phone, asked for at once.
    expect(picture).toHaveAttribute("referrerpolicy", "no-referrer");
    expect(picture).toHaveAttribute("loading", "eager");
    expect(picture).toHaveAttribute("fetchpriority", "high");
    expect(cards[1]!.querySelector("img")).toHaveAttribute("loading", "lazy");
    expect(within(cards[1]!).getByText("Featured")).toBeInTheDocument();
    expect(within(cards[2]!).getByText("Success Story")).toBeInTheDocument();
    for (const card of [cards[1]!, cards[2]!]) {
      // Decoration beside the title (alt=""), sized like a picture so nothing moves when it loads.
      const drawing = card.querySelector("img")!;
      expect(drawing.getAttribute("src")).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
      expect(drawing).toHaveAttribute("alt", "");
      expect(drawing).toHaveAttribute("width", "640");
      expect(drawing).toHaveAttribute("height", "360");
      expect(within(card).queryByRole("img")).toBeNull();
    }
    expect(document.querySelector('img[src^="https:"]')).toBeNull();
  });

  it("draws a website item and a rescue by their type, and labels the rescue 'Rescue Spotlight'", async () => {
    stubFetch(() =>
      json([
        { ...item, id: "1", title: "No link", type: "website", imageUrl: "" },
        { ...item, id: "2", title: "Saved", type: "rescue", imageUrl: "" },
      ]),
    );
    renderAt(<FeaturedSection />);
    const cards = await screen.findAllByRole("article");
    expect(cards[0]!.querySelector("img")?.dataset.illustration).toMatch(/^(path|books)$/);
    expect(cards[1]!.querySelector("img")?.dataset.illustration).toMatch(/^(rabbit|friends|cat)$/);
    expect(within(cards[1]!).getByText("Rescue Spotlight")).toBeInTheDocument();
  });

  it("says when there is nothing featured", async () => {
    stubFetch(() => json([]));
    renderAt(<FeaturedSection />);
    expect(await screen.findByText("No featured items available at this time.")).toBeInTheDocument();
  });

  it("says calmly that the featured items could not be loaded, not that there are none", async () => {
    stubFetch(() => json({ message: "Service unavailable" }, 503));
    renderAt(<FeaturedSection />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the featured items right now.");
    expect(screen.queryByText("No featured items available at this time.")).toBeNull();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("HeroSection", () => {
  it("shows the active hero with its content split into lines and its size classes", async () => {
    stubFetch(() =>
      json({
        id: "h",
        title: "Welcome home",
        content: "Line one\nLine two",
        titleFontFamily: "Georgia",
        contentFontFamily: "Inter",
        titleFontSize: "text-2xl",
        contentFontSize: "text-xl",
        isActive: 1,
      }),
    );
    renderAt(<HeroSection />);
    const heading = await screen.findByRole("heading", { level: 1, name: "Welcome home" });
    expect(heading).toHaveClass("text-2xl");
    expect(screen.getByText("Line one").tagName).toBe("P");
    expect(screen.getByText("Line two").parentElement).toHaveClass("text-xl");
    // A bare family name that is not installed would fall back to the browser's serif default.
    expect(heading.style.fontFamily).toBe('"Georgia", Georgia, "Times New Roman", serif');
    expect(screen.getByText("Line two").parentElement?.style.fontFamily).toBe(
      '"Inter", "Inter Fallback", system-ui, Arial, sans-serif',
    );
  });

  it("falls back to the fixed headline when no hero is active (404)", async () => {
    stubFetch(() => json({ message: "No active hero content" }, 404));
    renderAt(<HeroSection />);
    expect(
      await screen.findByRole("heading", { level: 1, name: "Find calm in the bond with animals" }),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Join Our Community" })).toHaveAttribute("href", "/signup");
    expect(screen.getByRole("link", { name: "Share Your Story" })).toHaveAttribute("href", "/share-your-story");
    expect(screen.queryByRole("link", { name: "Start a Discussion" })).toBeNull();
  });

  it("offers a member Start a Discussion (the New Post dialog) and Share Your Story (its dialog), not Join Our Community", async () => {
    stubFetch(() => json({ message: "No active hero content" }, 404));
    rememberLogin({ id: "u1", username: "luna" });
    renderAt(<HeroSection />);
    await screen.findByRole("heading", { level: 1 });
    expect(screen.getByRole("link", { name: "Start a Discussion" })).toHaveAttribute("href", "/new-post");
    expect(screen.getByRole("link", { name: "Share Your Story" })).toHaveAttribute("href", "/share-your-story");
    expect(screen.queryByRole("link", { name: "Join Our Community" })).toBeNull();
  });
});

describe("HomeDiscussions", () => {
  it("shows the first posts cut to 150 characters, each opening its thread, and links to all topics", async () => {
    const post = { author: "maya", authorId: null, category: "ptsd", replies: 0, createdAt: "2026-11-01T00:00:00Z" };
    stubFetch(() =>
      json([1, 2, 3, 4, 5].map((n) => ({ ...post, id: `p${n}`, title: `Post ${n}`, content: "z".repeat(151) }))),
    );
    renderAt(<HomeDiscussions />);
    expect(await screen.findAllByRole("article")).toHaveLength(4);
    expect(screen.getAllByText(`${"z".repeat(150)}...`)).toHaveLength(4);
    expect(screen.getByRole("link", { name: "Post 1" })).toHaveAttribute("href", "/community/p1");
    expect(screen.getByRole("link", { name: "View All Topics" })).toHaveAttribute("href", "/community");
  });

  it("leaves out the discussions a reader hides by a warning and collapses those they collapse", async () => {
    localStorage.setItem(
      GUEST_WARNING_SETTINGS_KEY,
      JSON.stringify({ settings: { "pet-loss": { mode: "hide", until: null } } }),
    );
    const post = { author: "maya", authorId: null, category: "general", replies: 0, createdAt: "2026-11-01T00:00:00Z" };
    stubFetch(() =>
      json([
        { ...post, id: "p1", title: "Missing Biscuit", content: "Since she died.", contentWarnings: ["pet-loss"] },
        { ...post, id: "p2", title: "A hard week", content: "Grief comes in waves.", contentWarnings: ["grief"] },
        { ...post, id: "p3", title: "Park meetup", content: "Bring your dogs.", contentWarnings: [] },
      ]),
    );
    renderAt(<HomeDiscussions />);
    const cards = await screen.findAllByRole("article");
    expect(cards).toHaveLength(2);
    expect(screen.queryByText("Missing Biscuit")).toBeNull();
    expect(within(cards[0]!).getByText("Content warning: grief")).toBeInTheDocument();
    expect(within(cards[0]!).queryByText("Grief comes in waves.")).toBeNull();
    expect(within(cards[1]!).getByText("Bring your dogs.")).toBeInTheDocument();
  });

  it("invites the first discussion when there are none", async () => {
    stubFetch(() => json([]));
    renderAt(<HomeDiscussions />);
    expect(
      await screen.findByText("No community discussions available. Be the first to start a conversation!"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Start a Discussion" })).toHaveAttribute("href", "/community");
  });

  it("takes a member straight to the New Post page from the empty section", async () => {
    stubFetch(() => json([]));
    rememberLogin({ id: "u1", username: "luna" });
    renderAt(<HomeDiscussions />);
    expect(await screen.findByRole("link", { name: "Start a Discussion" })).toHaveAttribute("href", "/new-post");
  });

  it("says calmly that the discussions could not be loaded, without the invitation to start one", async () => {
    stubFetch(() => json({ message: "Service unavailable" }, 503));
    renderAt(<HomeDiscussions />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the discussions right now.");
    expect(screen.queryByText(/No community discussions available/)).toBeNull();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});
