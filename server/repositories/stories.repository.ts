/** SQL for member stories: the shared list / create / delete, and a member's own stories. */
import { eq } from "drizzle-orm";
import { stories, type Story, type StoryRow } from "@shared/schema";
import type { Database } from "../db";
import { shownAuthor } from "@shared/names";
import { publishedOnly, tableRepository, withoutModeration } from "./table-repository";

/** A story as lists show it: whether a guest wrote it, not which member did ("A member" when posted without a name). */
function publicStory({ userId, ...story }: StoryRow): Story {
  return { ...withoutModeration(story), author: shownAuthor(story), isGuest: userId === null };
}

/** Story queries over the shared table repository. */
export function storiesRepository(db: Database) {
  const base = tableRepository(db, stories, publicStory, publishedOnly(stories));
  return {
    ...base,
    /** A member's own page: their stories, newest first, never one they shared as "A member". */
    listByMember: base.ownedList(stories.userId, eq(stories.anonymous, false)),
  };
}
