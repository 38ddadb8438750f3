/** SQL for member stories: the shared list / create / delete, and a member's own stories. */
import { publishedSql } from "../items/visibility";
import { eq } from "drizzle-orm";
import type { StoryPreview } from "@shared/api";
import { PREVIEW_LENGTH } from "@shared/constants";
import { shownAuthor } from "@shared/names";
import { truncate } from "@shared/preview-text";
import { stories, type Story, type StoryRow } from "@shared/schema";
import type { Database } from "../db";
import type { Page } from "../lib/pagination";
import { tableRepository, withoutModeration, type ListOptions } from "./table-repository";

/** A story as lists show it: whether a guest wrote it, not which member did ("A member" when posted without a name). */
function publicStory({ userId, ...story }: StoryRow): Story {
  return { ...withoutModeration(story), author: shownAuthor(story), isGuest: userId === null };
}

/**
 * A story as a list of cards shows it: its first 300 characters. The full text is the story's own
 * answer, asked for when a reader opens the card: a page of whole stories made the Stories page's
 * HTML too big for one round trip on a slow phone connection.
 */
function storyPreview({ content, ...story }: Story): StoryPreview {
  return { ...story, excerpt: truncate(content, PREVIEW_LENGTH.story), isLong: content.length > PREVIEW_LENGTH.story };
}

function previewPage(page: Page<Story>): Page<StoryPreview> {
  return { ...page, items: page.items.map(storyPreview) };
}

/** Story queries over the shared table repository. */
export function storiesRepository(db: Database) {
  const { list, ownedList, ...base } = tableRepository(db, stories, publicStory, publishedSql(stories));
  const listOwned = ownedList(stories.userId, eq(stories.anonymous, false));
  return {
    ...base,
    /** One page of story previews, newest first. */
    list: async (options: ListOptions) => previewPage(await list(options)),
    /** A member's own page: previews of their stories, newest first, never one they shared as "A member". */
    listByMember: async (userId: string, options: ListOptions) => previewPage(await listOwned(userId, options)),
  };
}
