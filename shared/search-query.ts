/** What GET /api/search and /api/search/summary accept (the server validates with these). */
import { z } from "zod";
import { listQuerySchema } from "./api";
import { SEARCH_QUERY_MAX_LENGTH, SEARCH_TYPES } from "./search";

const searchText = z
  .string({ error: "q is required" })
  .trim()
  .min(1, "q is required")
  .max(SEARCH_QUERY_MAX_LENGTH, `q must be at most ${SEARCH_QUERY_MAX_LENGTH} characters`);

/** `?q=&type=&limit=&cursor=` on GET /api/search (limit 1–100, default 20). */
export const searchQuerySchema = listQuerySchema.extend({
  q: searchText,
  type: z.enum(SEARCH_TYPES, { error: `type must be one of ${SEARCH_TYPES.join(", ")}` }).optional(),
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

/** `?q=` on GET /api/search/summary. */
export const searchSummaryQuerySchema = z.object({ q: searchText });
