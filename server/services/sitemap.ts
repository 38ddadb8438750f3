/**
 * The sitemap (https://www.sitemaps.org/protocol.html): an index at /sitemap.xml listing pages
 * /sitemaps/<kind>-<n>.xml, one kind for the fixed public pages and one per kind of item. Only
 * what search engines may see is listed (docs/decisions.md#search-engines-and-privacy): nothing
 * held, hidden, removed or kept out, no post in a sensitive category, and no member page.
 */
import { ITEM_KINDS } from "@shared/item-kinds";
import { ITEM_PATHS } from "@shared/item-urls";
import type { Database } from "../db";
import { escapeMarkup } from "../lib/markup-text";
import type { IndexableType } from "../repositories/search-engine-rows";
import { sitemapRepository, type SitemapPageSummary } from "../repositories/sitemap.repository";

export const SITEMAP_PATH = "/sitemap.xml";

/** The most URLs one sitemap page may list (the protocol's limit). */
export const SITEMAP_MAX_URLS = 50_000;

const SITEMAP_NAMESPACE = "http://www.sitemaps.org/schemas/sitemap/0.9";

/** Each kind of item's sitemap pages, by the name in their address. */
export const SITEMAP_ITEM_KINDS = {
  posts: "post",
  stories: "story",
  blog: "blog",
  resources: "resource",
  groups: "group",
  photos: "photo",
} as const satisfies Record<string, IndexableType>;

type ItemSitemap = keyof typeof SITEMAP_ITEM_KINDS;
export type SitemapKind = "pages" | ItemSitemap;

const ITEM_SITEMAPS = Object.keys(SITEMAP_ITEM_KINDS) as ItemSitemap[];
const EVERY_TYPE = Object.values(SITEMAP_ITEM_KINDS);

/**
 * The fixed public pages, and the kinds of item whose newest one changes each (its lastmod): the
 * home page, and each kind's list (where the item registry says it lives). The crisis, guidelines,
 * help, privacy and terms pages change only with a release: they have no lastmod rather than a
 * made-up one (lastmod is optional in the protocol, and search engines ignore dates that lie).
 */
const FIXED_PAGES: { path: string; showing: readonly IndexableType[] }[] = [
  { path: "/", showing: EVERY_TYPE },
  ...EVERY_TYPE.map((type) => ({ path: ITEM_KINDS[type].listPath, showing: [type] })),
  { path: "/crisis", showing: [] },
  { path: "/guidelines", showing: [] },
  // The footer's pages (docs/decisions.md#footer-pages); Contact Us is a form, with nothing for a search engine.
  { path: "/help", showing: [] },
  { path: "/privacy", showing: [] },
  { path: "/terms", showing: [] },
];

/** The address of page `page` (from 1) of `kind`. */
export function sitemapPagePath(kind: SitemapKind, page: number): string {
  return `/sitemaps/${kind}-${page}.xml`;
}

const PAGE_NAME = new RegExp(`^(pages|${ITEM_SITEMAPS.join("|")})-([1-9][0-9]{0,8})$`);

/** `posts-3` (a sitemap page's name without .xml) as its kind and number; undefined for any other name. */
export function parseSitemapPageName(name: string): { kind: SitemapKind; page: number } | undefined {
  const match = PAGE_NAME.exec(name);
  return match ? { kind: match[1] as SitemapKind, page: Number(match[2]) } : undefined;
}

interface Entry {
  loc: string;
  lastmod?: Date;
}

/** A W3C datetime (the protocol's lastmod), in UTC. */
const w3cDate = (date: Date): string => date.toISOString();

