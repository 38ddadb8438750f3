/** Member stories: calls (shared/contracts/items.contract.ts). */
import type { CreatedStoryView } from "@shared/contracts/items.contract";
import type { InsertStory } from "@shared/contracts/items.body";
import type { PostingOptionsBody } from "@/features/safety/posting-options-body";
import { apiUrl, callApi } from "@/lib/api";

/** The first page of the story list. */
export const STORIES_URL = apiUrl("GET /api/stories", { query: {} });

/** The answer's `status` is "held" when the story waits for a moderator. */
export function createStory(story: InsertStory & PostingOptionsBody): Promise<CreatedStoryView> {
  return callApi("POST /api/stories", { body: story });
}
