/**
 * The groups contract: the list's filters (docs/decisions.md#group-filters-on-the-server), shared
 * by the server and the /groups page, and one group as its own page receives it.
 */
import { z } from "zod";
import { listQuerySchema, type ItemStatus } from "./api";
import { GROUP_TYPES, optionValues } from "./constants";
import { oneOf } from "./fields";
import type { Group } from "./schema";

export const GROUP_LOCATION_MAX_LENGTH = 100;

/**
 * `?location=&type=&limit=&cursor=` on GET /api/groups. `location` is a town, region or postcode:
 * it matches the start of the location or of any word in it, or a near spelling of one.
 */
export const groupListQuerySchema = listQuerySchema.extend({
  location: z
    .string({ error: "location must be text" })
    .trim()
    .min(1, `location must be 1 to ${GROUP_LOCATION_MAX_LENGTH} characters`)
    .max(GROUP_LOCATION_MAX_LENGTH, `location must be 1 to ${GROUP_LOCATION_MAX_LENGTH} characters`)
    .optional(),
  type: oneOf("type", optionValues(GROUP_TYPES)).optional(),
});
export type GroupListQuery = z.infer<typeof groupListQuerySchema>;

/** GET /api/groups/:id: the group, and for moderators whether it is held or hidden, and why. */
export type GroupView = Omit<Group, "createdAt"> & ItemStatus & { createdAt: string };
