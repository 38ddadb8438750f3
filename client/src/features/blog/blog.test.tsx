import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SUBSCRIBE_ANSWER } from "@shared/newsletter";
import { sampleBlogPosts } from "@/features/samples/sample-blog-posts";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import { NewsletterBox } from "./blog-extras";
import { BlogList } from "./blog-list";

afterEach(() => vi.unstubAllGlobals());

describe("BlogList", () => {
  it("features the newest post above a grid of the rest", async () => {
    const post = { content: "Body", author: "Team", imageUrl: "", createdAt: "2026-11-01T00:00:00Z" };
    stubFetch(() =>
      json([
        { ...post, id: "b1", title: "Newest", excerpt: "First excerpt" },
        { ...post, id: "b2", title: "Older", excerpt: "Second excerpt" },
      ]),
    );
    renderAt(<BlogList />);
    expect(await screen.findByRole("heading", { level: 2, name: "Newest" })).toBeInTheDocument();
    expect(screen.getByRole("heading", { level: 3, name: "Older" })).toBeInTheDocument();
  });

  it("shows our stored picture, described by its alt text, at once when featured, and never an outside address", async () => {
    const post = { excerpt: "Excerpt", content: "Body", author: "Team", createdAt: "2026-11-01T00:00:00Z" };
    stubFetch(() =>
      json([
        {
          ...post,
          id: "b1",
          title: "With a picture",
          imageUrl: "/objects/uploads/0b5a9c1e-2f1d-4c3b-9a8e-7d6c5b4a3f21",
          imageAlt: "A calm dog",
        },
        { ...post, id: "b2", title: "Not imported yet", imageUrl: "https://img.example.org/calm.jpg", imageAlt: "" },
      ]),
    );
    renderAt(<BlogList />);
    const picture = await screen.findByRole("img", { name: "A calm dog" });
    expect(picture).toHaveAttribute("src", "/objects/uploads/0b5a9c1e-2f1d-4c3b-9a8e-7d6c5b4a3f21");
    // The featured article's cover is a phone's largest paint: it loads at once; the others wait to be scrolled near.
    expect(picture).toHaveAttribute("loading", "eager");
    expect(picture).toHaveAttribute("fetchpriority", "high");
    // Its card shows our illustration until `npm run images:import` brings the picture here.
    expect(document.querySelector('img[src^="https:"]')).toBeNull();
    expect(document.querySelector("img[data-illustration]")).toHaveAttribute("loading", "lazy");
    expect(screen.getAllByRole("img")).toHaveLength(1);
  });

  it("draws each article without a cover its own illustration, the same on every visit", async () => {
    const post = { content: "Body", author: "Team", imageUrl: "", createdAt: "2026-11-01T00:00:00Z", excerpt: "E" };
    const articles = ["a", "b", "c", "d", "e", "f"].map((slug) => ({
      ...post,
      id: slug,
      slug,
      title: `Title ${slug}`,
    }));
    stubFetch(() => json(articles));
    const { unmount } = renderAt(<BlogList />);
    await screen.findByRole("link", { name: "Title a" });
    const drawings = () => [...document.querySelectorAll("img")].map((img) => img.getAttribute("src"));
    const first = drawings();
    expect(first).toHaveLength(6);
    for (const src of first) expect(src).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
    // Not the same picture on every card, as the one mint paw was.
    expect(new Set(first).size).toBeGreaterThan(2);
    // Decoration: the title beside it already says what the article is.
    expect(screen.queryAllByRole("img")).toHaveLength(0);
    unmount();
    renderAt(<BlogList />);
    await screen.findByRole("link", { name: "Title a" });
    expect(drawings()).toEqual(first);
  });

  it("links each article's title and 'Read more' to its page", async () => {
    const post = { content: "Body", author: "Team", imageUrl: "", createdAt: "2026-11-01T00:00:00Z", excerpt: "E" };
    stubFetch(() =>
      json([
        { ...post, id: "b1", slug: "newest", title: "Newest" },
        { ...post, id: "b2", slug: "older-one", title: "Older" },
      ]),
    );
    renderAt(<BlogList />);
    expect(await screen.findByRole("link", { name: "Newest" })).toHaveAttribute("href", "/blog/newest");
    expect(screen.getByRole("link", { name: "Older" })).toHaveAttribute("href", "/blog/older-one");
    expect(screen.getByRole("link", { name: "Read more: Older" })).toHaveAttribute("href", "/blog/older-one");
  });

  it("shows the sample posts when the server has none", async () => {
    stubFetch(() => json([]));
    renderAt(<BlogList />);
    expect(await screen.findByRole("heading", { level: 2, name: sampleBlogPosts[0]!.title })).toBeInTheDocument();
    // The samples have no page to open.
    expect(screen.queryByRole("link", { name: /Read more/ })).toBeNull();
  });

  it("says calmly that the posts could not be loaded, without the samples, when the server fails", async () => {
    stubFetch(() => json({ message: "Service unavailable" }, 503));
    renderAt(<BlogList />);
    expect(await screen.findByRole("alert")).toHaveTextContent("We couldn't load the blog posts right now.");
    expect(screen.queryByText(sampleBlogPosts[0]!.title)).toBeNull();
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument();
  });
});

describe("NewsletterBox", () => {
  it("subscribes with the typed address and shows the one calm answer", async () => {
    const fetchMock = stubFetch(() => json({ message: SUBSCRIBE_ANSWER }, 202));
    renderAt(<NewsletterBox />);
    await userEvent.type(screen.getByLabelText("Email address"), "  me@example.org ");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText(SUBSCRIBE_ANSWER)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe("/api/newsletter/subscribe");
    expect(init?.method).toBe("POST");
    expect(JSON.parse(String(init?.body))).toEqual({ email: "me@example.org" });
    expect(screen.getByLabelText("Email address")).toHaveValue("");
  });

  it("says what is wrong with an address before sending anything", async () => {
    const fetchMock = stubFetch(() => json({}));
    renderAt(<NewsletterBox />);
    await userEvent.type(screen.getByLabelText("Email address"), "not an address");
    await userEvent.click(screen.getByRole("button", { name: "Subscribe" }));
    expect(await screen.findByText("Please enter a valid email address")).toBeInTheDocument();
    expect(screen.getByLabelText("Email address")).toHaveAttribute("aria-invalid", "true");
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
