/**
 * Blog articles are written in Markdown and shown as HTML made here, on the server: `marked`
 * (CommonMark and GitHub's extensions) makes the HTML, and `sanitize-html` keeps only an
 * allow-list of it. Whatever a moderator types (raw HTML, scripts, event handlers, javascript:
 * links, pictures from other sites), what leaves is headings, emphasis, lists, links, our own
 * pictures, quotes and code: nothing else survives.
 */
import { Marked, type Token } from "marked";
import sanitizeHtml from "sanitize-html";
import { plainExcerpt } from "./markup-text";

// A single line break stays one (`breaks`), as articles written before Markdown expect.
const markdown = new Marked({ gfm: true, breaks: true, async: false });

/** Pictures must come from our own storage: visitors' browsers never contact another site. */
const OUR_IMAGE = /^\/objects\/uploads\/[A-Za-z0-9_-]+(\?[A-Za-z0-9=&_-]*)?$/;

/** Outside links carry rel="noopener nofollow ugc"; links within the site do not. */
function isOutside(href: string): boolean {
  return !href.startsWith("/") || href.startsWith("//");
}

const ALLOWED: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "p",
    "br",
    "hr",
    "em",
    "strong",
    "del",
    "ul",
    "ol",
    "li",
    "a",
    "img",
    "blockquote",
    "code",
    "pre",
  ],
  allowedAttributes: { a: ["href", "rel"], img: ["src", "alt"], ol: ["start"] },
  allowedSchemes: ["https", "http", "mailto"],
  // A picture's address is a path in our storage, never a URL with a scheme.
  allowedSchemesByTag: { img: [] },
  allowProtocolRelative: false,
  transformTags: {
    // The page's title is its one h1: an article's own headings start at h2.
    h1: "h2",
    h5: "h4",
    h6: "h4",
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const { href } = attribs;
      if (!href) return { tagName, attribs: {} };
      return { tagName, attribs: isOutside(href) ? { href, rel: "noopener nofollow ugc" } : { href } };
    },
  },
  exclusiveFilter: (frame) => frame.tag === "img" && !OUR_IMAGE.test(frame.attribs.src ?? ""),
};

/** The article's Markdown as the HTML its page shows, reduced to the allow-list. */
export function articleHtml(content: string): string {
  return sanitizeHtml(markdown.parse(content) as string, ALLOWED);
}

/** Tokens whose children are blocks (read with a space between them), not words of one line. */
const HOLDS_BLOCKS = new Set(["blockquote", "list_item"]);

/**
 * The words of `tokens` without their Markdown: a picture gives nothing, a line break a space.
 * Blocks are joined with a space; the pieces of one line of text are joined as written.
 */
function plainTextOf(tokens: Token[], separator = " "): string {
  return tokens
    .map((token): string => {
      if (token.type === "image" || token.type === "html") return "";
      if (token.type === "br" || token.type === "space" || token.type === "hr") return " ";
      if (token.type === "list") return plainTextOf(token.items as Token[]);
      if ("tokens" in token && token.tokens) return plainTextOf(token.tokens, HOLDS_BLOCKS.has(token.type) ? " " : "");
      return "text" in token ? String(token.text) : "";
    })
    .join(separator)
    .replace(/\s+/g, " ")
    .trim();
}

/** The article's words as plain text (for its reading time). */
export function articlePlainText(content: string): string {
  return plainTextOf(markdown.lexer(content));
}

/**
 * The excerpt an article gets when none is written: its first paragraph as plain text, cut as the
 * feeds cut their summaries (plainExcerpt).
 */
export function articleExcerpt(content: string, maxLength: number): string {
  const tokens = markdown.lexer(content);
  const text =
    tokens.map((token) => (token.type === "paragraph" ? plainTextOf([token]) : "")).find(Boolean) ??
    plainTextOf(tokens);
  return plainExcerpt(text, maxLength);
}
