/** Shapes the API sends that are not tables: errors, paging, the session user, uploads. */
import { z } from "zod";
import { PAGE_SIZE } from "./constants";

/** Every error the API answers with. `issues` names the fields of a 400. */
export interface ApiErrorBody {
  message: string;
  issues?: { path: string; message: string }[];
}

/** `?limit=&cursor=` on every list endpoint. */
export const listQuerySchema = z.object({
  limit: z.coerce
    .number({ error: "limit must be a number" })
    .int("limit must be a whole number")
    .min(1, "limit must be at least 1")
    .max(PAGE_SIZE.max, `limit must be at most ${PAGE_SIZE.max}`)
    .default(PAGE_SIZE.default),
  cursor: z.string().max(200, "cursor is not valid").optional(),
});
export type ListQuery = z.infer<typeof listQuerySchema>;

/** The user a session belongs to, as the client sees it. */
export interface SessionUser {
  id: string;
  username: string;
}

/** The answer to POST /api/objects/upload. */
export interface UploadTicket {
  uploadURL: string;
  objectPath: string;
}
