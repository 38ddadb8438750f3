/**
 * The JSON-LD page heads carry (schema.org), so a search engine reads what a page is: the site
 * (Organization, on the home page), a blog article (BlogPosting), a discussion or a member's story
 * (DiscussionForumPosting). URLs stay paths here: headTags makes them absolute on the site's URL.
 *
 * A story is a DiscussionForumPosting rather than an Article: a member wrote it, in their own words,
 * and readers answer it in a thread of comments, which is what that type describes (user-generated
 * posts with replies). Article is for what the site publishes itself: the blog.
 */
import { PRODUCT_NAME } from "@shared/constants";

type JsonLd = Record<string, unknown>;

const CONTEXT = "https://schema.org";

const ORGANIZATION: JsonLd = { "@type": "Organization", name: PRODUCT_NAME, url: "/", logo: "/favicon.svg" };

/** The site itself. */
export function organizationJsonLd(): JsonLd {
  return { "@context": CONTEXT, ...ORGANIZATION };
}

/** A byline: the site's own team ("PawsWell Team") is the Organization, anyone else a Person. */
function bylineOf(name: string): JsonLd {
  return new RegExp(`^${PRODUCT_NAME}\\b`, "i").test(name) ? ORGANIZATION : { "@type": "Person", name };
}

export interface BlogPostingFacts {
  title: string;
  description: string;
  path: string;
  author: string;
  imageUrl: string | null;
  createdAt: string;
  editedAt: string | null;
}

/** A blog article. */
export function blogPostingJsonLd(article: BlogPostingFacts): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    url: article.path,
    mainEntityOfPage: article.path,
    datePublished: article.createdAt,
    ...(article.editedAt ? { dateModified: article.editedAt } : {}),
    author: bylineOf(article.author),
    publisher: ORGANIZATION,
    ...(article.imageUrl ? { image: article.imageUrl } : {}),
  };
}

export interface ForumPostingFacts {
  title: string;
  /** An excerpt of its text. */
  text: string;
  path: string;
  /** The name shown: "A member" when posted without one. */
  author: string;
  /** The author's member page, when the item links to it (never for "A member" or a guest). */
  authorPath: string | null;
  createdAt: string;
  editedAt: string | null;
  /** Replies (comments, under a story) in its thread. */
  comments: number;
}

/** A community discussion, or a member's story. */
export function forumPostingJsonLd(item: ForumPostingFacts): JsonLd {
  return {
    "@context": CONTEXT,
    "@type": "DiscussionForumPosting",
    headline: item.title,
    text: item.text,
    url: item.path,
    datePublished: item.createdAt,
    ...(item.editedAt ? { dateModified: item.editedAt } : {}),
    author: { "@type": "Person", name: item.author, ...(item.authorPath ? { url: item.authorPath } : {}) },
    interactionStatistic: {
      "@type": "InteractionCounter",
      interactionType: "https://schema.org/CommentAction",
      userInteractionCount: item.comments,
    },
  };
}
