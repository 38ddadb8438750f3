/**
 * What /admin's list tabs can find (GET /api/moderation/lists/:list, moderators): every item of a
 * list whatever its state, newest first, searched by its words and filtered by its status.
 */
import { z } from "zod";
import { listQuerySchema } from "./api";
import type { Option } from "./constants";
import { PUBLICATION_STATUS_OPTIONS } from "./publication";

export const ADMIN_LIST_IDS = [
  "featured",
  "blog",
  "resources",
  "community",
  "stories",
  "groups",
  "photos",
  "categories",
  "member-of-the-month",
  "challenges",
] as const;
export type AdminListId = (typeof ADMIN_LIST_IDS)[number];

/** The states of what members share (docs/decisions.md#safety-first). */
const SHARED_ITEM_STATUSES = [
  { value: "published", label: "Published" },
  { value: "held", label: "Held for a moderator" },
  { value: "hidden", label: "Hidden" },
] as const satisfies readonly Option[];

/** Each list's statuses, in the order the filter offers them; a list without any has no filter. */
export const ADMIN_LIST_STATUSES: Record<AdminListId, readonly Option[]> = {
  featured: PUBLICATION_STATUS_OPTIONS,
  blog: PUBLICATION_STATUS_OPTIONS,
  resources: [],
  categories: [],
  // Each entry reads "current" (the one shown) or "earlier"; too few to filter.
  "member-of-the-month": [],
  community: [...SHARED_ITEM_STATUSES, { value: "removed", label: "Removed by its author" }],
  stories: SHARED_ITEM_STATUSES,
  groups: SHARED_ITEM_STATUSES,
  photos: SHARED_ITEM_STATUSES,
  challenges: [
    { value: "upcoming", label: "Not started" },
    { value: "running", label: "Running" },
    { value: "ended", label: "Ended" },
  ],
};

export const ADMIN_SEARCH_MAX = 100;

/** `?q=&status=` beside the paging; `status` is checked against the list's own statuses. */
export const adminListQuerySchema = listQuerySchema.extend({
  q: z
    .string({ error: "q must be text" })
    .trim()
    .max(ADMIN_SEARCH_MAX, `Search must be at most ${ADMIN_SEARCH_MAX} characters`)
    .optional()
    .transform((q) => q || undefined),
  status: z.string({ error: "status must be text" }).max(20, "status is not one this list has").optional(),
});
export type AdminListQuery = z.infer<typeof adminListQuerySchema>;
