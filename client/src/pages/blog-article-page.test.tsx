import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route } from "wouter";
import type { BlogArticle } from "@shared/blog";
import { json, stubFetch } from "@/test/fetch-stub";
import { renderAt } from "@/test/render";
import BlogArticlePage from "./blog-article-page";

const ARTICLE: BlogArticle = {
  id: "b1",
  slug: "walking-with-grief",
  title: "Walking with grief",
  contentHtml:
    '<p>The first week was the quietest.</p>\n<h2>Later</h2>\n<p>Then the lead by the door<br />stopped hurting to <a href="/crisis">look</a> at.</p>\n',
  excerpt: "A week at a time.",
  author: "PawsWell Team",
  imageUrl: "/objects/uploads/0b5a9c1e-2f1d-4c3b-9a8e-7d6c5b4a3f21",
  imageAlt: "A dog walking on a beach",
  createdAt: "2026-11-01T10:00:00.000Z",
  editedAt: null,
  readingMinutes: 4,
};

const renderArticle = (path: string) => renderAt(<Route path="/blog/:slug" component={BlogArticlePage} />, path);

afterEach(() => vi.unstubAllGlobals());

describe("BlogArticlePage", () => {
  it("shows the article to read: title, byline, date, reading time, picture and its text", async () => {
    const fetchMock = stubFetch(() => json(ARTICLE));
    renderArticle("/blog/walking-with-grief");
    expect(await screen.findByRole("heading", { level: 1, name: ARTICLE.title })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledWith("/api/blog/walking-with-grief", expect.anything());
    expect(document.title).toBe(`${ARTICLE.title} | PawsWell`);
    expect(document.head.querySelector('meta[property="og:image"]')).toHaveAttribute(
      "content",
      `${window.location.origin}${ARTICLE.imageUrl}`,
    );
    expect(screen.getByText("By PawsWell Team")).toBeInTheDocument();
    expect(screen.getByText("Nov 1, 2026")).toBeInTheDocument();
    expect(screen.getByText("4 min read")).toBeInTheDocument();
    const article = screen.getByRole("article");
    expect(article.querySelector("img")).toHaveAttribute("src", ARTICLE.imageUrl);
    expect(article.querySelector("img")).toHaveAttribute("alt", ARTICLE.imageAlt);
    // The server's HTML, as made from the article's Markdown.
    expect(within(article).getByRole("heading", { level: 2, name: "Later" })).toBeInTheDocument();
    expect(within(article).getByText("The first week was the quietest.").tagName).toBe("P");
    expect(within(article).getByRole("link", { name: "look" })).toHaveAttribute("href", "/crisis");
    expect(screen.getByRole("link", { name: "More from the blog" })).toHaveAttribute("href", "/blog");
    expect(screen.getByRole("link", { name: "All articles" })).toHaveAttribute("href", "/blog");
  });

  it("says when the article was updated", async () => {
    stubFetch(() => json({ ...ARTICLE, editedAt: "2026-11-05T10:00:00.000Z" }));
    renderArticle("/blog/walking-with-grief");
    expect(await screen.findByText(/Updated/)).toHaveTextContent("Updated Nov 5, 2026");
  });

  it("replaces an old address with the article's current one", async () => {
    // The browser followed the API's 301: the answer is the renamed article.
    const fetchMock = stubFetch(() => json({ ...ARTICLE, slug: "walking-with-grief-again" }));
    const { history } = renderArticle("/blog/walking-with-grief");
    expect(await screen.findByRole("heading", { level: 1, name: ARTICLE.title })).toBeInTheDocument();
    await vi.waitFor(() => expect(history).toEqual(["/blog/walking-with-grief-again"]));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute("href")).toMatch(
      /\/blog\/walking-with-grief-again$/,
    );
    expect(screen.getByRole("heading", { level: 1, name: ARTICLE.title })).toBeInTheDocument();
    // What was read is kept under the new address: no second request.
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("says calmly that an unknown article isn't here, with a way back to the blog", async () => {
    stubFetch(() => json({ message: "This article isn't here any more" }, 404));
    renderArticle("/blog/never-was");
    expect(await screen.findByRole("heading", { name: "This article isn't here any more" })).toBeInTheDocument();
    expect(screen.getAllByRole("link", { name: "All articles" }).at(-1)).toHaveAttribute("href", "/blog");
    expect(document.title).toBe("Page not found | PawsWell");
  });

  it("shows a placeholder while it loads", () => {
    stubFetch(() => new Promise<Response>(() => {}));
    renderArticle("/blog/walking-with-grief");
    expect(screen.getByRole("status", { name: "Loading" })).toBeInTheDocument();
    // Nothing worth indexing yet (the server renders the article itself with its data).
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  });
});
