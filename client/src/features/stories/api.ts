/** Member stories: calls. */
import type { InsertStory, Story } from "@shared/schema";
import { sendJson } from "@/lib/api";

export const STORIES_URL = "/api/stories";

export function createStory(story: InsertStory): Promise<Story> {
  return sendJson<Story>("POST", STORIES_URL, story);
}
