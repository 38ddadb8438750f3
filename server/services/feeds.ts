/**
 * RSS 2.0 and Atom 1.0 feeds of the blog, the stories and each community category that is not
 * sensitive (docs/decisions.md#search-engines-and-privacy), written by the `feed` library. Each
 * lists the newest FEED_ITEMS items search engines may see: a sensitive or unknown category has no
 * feed at all.
 *
 * Nothing from the database reaches a reader as markup. The library marks Atom titles and
 * summaries type="html" (and RSS readers render both as HTML), so titles and summaries are given
 * to it as escaped text: "<b>" in a title reads as "<b>", never as bold. A summary is a plain-text
 * excerpt, or for an item with content warnings only the warnings, as the site collapses its text
 * behind them. Authors are shown as the site shows them ("A member" for an anonymous post), in
 * Atom's <author><name> and RSS's <dc:creator> (RSS's own <author> must be an email address).
 */
import { Feed, type Item } from "feed";
import { POST_CATEGORIES, PREVIEW_LENGTH, PRODUCT_NAME } from "@shared/constants";
import { FEED_PATHS } from "@shared/feed-paths";
import { ITEM_PATHS } from "@shared/item-urls";
import { warningLabels } from "@shared/safety/content-warnings";
import { isSensitiveCategory } from "@shared/search-engines";
import type { Database } from "../db";
import { escapeMarkup, plainExcerpt, xmlSafe } from "../lib/markup-text";
import { feedItemsRepository, type FeedItemRow } from "../repositories/feed-items.repository";

/** How many items a feed lists. */
export const FEED_ITEMS = 30;

export type FeedFormat = "rss" | "atom";

/** How long an article's own excerpt may run in a feed. */
const ARTICLE_SUMMARY_LENGTH = 500;

const DUBLIN_CORE = "http://purl.org/dc/elements/1.1/";

/** What one feed is: its title, the page it follows, its addresses, and where its items come from. */
interface FeedDefinition {
  title: string;
  description: string;
  /** The site page whose items the feed lists. */
  pagePath: string;
  paths: { rss: string; atom: string };
  items: (repository: ReturnType<typeof feedItemsRepository>) => Promise<FeedItemRow[]>;
  itemPath: (key: string) => string;
  summaryLength: number;
}

const BLOG: FeedDefinition = {
  title: `${PRODUCT_NAME} Blog`,
  description: `Articles from the ${PRODUCT_NAME} team.`,
  pagePath: "/blog",
  paths: FEED_PATHS.blog,
  items: (repository) => repository.blog(FEED_ITEMS),
  itemPath: ITEM_PATHS.blog,
  summaryLength: ARTICLE_SUMMARY_LENGTH,
};

const STORIES: FeedDefinition = {
  title: `${PRODUCT_NAME} Stories`,
  description: `Stories members share on ${PRODUCT_NAME} about life with their animals.`,
  pagePath: "/stories",
  paths: FEED_PATHS.stories,
  items: (repository) => repository.stories(FEED_ITEMS),
  itemPath: ITEM_PATHS.story,
  summaryLength: PREVIEW_LENGTH.story,
};

/** A community category's feed; undefined for a category that is unknown or sensitive. */
function communityFeed(category: string): FeedDefinition | undefined {
  const option = POST_CATEGORIES.find((candidate) => candidate.value === category);
  if (!option || isSensitiveCategory(option.value)) return undefined;
  return {
    title: `${PRODUCT_NAME} Community: ${option.label}`,
    description: `New discussions in ${option.label} on the ${PRODUCT_NAME} community.`,
    pagePath: "/community",
    paths: FEED_PATHS.community(option.value),
    items: (repository) => repository.posts(option.value, FEED_ITEMS),
    itemPath: ITEM_PATHS.post,
    summaryLength: PREVIEW_LENGTH.discussionPost,
  };
}

/** What a reader sees of an item before opening it: a plain-text excerpt, or only its warnings. */
function summaryOf(item: FeedItemRow, length: number): string {
  if (item.contentWarnings.length > 0) return `Content warning: ${warningLabels(item.contentWarnings)}`;
  return plainExcerpt(item.text, length);
}

/**
 * Plain text (an author's name) as the library's XML writer must be given it: it escapes "<" and
 * ">", but leaves an "&" that starts something entity-like ("&amp;") alone, so a name typed as
 * "Ben &amp; Jerry" would read as "Ben & Jerry". Every "&" escaped first reads back as typed.
 */
function textForWriter(text: string): string {
  return xmlSafe(text).replace(/&/g, "&amp;");
}

function render(definition: FeedDefinition, rows: FeedItemRow[], siteUrl: string, format: FeedFormat): string {
  const changedAt = (row: FeedItemRow) => row.editedAt ?? row.createdAt;
  const feed = new Feed({
    title: textForWriter(definition.title),
    description: textForWriter(definition.description),
    // The Atom feed's own address: unique to it (several category feeds follow one page).
    id: `${siteUrl}${definition.paths.atom}`,
    link: `${siteUrl}${definition.pagePath}`,
    language: "en",
    // The newest change; a feed with no items has never changed (the same answer on every request).
    updated: rows.reduce((latest, row) => (changedAt(row) > latest ? changedAt(row) : latest), new Date(0)),
    feedLinks: { rss: `${siteUrl}${definition.paths.rss}`, atom: `${siteUrl}${definition.paths.atom}` },
    generator: false,
  });
  for (const row of rows) {
    const author = textForWriter(row.author);
    const item: Item = {
      title: escapeMarkup(row.title),
      // Also the entry's id and the RSS guid (a permalink): the item's page is its identity.
      link: `${siteUrl}${definition.itemPath(row.key)}`,
      date: changedAt(row),
      published: row.createdAt,
      description: escapeMarkup(summaryOf(row, definition.summaryLength)),
      ...(format === "atom"
        ? { author: [{ name: author }] }
        : // Declared on the element itself: the library has no way to declare it on <rss>.
          {
            extensions: [{ name: "dc:creator", objects: { _attributes: { "xmlns:dc": DUBLIN_CORE }, _text: author } }],
          }),
    };
    feed.addItem(item);
  }
  return format === "atom" ? feed.atom1() : feed.rss2();
}

/** The feeds, each as RSS or Atom text with absolute links under `siteUrl`. */
export function feedsService(db: Database) {
  const repository = feedItemsRepository(db);
  const answer = async (definition: FeedDefinition, siteUrl: string, format: FeedFormat) =>
    render(definition, await definition.items(repository), siteUrl, format);

  return {
    blog: (siteUrl: string, format: FeedFormat) => answer(BLOG, siteUrl, format),
    stories: (siteUrl: string, format: FeedFormat) => answer(STORIES, siteUrl, format),
    /** A community category's feed; undefined when the category is unknown or sensitive (no feed). */
    async community(siteUrl: string, category: string, format: FeedFormat): Promise<string | undefined> {
      const definition = communityFeed(category);
      return definition && answer(definition, siteUrl, format);
    },
  };
}
