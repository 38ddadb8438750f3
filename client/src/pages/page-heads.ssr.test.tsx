/**
 * What each page tells the server's renderer of its head (docs/decisions.md#server-rendered-pages):
 * rendered inside a head collector with the page's data already in the query cache, as the server
 * renders it (react-dom/server). Pages that read the session or the reader's warning settings are
 * rendered in the browser's way for now (the same collector, called the same way during render):
 * those stores have no server snapshot until the server renders pages.
 */
import { QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ComponentType, ReactElement } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import type { BlogArticle } from "@shared/blog";
import { HeadCollectorContext } from "@/lib/page-head";
import { headTagsHtml, type PageHeadData } from "@/lib/page-head-tags";
import { createQueryClient } from "@/lib/query-client";
import { queryKeys, type ApiResource } from "@/lib/query-keys";
import { json, stubFetch } from "@/test/fetch-stub";
import { photoView, postView, storyView } from "@/test/item-fixtures";
import BlogArticlePage from "./blog-article-page";
import DiscussionPage from "./discussion-page";
import HomePage from "./home-page";
import NotFoundPage from "./not-found-page";
import PhotoPage from "./photo-page";
import StoryPage from "./story-page";

const SITE = "https://pawswell.example";

const ARTICLE: BlogArticle = {
  id: "b1",
  slug: "walking-with-grief",
  title: "Walking with grief",
  contentHtml:
    "<p>The first week was the quietest.</p>\n<p>Then the lead by the door stopped hurting to look at.</p>\n",
  excerpt: "A week at a time.",
  author: "PawsWell Team",
  imageUrl: "/objects/uploads/0b5a9c1e-2f1d-4c3b-9a8e-7d6c5b4a3f21",
  imageAlt: "",
  createdAt: "2026-11-01T10:00:00.000Z",
  editedAt: "2026-11-05T10:00:00.000Z",
  readingMinutes: 4,
};

afterEach(() => vi.unstubAllGlobals());

type Renderer = "server" | "browser";

function renderWith(renderer: Renderer, ui: ReactElement): void {
  if (renderer === "server") {
    renderToString(ui);
    return;
  }
  // Whatever else the page asks for (its replies, the reader's settings) is not the head's business.
  stubFetch(() => json([]));
  render(ui);
}

/**
 * Renders `component` at `path`, with `data` cached under the item key it reads, and answers the
 * head its page reported last.
 */
function collectedHead(
  routePath: string,
  component: ComponentType,
  path: string,
  data?: { resource: ApiResource; key: string; value: unknown },
  renderer: Renderer = "server",
): PageHeadData {
  const queryClient = createQueryClient();
  if (data) queryClient.setQueryData(queryKeys.item(data.resource, data.key), data.value);
  let head: PageHeadData | null = null;
  renderWith(
    renderer,
    <HeadCollectorContext.Provider value={(collected) => (head = collected)}>
      <QueryClientProvider client={queryClient}>
        <Router {...(renderer === "server" ? { ssrPath: path } : { hook: memoryLocation({ path }).hook })}>
          <Route path={routePath} component={component} />
        </Router>
      </QueryClientProvider>
    </HeadCollectorContext.Provider>,
  );
  if (!head) throw new Error(`${path} reported no head`);
  return head;
}

const jsonLdOf = (head: PageHeadData) => head.jsonLd?.[0] as Record<string, unknown> | undefined;

