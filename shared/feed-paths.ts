/**
 * Where the site's feeds live (RSS 2.0 and Atom each): the blog, the stories, and each community
 * category that is not sensitive (shared/search-engines.ts: those have none). The server serves
 * them here and the list pages' heads link to them, both from this one place.
 */
export interface FeedPaths {
  rss: string;
  atom: string;
}

const feed = (name: string): FeedPaths => ({ rss: `/feeds/${name}.rss`, atom: `/feeds/${name}.atom` });

export const FEED_PATHS = {
  blog: feed("blog"),
  stories: feed("stories"),
  community: (category: string) => feed(`community/${category}`),
};
