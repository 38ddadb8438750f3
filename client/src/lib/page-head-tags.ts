/**
 * A page's head as data (docs/decisions.md#server-rendered-pages): its title, description,
 * canonical URL, link-preview tags, robots wish, feeds and JSON-LD. Pure, so the server writes it
 * into the HTML it sends (headTagsHtml) and the browser into document.head as the reader moves on
 * (lib/page-head.tsx), from the same list of tags. Every tag carries `data-page-head` so the
 * browser replaces exactly them. No React, no DOM and no zod here: the server and the app shell
 * import it.
 */
import { PRODUCT_NAME, PRODUCT_TAGLINE } from "@shared/constants";
import type { FeedPaths } from "@shared/feed-paths";
import { organizationJsonLd } from "./structured-data";

export interface PageHeadImage {
  url: string;
  alt: string;
  width?: number;
  height?: number;
}

export interface PageFeedLink {
  title: string;
  href: string;
  type: "application/rss+xml" | "application/atom+xml";
}

export interface PageHeadData {
  /** The page's own title without the site name; "" for the home page (then just "PawsWell"). */
  title: string;
  /** Plain text; headTags trims it to about 160 characters on a word boundary, with "…". */
  description: string;
  /** The canonical path (e.g. "/stories/abc"), without origin or query. */
  path: string;
  type?: "website" | "article";
  /** Relative ("/objects/..") or absolute; default: the site card. */
  image?: PageHeadImage;
  noindex?: boolean;
  /** JSON-LD objects, each rendered as its own <script type="application/ld+json">. */
  jsonLd?: Record<string, unknown>[];
  feeds?: PageFeedLink[];
  /** The page is a not-found state: the server answers 404 for it. */
  notFound?: boolean;
}

export interface HeadTag {
  tag: "title" | "meta" | "link" | "script";
  attrs: Record<string, string>;
  text?: string;
}

/** The attribute every page-head tag carries, so the browser can find and replace exactly them. */
export const PAGE_HEAD_ATTRIBUTE = "data-page-head";

/** What the site is, for pages with nothing more particular to say (client/index.html says it too). */
export const SITE_DESCRIPTION =
  "PawsWell is a calm community for mental wellness through bonds with animals and therapy animals: discussions, stories, local peer groups and resources.";

/** The link-preview picture made for the site (tools/make-social-card.ts). */
export const SITE_CARD: PageHeadImage = {
  url: "/social-card.png",
  alt: `${PRODUCT_NAME}: ${PRODUCT_TAGLINE}`,
  width: 1200,
  height: 630,
};

const DESCRIPTION_LENGTH = 160;

/** Text as a description: one line, at most 160 characters, cut at a word with "…" when longer. */
export function descriptionOf(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  if (line.length <= DESCRIPTION_LENGTH) return line;
  const cut = line.slice(0, DESCRIPTION_LENGTH - 1);
  const lastSpace = cut.lastIndexOf(" ");
  // One very long word: cut inside it rather than leave almost nothing.
  const words = lastSpace > DESCRIPTION_LENGTH / 2 ? cut.slice(0, lastSpace) : cut;
  return `${words.replace(/[\s.,;:!?…-]+$/u, "")}…`;
}