describe("the head each page reports while the server renders it", () => {
  it("a blog article: its title, excerpt, cover and BlogPosting", () => {
    const head = collectedHead("/blog/:slug", BlogArticlePage, "/blog/walking-with-grief", {
      resource: "blog",
      key: ARTICLE.slug,
      value: ARTICLE,
    });
    expect(head).toMatchObject({
      title: "Walking with grief",
      description: "A week at a time.",
      path: "/blog/walking-with-grief",
      type: "article",
      image: { url: "/objects/uploads/0b5a9c1e-2f1d-4c3b-9a8e-7d6c5b4a3f21", alt: "Walking with grief" },
    });
    expect(head.noindex).toBeFalsy();
    const html = headTagsHtml(head, SITE);
    expect(html).toContain('<title data-page-head="">Walking with grief | PawsWell</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://pawswell.example/objects/uploads/0b5a9c1e-2f1d-4c3b-9a8e-7d6c5b4a3f21"',
    );
    const script = /<script type="application\/ld\+json" data-page-head="">(.*?)<\/script>/.exec(html)![1]!;
    expect(JSON.parse(script)).toEqual({
      "@context": "https://schema.org",
      "@type": "BlogPosting",
      headline: "Walking with grief",
      description: "A week at a time.",
      url: "https://pawswell.example/blog/walking-with-grief",
      mainEntityOfPage: "https://pawswell.example/blog/walking-with-grief",
      datePublished: "2026-11-01T10:00:00.000Z",
      dateModified: "2026-11-05T10:00:00.000Z",
      author: {
        "@type": "Organization",
        name: "PawsWell",
        url: "https://pawswell.example/",
        logo: "https://pawswell.example/favicon.svg",
      },
      publisher: {
        "@type": "Organization",
        name: "PawsWell",
        url: "https://pawswell.example/",
        logo: "https://pawswell.example/favicon.svg",
      },
      image: "https://pawswell.example/objects/uploads/0b5a9c1e-2f1d-4c3b-9a8e-7d6c5b4a3f21",
    });
  });

  it("a blog article by a person: a Person byline, and no dateModified before an edit", () => {
    const head = collectedHead("/blog/:slug", BlogArticlePage, "/blog/walking-with-grief", {
      resource: "blog",
      key: ARTICLE.slug,
      value: { ...ARTICLE, author: "Rev. Alan Moss", editedAt: null, imageUrl: null },
    });
    // Every article has an excerpt: written, or its first paragraph (server/lib/article-markdown.ts).
    expect(head.description).toBe("A week at a time.");
    expect(head.image).toBeUndefined();
    expect(jsonLdOf(head)).toMatchObject({ author: { "@type": "Person", name: "Rev. Alan Moss" } });
    expect(jsonLdOf(head)).not.toHaveProperty("dateModified");
  });

  it("a discussion: its opening words and a DiscussionForumPosting, 'A member' when posted without a name", () => {
    const post = postView({
      content: "We made it round the park twice today. ".repeat(8),
      author: "A member",
      anonymous: true,
      category: "general-wellness",
      replies: 3,
    });
    const head = collectedHead(
      "/community/:id",
      DiscussionPage,
      "/community/p1",
      {
        resource: "posts",
        key: "p1",
        value: post,
      },
      "browser",
    );
    expect(head.title).toBe(post.title);
    expect(head.path).toBe("/community/p1");
    expect(head.noindex).toBeFalsy();
    expect(jsonLdOf(head)).toEqual({
      "@context": "https://schema.org",
      "@type": "DiscussionForumPosting",
      headline: post.title,
      text: expect.stringMatching(/^We made it round the park twice today\. .*…$/),
      url: "/community/p1",
      datePublished: post.createdAt,
      author: { "@type": "Person", name: "A member" },
      interactionStatistic: {
        "@type": "InteractionCounter",
        interactionType: "https://schema.org/CommentAction",
        userInteractionCount: 3,
      },
    });
    expect((jsonLdOf(head)!.text as string).length).toBeLessThanOrEqual(160);
  });

  it("a discussion the server marks noindex (a sensitive category) asks search engines to leave it out", () => {
    const head = collectedHead(
      "/community/:id",
      DiscussionPage,
      "/community/p1",
      {
        resource: "posts",
        key: "p1",
        value: postView({ category: "pet-loss", noindex: true }),
      },
      "browser",
    );
    expect(head.noindex).toBe(true);
    expect(headTagsHtml(head, SITE)).toContain('<meta name="robots" content="noindex" data-page-head="">');
  });

  it("a held discussion: noindex, and none of its words in the head", () => {
    const head = collectedHead(
      "/community/:id",
      DiscussionPage,
      "/community/p1",
      {
        resource: "posts",
        key: "p1",
        value: postView({ status: "held", content: "Words only its author reads." }),
      },
      "browser",
    );
    expect(head.noindex).toBe(true);
    expect(head.jsonLd).toBeUndefined();
    expect(JSON.stringify(head)).not.toContain("Words only its author reads.");
  });

  it("a story: a DiscussionForumPosting linking its author's page, with its edit date", () => {
    const head = collectedHead(
      "/stories/:id",
      StoryPage,
      "/stories/s1",
      {
        resource: "stories",
        key: "s1",
        value: storyView({ authorUsername: "ana", isGuest: false }),
      },
      "browser",
    );
    expect(head).toMatchObject({ title: "How Biscuit got me through winter", path: "/stories/s1" });
    expect(jsonLdOf(head)).toMatchObject({
      "@type": "DiscussionForumPosting",
      author: { "@type": "Person", name: "ana", url: "/members/ana" },
      dateModified: "2026-11-02T10:00:00.000Z",
      interactionStatistic: { userInteractionCount: 1 },
    });
  });

  it("a photo: the photo itself as its preview", () => {
    const photo = photoView();
    const head = collectedHead(
      "/pets-social/photos/:id",
      PhotoPage,
      "/pets-social/photos/ph1",
      {
        resource: "pet-photos",
        key: "ph1",
        value: photo,
      },
      "browser",
    );
    expect(head.image).toEqual({ url: photo.imageUrl, alt: `${photo.petName}, shared by ${photo.ownerName}` });
  });

  it("an item that isn't there: a not-found head, which the server answers 404 for", () => {
    const head = collectedHead("/stories/:id", StoryPage, "/stories/gone", {
      resource: "stories",
      key: "gone",
      value: null,
    });
    expect(head).toMatchObject({ title: "Page not found", notFound: true, path: "/stories/gone" });
  });

  it("the 404 page", () => {
    const head = collectedHead("/*?", NotFoundPage, "/nowhere");
    expect(head).toMatchObject({ title: "Page not found", notFound: true, path: "/nowhere" });
  });

  it("the home page: the site's own head, with the Organization", () => {
    const head = collectedHead("/", HomePage, "/", undefined, "browser");
    expect(head).toMatchObject({ title: "", path: "/" });
    expect(jsonLdOf(head)).toMatchObject({ "@type": "Organization", name: "PawsWell" });
  });
});
