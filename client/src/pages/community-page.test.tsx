import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Toaster } from "@/components/ui/toaster";
import { logOut, rememberLogin } from "@/features/auth/session-store";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import CommunityPage from "./community-page";

afterEach(async () => {
  stubFetch(() => new Response(null, { status: 204 }));
  await act(() => logOut());
  vi.unstubAllGlobals();
});

/** The feeds the page's head offers: [type, href] of each alternate link. */
const feedLinks = () =>
  [...document.head.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute("type"),
    new URL(link.getAttribute("href")!).pathname,
  ]);

describe("CommunityPage", () => {
  it("invites a visitor to Join to Post, beside the banner's Login and Sign Up, and filters by topic with pressed buttons", async () => {
    const fetchMock = stubFetch(() => json([]));
    renderAt(<CommunityPage />, "/community");

    expect(screen.getByRole("link", { name: "Login" })).toHaveAttribute("href", "/login?next=%2Fcommunity");
    expect(screen.getByRole("link", { name: "Sign Up" })).toHaveAttribute("href", "/signup?next=%2Fcommunity");
    // Join to Post leads on to the New Post page, once the person has joined.
    expect(screen.getByRole("link", { name: "Join to Post" })).toHaveAttribute("href", "/signup?next=%2Fnew-post");
    expect(screen.queryByRole("button", { name: "New Post" })).toBeNull();
    expect(await screen.findByText("Be the first to start a conversation in our community.")).toBeInTheDocument();

    const filters = screen.getByRole("group", { name: "Filter by topic" });
    expect(within(filters).getByRole("button", { name: "All Topics" })).toHaveAttribute("aria-pressed", "true");
    await userEvent.click(within(filters).getByRole("button", { name: "Pet Loss" }));
    expect(within(filters).getByRole("button", { name: "Pet Loss" })).toHaveAttribute("aria-pressed", "true");
    expect(within(filters).getByRole("button", { name: "All Topics" })).toHaveAttribute("aria-pressed", "false");
    expect(
      await screen.findByText("No one has posted in Pet Loss yet. Be the first to start a conversation on this topic."),
    ).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url)).toContain("/api/posts?category=pet-loss");
  });

  it("offers the feed of the topic shown in its head: none for all topics, nor for a sensitive one", async () => {
    stubFetch(() => json([]));
    renderAt(<CommunityPage />, "/community");
    expect(document.title).toBe("Community Discussions | PawsWell");
    expect(feedLinks()).toEqual([]);
    const filters = screen.getByRole("group", { name: "Filter by topic" });
    await userEvent.click(within(filters).getByRole("button", { name: "General Wellness" }));
    expect(feedLinks()).toEqual([
      ["application/rss+xml", "/feeds/community/general-wellness.rss"],
      ["application/atom+xml", "/feeds/community/general-wellness.atom"],
    ]);
    await userEvent.click(within(filters).getByRole("button", { name: "Pet Loss" }));
    expect(feedLinks()).toEqual([]);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
  });

  it("lets a member post with their name locked as author, toasts and reloads the list", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    let created = false;
    const fetchMock = stubFetch((url, init) => {
      if (init?.method === "POST") {
        created = true;
        return json({ id: "p1" }, 201);
      }
      const posts = created
        ? [
            {
              id: "p1",
              title: "Hello all",
              content: "Glad to be here",
              author: "maya",
              category: "general-wellness",
              replies: 0,
              createdAt: "2026-11-21T00:00:00Z",
            },
          ]
        : [];
      return json(posts);
    });
    renderAt(
      <>
        <CommunityPage />
        <Toaster />
      </>,
      "/community",
    );
    expect(screen.queryByRole("link", { name: "Sign Up" })).toBeNull();
    expect(screen.queryByRole("link", { name: "Join to Post" })).toBeNull();
    await screen.findByText("No posts yet");

    await userEvent.click(screen.getByRole("button", { name: "New Post" }));
    // The dialog's code loads on this first press (slowly on a busy machine: hence the longer wait).
    const author = await screen.findByLabelText("Author", {}, { timeout: 5000 });
    expect(author).toHaveValue("maya");
    expect(author).toHaveAttribute("readonly");

    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Title is required")).toBeInTheDocument();
    // A missing category asks for one in words, never listing values (nor the admin-only categories).
    expect(screen.getByText("Choose a category")).toBeInTheDocument();
    expect(screen.queryByText(/must be one of|general-wellness|resource sharing/)).toBeNull();

    await userEvent.type(screen.getByLabelText("Title"), "Hello all");
    await userEvent.selectOptions(screen.getByLabelText("Category"), "general-wellness");
    await userEvent.type(screen.getByLabelText("Content"), "Glad to be here");
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));

    expect(await screen.findByText("Your post has been created successfully!")).toBeInTheDocument();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === "POST");
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      title: "Hello all",
      content: "Glad to be here",
      category: "general-wellness",
      contentWarnings: [],
      anonymous: false,
      noindex: false,
    });
    expect(await screen.findByRole("heading", { name: "Hello all" })).toBeInTheDocument();
    // Its badge is the category's label, not its value.
    const card = screen.getByRole("heading", { name: "Hello all" }).closest("article")!;
    expect(within(card).getByText("General Wellness")).toBeInTheDocument();
  });

  it("shows the failure message when creating fails", async () => {
    act(() => rememberLogin({ id: "u1", username: "maya" }));
    stubFetch((_url, init) => (init?.method === "POST" ? json({ message: "Something went wrong" }, 500) : json([])));
    renderAt(
      <>
        <CommunityPage />
        <Toaster />
      </>,
      "/community",
    );
    await userEvent.click(screen.getByRole("button", { name: "New Post" }));
    await userEvent.type(await screen.findByLabelText("Title", {}, { timeout: 5000 }), "Hello");
    await userEvent.selectOptions(screen.getByLabelText("Category"), "ptsd");
    await userEvent.type(screen.getByLabelText("Content"), "Text");
    await userEvent.click(screen.getByRole("button", { name: "Create Post" }));
    expect(await screen.findByText("Failed to create post. Please try again.")).toBeInTheDocument();
    expect(screen.getByRole("dialog")).toBeInTheDocument();
  });
});
