/**
 * What crawlers and feed readers fetch, outside /api and without a session: robots.txt, the
 * sitemap index and its pages, and the feeds (RSS 2.0 and Atom each) of the blog, the stories and
 * each community category that is not sensitive (../feed-paths.ts). Each answers a text, kept five
 * minutes by any cache; one that does not exist answers a plain-text 404, never the web client's page.
 */
import { z } from "zod";
import { defineRoute } from "./route-contract";

const MEDIA = { rss: "application/rss+xml", atom: "application/atom+xml" } as const;
const FORMAT_NAMES = { rss: "RSS 2.0", atom: "Atom" } as const;

const text = { access: "public", status: 200, answer: z.string() } as const;

/** The three feeds in one format, at ../feed-paths.ts's addresses. */
function feedRoutes<const Format extends "rss" | "atom">(format: Format) {
  const feed = { ...text, method: "GET", media: MEDIA[format] } as const;
  return {
    blog: defineRoute({
      ...feed,
      path: `/feeds/blog.${format}`,
      summary: `The blog's newest articles as an ${FORMAT_NAMES[format]} feed`,
    }),
    stories: defineRoute({
      ...feed,
      path: `/feeds/stories.${format}`,
      summary: `The newest stories as an ${FORMAT_NAMES[format]} feed`,
    }),
    community: defineRoute({
      ...feed,
      path: `/feeds/community/:category.${format}`,
      summary: `A community category's newest posts as an ${FORMAT_NAMES[format]} feed (a sensitive one has none)`,
      params: z.object({ category: z.string() }),
      notFound: "Not found",
    }),
  };
}

export const FEED_ROUTES = { rss: feedRoutes("rss"), atom: feedRoutes("atom") };

export const crawlersContract = {
  robots: defineRoute({
    ...text,
    method: "GET",
    path: "/robots.txt",
    summary: "What crawlers may read (every public page, not the personal or search ones), and the sitemap's address",
    media: "text/plain",
  }),
  sitemapIndex: defineRoute({
    ...text,
    method: "GET",
    path: "/sitemap.xml",
    summary: "The sitemap index: the address of each sitemap page",
    media: "application/xml",
  }),
  sitemapPage: defineRoute({
    ...text,
    method: "GET",
    path: "/sitemaps/:name.xml",
    summary: "One sitemap page (`<kind>-<n>`): the public pages' addresses and when each last changed",
    media: "application/xml",
    params: z.object({ name: z.string() }),
    notFound: "Not found",
  }),
  blogRss: FEED_ROUTES.rss.blog,
  storiesRss: FEED_ROUTES.rss.stories,
  communityRss: FEED_ROUTES.rss.community,
  blogAtom: FEED_ROUTES.atom.blog,
  storiesAtom: FEED_ROUTES.atom.stories,
  communityAtom: FEED_ROUTES.atom.community,
};