function xmlDocument(root: "urlset" | "sitemapindex", child: "url" | "sitemap", entries: Entry[]): string {
  const lines = entries.map(({ loc, lastmod }) => {
    const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : "";
    return `  <${child}><loc>${escapeMarkup(loc)}</loc>${modified}</${child}>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<${root} xmlns="${SITEMAP_NAMESPACE}">`,
    ...lines,
    `</${root}>`,
    "",
  ].join("\n");
}

const newest = (dates: (Date | undefined)[]): Date | undefined =>
  dates.reduce<Date | undefined>((latest, date) => (date && (!latest || date > latest) ? date : latest), undefined);

/** The URLs a page holds when `configured` is asked for: at most SITEMAP_MAX_URLS, at least one. */
export function sitemapPageSize(configured: number): number {
  return Math.min(Math.max(1, Math.floor(configured)), SITEMAP_MAX_URLS);
}

/**
 * How long a kind's page starts, found when the index was last read, serve the pages it lists: as
 * long as the index itself may be cached. A crawler reads the pages just after the index, so each
 * page is a keyset range found without numbering the rows again; after this, or in a process that
 * has not read the index, the starts are found afresh.
 */
export const PAGE_STARTS_MAX_AGE_MS = 5 * 60 * 1000;

/** Sitemap answers at `pageSize` URLs a page (see sitemapPageSize). */
export function sitemapService(db: Database, pageSize: number, now: () => number = Date.now) {
  const repository = sitemapRepository(db);
  const size = sitemapPageSize(pageSize);
  const known = new Map<IndexableType, { foundAt: number; pages: SitemapPageSummary[] }>();

  /** A kind's pages: found afresh for the index, else as last found when that is recent enough. */
  async function pagesOf(type: IndexableType, fresh: boolean): Promise<SitemapPageSummary[]> {
    const last = known.get(type);
    if (!fresh && last && now() - last.foundAt < PAGE_STARTS_MAX_AGE_MS) return last.pages;
    const pages = await repository.pageSummaries(type, size);
    known.set(type, { foundAt: now(), pages });
    return pages;
  }

  /** The fixed pages with their lastmod. */
  async function fixedPages(siteUrl: string): Promise<Entry[]> {
    const newestOf = new Map<IndexableType, Date | undefined>();
    for (const type of EVERY_TYPE) newestOf.set(type, await repository.newestCreatedAt(type));
    return FIXED_PAGES.map(({ path, showing }) => ({
      loc: `${siteUrl}${path}`,
      lastmod: newest(showing.map((type) => newestOf.get(type))),
    }));
  }

  return {
    /** /sitemap.xml: the fixed pages' page, then every page of each kind of item that has any. */
    async index(siteUrl: string): Promise<string> {
      const entries: Entry[] = [
        {
          loc: `${siteUrl}${sitemapPagePath("pages", 1)}`,
          lastmod: newest((await fixedPages(siteUrl)).map((entry) => entry.lastmod)),
        },
      ];
      for (const kind of ITEM_SITEMAPS) {
        for (const { page, lastmod } of await pagesOf(SITEMAP_ITEM_KINDS[kind], true)) {
          entries.push({ loc: `${siteUrl}${sitemapPagePath(kind, page)}`, lastmod });
        }
      }
      return xmlDocument("sitemapindex", "sitemap", entries);
    },

    /** One sitemap page by its name (`posts-3`); undefined when there is no such page or it lists nothing. */
    async page(siteUrl: string, name: string): Promise<string | undefined> {
      const found = parseSitemapPageName(name);
      if (!found) return undefined;
      if (found.kind === "pages") {
        return found.page === 1 ? xmlDocument("urlset", "url", await fixedPages(siteUrl)) : undefined;
      }
      const type = SITEMAP_ITEM_KINDS[found.kind];
      const pages = await pagesOf(type, false);
      const start = pages[found.page - 1]?.start;
      if (!start) return undefined;
      const rows = await repository.page(type, { start, end: pages[found.page]?.start, size });
      if (rows.length === 0) return undefined;
      const entries = rows.map(({ key, lastmod }) => ({ loc: `${siteUrl}${ITEM_PATHS[type](key)}`, lastmod }));
      return xmlDocument("urlset", "url", entries);
    },
  };
}
