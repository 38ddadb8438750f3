/** Member stories: calls. */
import type { ItemStatus } from "@shared/api";
import type { InsertStory, Story } from "@shared/schema";
import type { PostingOptionsBody } from "@/features/safety/posting-options-body";
import { sendJson } from "@/lib/api";

export const STORIES_URL = "/api/stories";

/** The answer carries `status: "held"` when the story waits for a moderator. */
export function createStory(story: InsertStory & PostingOptionsBody): Promise<Story & Partial<ItemStatus>> {
  return sendJson<Story & Partial<ItemStatus>>("POST", STORIES_URL, story);
}