/** A URL as a link preview needs it: absolute, on `siteUrl` when it is a path. */
export function absoluteUrl(url: string, siteUrl: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  if (url.startsWith("//")) return `https:${url}`;
  return `${siteUrl.replace(/\/+$/, "")}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** The RSS and Atom links of one feed, as a page's head offers them. */
export function feedLinks(title: string, paths: FeedPaths): PageFeedLink[] {
  return [
    { title: `${title} (RSS)`, href: paths.rss, type: "application/rss+xml" },
    { title: `${title} (Atom)`, href: paths.atom, type: "application/atom+xml" },
  ];
}

/** The site's default head (title "PawsWell", the site description, Organization JSON-LD) for a path. */
export function defaultPageHead(path: string): PageHeadData {
  return { title: "", description: SITE_DESCRIPTION, path, type: "website", jsonLd: [organizationJsonLd()] };
}

/** The head of a not-found state (the 404 page, an item that isn't there): the server answers 404 with it. */
export function notFoundPageHead(path: string): PageHeadData {
  return { title: "Page not found", description: SITE_DESCRIPTION, path, notFound: true };
}

/** JSON-LD keys whose value is a URL: a path there is made absolute like every other URL. */
const JSON_LD_URL_KEYS = new Set(["url", "logo", "image", "@id", "mainEntityOfPage", "contentUrl"]);

function absoluteJsonLd(value: unknown, siteUrl: string, key = ""): unknown {
  if (typeof value === "string") {
    return JSON_LD_URL_KEYS.has(key) && value.startsWith("/") ? absoluteUrl(value, siteUrl) : value;
  }
  if (Array.isArray(value)) return value.map((entry) => absoluteJsonLd(entry, siteUrl, key));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, entry]) => [name, absoluteJsonLd(entry, siteUrl, name)]),
    );
  }
  return value;
}

/** JSON that can sit inside a <script> element: no "<", so no "</script>" or "<!--" can end it early. */
function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

const tag = (name: HeadTag["tag"], attrs: Record<string, string>, text?: string): HeadTag => ({
  tag: name,
  attrs: { ...attrs, [PAGE_HEAD_ATTRIBUTE]: "" },
  ...(text === undefined ? {} : { text }),
});
const meta = (name: string, content: string) => tag("meta", { name, content });
const property = (name: string, content: string) => tag("meta", { property: name, content });

/** Every tag the head holds for `head`, with URLs made absolute on `siteUrl` (no trailing slash). */
export function headTags(head: PageHeadData, siteUrl: string): HeadTag[] {
  const pageTitle = head.title.trim() || PRODUCT_NAME;
  const description = descriptionOf(head.description);
  const url = absoluteUrl(head.path, siteUrl);
  const image = head.image ?? SITE_CARD;
  const imageUrl = absoluteUrl(image.url, siteUrl);
  return [
    tag("title", {}, head.title.trim() ? `${pageTitle} | ${PRODUCT_NAME}` : PRODUCT_NAME),
    meta("description", description),
    ...(head.noindex || head.notFound ? [meta("robots", "noindex")] : []),
    // A not-found answer names no page to prefer.
    ...(head.notFound ? [] : [tag("link", { rel: "canonical", href: url })]),
    property("og:site_name", PRODUCT_NAME),
    property("og:type", head.type ?? "website"),
    property("og:title", pageTitle),
    property("og:description", description),
    property("og:url", url),
    property("og:locale", "en_US"),
    property("og:image", imageUrl),
    property("og:image:alt", image.alt),
    ...(image.width ? [property("og:image:width", String(image.width))] : []),
    ...(image.height ? [property("og:image:height", String(image.height))] : []),
    meta("twitter:card", "summary_large_image"),
    meta("twitter:title", pageTitle),
    meta("twitter:description", description),
    meta("twitter:image", imageUrl),
    meta("twitter:image:alt", image.alt),
    ...(head.feeds ?? []).map((feed) =>
      tag("link", { rel: "alternate", type: feed.type, title: feed.title, href: absoluteUrl(feed.href, siteUrl) }),
    ),
    ...(head.jsonLd ?? []).map((data) =>
      tag("script", { type: "application/ld+json" }, scriptSafeJson(absoluteJsonLd(data, siteUrl))),
    ),
  ];
}

const HTML_ESCAPES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character]!);

function tagHtml({ tag: name, attrs, text }: HeadTag): string {
  const attributes = Object.entries(attrs)
    .map(([attribute, value]) => ` ${attribute}="${escapeHtml(value)}"`)
    .join("");
  if (name === "meta" || name === "link") return `<${name}${attributes}>`;
  // JSON-LD is already safe inside <script> (scriptSafeJson); entities would not be decoded there.
  const body = name === "script" ? (text ?? "") : escapeHtml(text ?? "");
  return `<${name}${attributes}>${body}</${name}>`;
}

/** The same tags as an HTML string for the server (attributes and text escaped; JSON-LD with "<" escaped as \u003c). */
export function headTagsHtml(head: PageHeadData, siteUrl: string): string {
  return headTags(head, siteUrl).map(tagHtml).join("\n");
}
