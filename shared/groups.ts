/**
 * The groups list's filters (docs/decisions.md#group-filters-on-the-server), shared by the server's
 * contract (shared/contracts/groups.contract.ts) and the /groups page.
 */
import { z } from "zod";
import { listQuerySchema } from "./api";
import { GROUP_TYPES, optionValues } from "./constants";
import { oneOf } from "./fields";

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
